import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { linkState } from '../../../lib/link-state/status';
import { link as sharedLink } from '../../fakes/client';

const now = Date.parse('2025-06-01T12:00:00Z');
const link = (patch: Partial<Link>): Link => sharedLink(1, { disabled: undefined, ...patch });
const past = '2025-06-01T11:59:00.000000Z';
const future = '2025-06-02T00:00:00.000000Z';

describe('link state shown on its row', () => {
  it.each<[Partial<Link>, string]>([
    [{}, 'active'],
    [{ disabled: 0 }, 'active'],
    [{ disabled: 1 }, 'disabled'],
    [{ disabled: true }, 'disabled'],
    [{ disabled: 1, ends_at: '2020-01-01T00:00:00.000000Z' }, 'disabled'],
    [{ ends_at: past }, 'expired'],
    [{ ends_at: '2025-06-01T12:00:00.000000Z' }, 'expired'],
    [{ ends_at: future }, 'active'],
    [{ ends_at: null }, 'active'],
    [{ ends_at: 'not a date' }, 'active'],
    [{ click_limit: 10, clicks: 10 }, 'expired'],
    [{ click_limit: 10, clicks: 11 }, 'expired'],
    [{ click_limit: 10, clicks: 9 }, 'active'],
    [{ click_limit: 10 }, 'active'],
    [{ click_limit: null, clicks: 1000 }, 'active'],
    // 0 is the server's "no limit".
    [{ click_limit: 0, clicks: 0 }, 'active'],
    [{ click_limit: 0, clicks: 5 }, 'active'],
  ])('v44 %j is %s', (patch, state) => {
    expect(linkState(link(patch), now)).toBe(state);
  });

  it.each<[Partial<Link>, string]>([
    [{ active_from: past, active_until: future }, 'active'],
    [{ active_from: '2025-06-01T12:00:00.000000Z', active_until: future }, 'active'],
    [{ active_from: '2025-06-01T12:01:00.000000Z', active_until: future }, 'scheduled'],
    [{ active_from: '2025-01-01T00:00:00.000000Z', active_until: past }, 'expired'],
    [{ active_from: '2025-01-01T00:00:00.000000Z', active_until: '2025-06-01T12:00:00.000000Z' }, 'expired'],
    [{ active_from: null, active_until: null }, 'active'],
    [{ active_until: future }, 'active'],
    [{ active_from: future }, 'scheduled'],
    [{ active_from: 'soon', active_until: 'later' }, 'active'],
    // A limit reached ends the link whatever its period says.
    [{ active_from: future, active_until: '2025-07-01T00:00:00.000000Z', click_limit: 1, clicks: 1 }, 'expired'],
    [{ active_from: past, active_until: future, click_limit: 50, clicks: 50 }, 'expired'],
    [{ active_from: future, active_until: '2025-07-01T00:00:00.000000Z', click_limit: 5, clicks: 0 }, 'scheduled'],
  ])('v49 %j is %s', (patch, state) => {
    expect(linkState(link(patch), now)).toBe(state);
  });

  it('reads the clock when no time is given', () => {
    expect(linkState(link({ active_from: '2999-01-01T00:00:00Z', active_until: '3000-01-01T00:00:00Z' }))).toBe('scheduled');
    expect(linkState(link({ active_from: '2000-01-01T00:00:00Z', active_until: '2001-01-01T00:00:00Z' }))).toBe('expired');
  });
});
