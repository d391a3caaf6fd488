import { describe, expect, it } from 'vitest';
import { dayIn, periodRange } from '../../../lib/stats/period';

describe('statistics periods', () => {
  // 2026-11-24 23:30 UTC: already the 25th in Tokyo, still the 24th in New York.
  const now = Date.parse('2026-11-24T23:30:00Z');

  it.each([
    ['UTC', '2026-11-24'],
    ['Asia/Tokyo', '2026-11-25'],
    ['America/New_York', '2026-11-24'],
    ['Pacific/Kiritimati', '2026-11-25'],
  ])('today in %s is %s', (zone, day) => {
    expect(dayIn(now, zone)).toBe(day);
  });

  it('falls back to the browser’s day for an unknown or missing zone', () => {
    const local = dayIn(now, null);
    expect(local).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(dayIn(now, 'Not/AZone')).toBe(local);
  });

  it.each([7, 30, 90])('the last %i days end today in the account’s zone, both ends inclusive', (period) => {
    const range = periodRange(period, now, 'Asia/Tokyo');
    expect(range.days).toHaveLength(period);
    expect(range.to).toBe('2026-11-25');
    expect(range.days[0]).toBe(range.from);
    expect(new Set(range.days).size).toBe(period);
    expect([...range.days].sort()).toEqual(range.days);
  });

  it('crosses months and years', () => {
    expect(periodRange(7, Date.parse('2026-01-03T12:00:00Z'), 'UTC')).toMatchObject({ from: '2025-12-28', to: '2026-01-03' });
    expect(periodRange(90, Date.parse('2026-11-24T12:00:00Z'), 'UTC').from).toBe('2026-08-27');
  });
});
