import { describe, expect, it } from 'vitest';
import type { Link } from '../../../lib/api/schemas';
import { formatDay, formatMoment, linkExpiry, readMoment } from '../../../lib/manager/dates';
import { link } from '../../fakes/client';

const end = '2027-12-31T23:59:00.000000Z';

describe('the dates of a row', () => {
  it.each([
    ['2026-11-24T13:29:35.000000Z', Date.parse('2026-11-24T13:29:35Z')],
    ['not a date', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as a moment, or nothing', (text, ms) => {
    expect(readMoment(text)?.getTime() ?? null).toBe(ms);
  });

  it.each<[string, Partial<Link>, { iso: string | null; clicks: number | null }]>([
    ['no expiry', {}, { iso: null, clicks: null }],
    ['v44 expiry moment', { ends_at: end }, { iso: end, clicks: null }],
    ['v49 end of the active period', { active_from: '2027-01-01T00:00:00.000000Z', active_until: end }, { iso: end, clicks: null }],
    ['a click limit', { click_limit: 500 }, { iso: null, clicks: 500 }],
    ['the server’s “no limit” (0)', { click_limit: 0 }, { iso: null, clicks: null }],
    ['both', { ends_at: end, click_limit: 1 }, { iso: end, clicks: 1 }],
    ['an unreadable date, left out', { ends_at: 'soon' }, { iso: null, clicks: null }],
  ])('says when a link stops working: %s', (_what, patch, expected) => {
    const expiry = linkExpiry(link(1, patch));
    expect({ iso: expiry.iso, clicks: expiry.clicks }).toEqual(expected);
    expect(expiry.at?.getTime() ?? null).toBe(expected.iso ? Date.parse(expected.iso) : null);
  });

  it('shows a creation day without its time, an expiry with its minute, in the reader’s locale', () => {
    const date = new Date(end);
    expect(formatDay(date)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date));
    expect(formatMoment(date)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date));
    expect(formatMoment(date)).not.toBe(formatDay(date));
  });
});
