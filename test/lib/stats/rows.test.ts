import { describe, expect, it } from 'vitest';
import { periodRange } from '../../../lib/stats/period';
import { clicksPerDay, countryName, ranked } from '../../../lib/stats/rows';

const range = periodRange(7, Date.parse('2026-11-24T12:00:00Z'), 'UTC');

describe('clicks per day', () => {
  it('fills the days the server leaves out with zero, in day order', () => {
    // As v49's `click` sends them: by count, days without clicks absent.
    const series = clicksPerDay(
      [
        { value: '2026-11-21', count: 6 },
        { value: '2026-11-18', count: 2 },
        { value: '2026-11-24', count: 6 },
      ],
      range,
    );
    expect(series.days.map((d) => d.count)).toEqual([2, 0, 0, 6, 0, 0, 6]);
    expect(series.days[0]!.day).toBe('2026-11-18');
    expect(series.total).toBe(14);
    // The first of the busiest days.
    expect(series.busiest).toEqual({ day: '2026-11-21', count: 6 });
  });

  it('reads v49 same-day hour buckets as their day, and leaves out rows outside the period', () => {
    const series = clicksPerDay(
      [
        { value: '2026-11-24 09', count: 2 },
        { value: '2026-11-24 10', count: 3 },
        { value: '2026-11-01', count: 50 },
        { value: null, count: 4 },
      ],
      range,
    );
    expect(series.days.at(-1)).toEqual({ day: '2026-11-24', count: 5 });
    expect(series.total).toBe(5);
  });

  it('keeps only the total when the server counted by month or year', () => {
    const series = clicksPerDay(
      [
        { value: '2026-11', count: 9 },
        { value: '2026-10', count: 3 },
      ],
      range,
    );
    expect(series).toEqual({ days: [], total: 12, busiest: null });
  });

  it('has no busiest day without clicks', () => {
    expect(clicksPerDay([], range)).toMatchObject({ total: 0, busiest: null });
    expect(clicksPerDay([], range).days).toHaveLength(7);
  });
});

describe('ranked lists', () => {
  it('ranks by count, ties by value, unknown last, and keeps the first few', () => {
    const rows = [
      { value: 'b.example', count: 3 },
      { value: null, count: 3 },
      { value: 'a.example', count: 3 },
      { value: 'top.example', count: 9 },
      { value: 'c.example', count: 1 },
    ];
    expect(ranked(rows, 4)).toEqual([
      { value: 'top.example', count: 9 },
      { value: 'a.example', count: 3 },
      { value: 'b.example', count: 3 },
      { value: null, count: 3 },
    ]);
  });

  it('reads v44’s empty string as unknown, merged with null, and drops empty counts', () => {
    expect(
      ranked([
        { value: '', count: 2 },
        { value: null, count: 1 },
        { value: 'desktop', count: 0 },
      ]),
    ).toEqual([{ value: null, count: 3 }]);
  });
});

describe('country names', () => {
  it.each([
    ['US:United States', 'United States'],
    ['DE:Germany', 'Germany'],
    ['jp:Japan', 'Japan'],
  ])('%s reads %s', (value, name) => {
    expect(countryName(value, 'en')).toBe(name);
  });

  it('falls back to the server’s name, then to the value as sent', () => {
    expect(countryName('XX:Atlantis', 'en')).toBe('Atlantis');
    expect(countryName('Somewhere', 'en')).toBe('Somewhere');
  });
});
