import { describe, expect, it } from 'vitest';
import { CHART, chartLayout, dayTickIndexes, valueScale } from '../../../lib/stats/chart';
import { clicksPerDay } from '../../../lib/stats/rows';
import { periodRange } from '../../../lib/stats/period';

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('valueScale', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 1],
    [2, 1, 2],
    [9, 5, 10],
    [25, 10, 30],
    [30, 10, 30],
    [120, 50, 150],
    [1_000_000, 500_000, 1_000_000],
    [Number.POSITIVE_INFINITY, 1, 1],
    [-5, 1, 1],
  ])('counts up to %s: steps of %s up to %s', (max, step, top) => {
    expect(valueScale(max)).toEqual({ step, top });
  });
});

describe('dayTickIndexes', () => {
  it.each([
    [1, [0]],
    [7, [0, 1, 2, 3, 4, 5, 6]],
    [30, [0, 7, 15, 22, 29]],
    [90, [0, 22, 45, 67, 89]],
  ])('%s days name %j', (count, indexes) => {
    expect(dayTickIndexes(count)).toEqual(indexes);
  });
});

describe('chartLayout', () => {
  const range = periodRange(30, NOW, 'UTC');
  const series = clicksPerDay(
    [
      { value: '2026-11-20', count: 9 },
      { value: '2026-11-24', count: 3 },
      { value: '2026-10-30', count: 4 },
    ],
    range,
  );
  const layout = chartLayout(series);

  it('draws a bar per day inside the plot, as tall as its share of the axis’s top', () => {
    expect(layout.bars).toHaveLength(30);
    const { plot } = layout;
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(plot.right + 0.001);
      expect(bar.y + bar.height).toBeCloseTo(plot.bottom);
    }
    const nine = layout.bars.find((b) => b.day === '2026-11-20')!;
    // The axis goes to 10 in steps of 5: 9 clicks reach nine tenths of the way up.
    expect(nine.height).toBeCloseTo(0.9 * (plot.bottom - plot.top));
    expect(layout.bars.filter((b) => b.height > 0)).toHaveLength(3);
  });

  it('labels the value axis 0, 5, 10 from the bottom up', () => {
    expect(layout.valueTicks.map((t) => t.value)).toEqual([0, 5, 10]);
    expect(layout.valueTicks[0]!.y).toBeCloseTo(layout.plot.bottom);
    expect(layout.valueTicks[2]!.y).toBeCloseTo(layout.plot.top);
  });

  it('names five days, the first and last kept inside the chart', () => {
    expect(layout.dayTicks.map((t) => t.day)).toEqual(['2026-10-26', '2026-11-02', '2026-11-10', '2026-11-17', '2026-11-24']);
    expect(layout.dayTicks[0]!.anchor).toBe('start');
    expect(layout.dayTicks.at(-1)!.anchor).toBe('end');
    expect(layout.dayTicks[2]!.anchor).toBe('middle');
  });

  it('marks the busiest day, its count written just over its bar', () => {
    expect(layout.busiest).toMatchObject({ day: '2026-11-20', count: 9 });
    expect(layout.busiest!.labelY).toBeLessThan(layout.busiest!.y);
    expect(layout.busiest!.labelY).toBeGreaterThan(0);
    expect(layout.busiest!.labelX).toBeGreaterThan(layout.busiest!.x);
  });

  it('has no busiest day without clicks, and draws a server’s odd counts as none', () => {
    const empty = chartLayout(clicksPerDay([], range));
    expect(empty.busiest).toBeNull();
    expect(empty.valueTicks.map((t) => t.value)).toEqual([0, 1]);
    const odd = chartLayout({
      days: [
        { day: '2026-11-24', count: Number.POSITIVE_INFINITY },
        { day: '2026-11-23', count: 2 },
      ],
      total: 2,
      busiest: null,
    });
    expect(odd.bars.map((b) => b.height > 0)).toEqual([false, true]);
    expect(odd.bars.every((b) => b.y >= 0 && b.y <= CHART.height)).toBe(true);
  });
});
