import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { linkState } from '../../../lib/manager/link-status';

const now = Date.parse('2025-06-01T12:00:00Z');
const link = (patch: Partial<Link>): Link => ({ id: 1, url: 'https://e.com', short_url: 'https://s.rt/a', ...patch });

describe('link state shown on its row', () => {
  it.each<[Partial<Link>, string]>([
    [{}, 'active'],
    [{ disabled: 0 }, 'active'],
    [{ disabled: 1 }, 'disabled'],
    [{ disabled: true }, 'disabled'],
    [{ disabled: 1, ends_at: '2020-01-01T00:00:00.000000Z' }, 'disabled'],
    [{ ends_at: '2025-06-01T11:59:00.000000Z' }, 'expired'],
    [{ ends_at: '2025-06-02T00:00:00.000000Z' }, 'active'],
    [{ expiration_date: '2025-06-01', expiration_time: '11:00' }, 'expired'],
    [{ expiration_date: '2025-06-01', expiration_time: '13:00' }, 'active'],
    [{ expiration_date: '2025-05-31' }, 'expired'],
    [{ expiration_clicks: 10, clicks: 10 }, 'expired'],
    [{ expiration_clicks: 10, clicks: 9 }, 'active'],
    [{ expiration_clicks: null, clicks: 1000 }, 'active'],
  ])('%j is %s', (patch, state) => {
    expect(linkState(link(patch), now)).toBe(state);
  });
});
