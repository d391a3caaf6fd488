/**
 * Where the clicks chart puts things, in the SVG's own units: a bar per day, a value axis with a
 * few round numbers, a date axis with a few days named, and the busiest day's count over its bar
 * (issue 30: "bars without axes, dates or values"). Pure, so it is tested without a page; the
 * component (components/stats/ClicksChart.tsx) only draws it.
 */
import type { ClicksSeries } from './rows';
import { numberFormat } from '../i18n';

export const CHART = { width: 360, height: 150, left: 34, right: 8, top: 18, bottom: 20 } as const;

export interface Bar {
  day: string;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Anchor = 'start' | 'middle' | 'end';

export interface ChartLayout {
  bars: Bar[];
  /** The value axis: round numbers from 0, each with its height. */
  valueTicks: Array<{ value: number; y: number }>;
  /** The date axis: the days named under it. */
  dayTicks: Array<{ day: string; x: number; anchor: Anchor }>;
  /** The busiest day's bar and where its count is written; null without clicks. */
  busiest: (Bar & { labelX: number; labelY: number; anchor: Anchor }) | null;
  /** The plot's edges (the axes are drawn along left and bottom). */
  plot: { left: number; right: number; top: number; bottom: number };
}

/** A count as the chart may use it: a server's odd number (negative, not finite) is drawn as none. */
const drawable = (count: number) => (Number.isFinite(count) && count > 0 ? count : 0);

/**
 * The value axis for counts up to `max`: a step of 1, 2 or 5 times a power of ten (never under 1,
 * clicks are whole), about three steps, and the top, a whole number of steps at or above `max`.
 */
export function valueScale(max: number): { step: number; top: number } {
  const most = drawable(max);
  if (most <= 1) return { step: 1, top: 1 };
  const rough = most / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  return { step, top: Math.ceil(most / step) * step };
}

/** Which of `count` days the date axis names: every day of a week, else five spread evenly, the first and last among them. */
export function dayTickIndexes(count: number): number[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i);
  return [...new Set([0, 1, 2, 3, 4].map((i) => Math.round((i * (count - 1)) / 4)))];
}

/** A label centred on `x`, but kept inside the chart near its edges. */
function anchorAt(x: number, room: number): Anchor {
  if (x - CHART.left < room) return 'start';
  if (CHART.width - CHART.right - x < room) return 'end';
  return 'middle';
}

export function chartLayout(series: ClicksSeries): ChartLayout {
  const plot = { left: CHART.left, right: CHART.width - CHART.right, top: CHART.top, bottom: CHART.height - CHART.bottom };
  const days = series.days;
  const { step, top } = valueScale(Math.max(0, ...days.map((d) => drawable(d.count))));
  const slot = (plot.right - plot.left) / Math.max(1, days.length);
  const gap = slot > 4 ? 1 : 0;
  const yOf = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  const centre = (i: number) => plot.left + (i + 0.5) * slot;
  const bars = days.map((d, i): Bar => {
    const count = drawable(d.count);
    // A day with clicks is never thinner than a line; one without has no bar.
    const height = count === 0 ? 0 : Math.max(2, plot.bottom - yOf(count));
    return { day: d.day, count: d.count, x: plot.left + i * slot + gap / 2, y: plot.bottom - height, width: slot - gap, height };
  });
  const valueTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({ value: i * step, y: yOf(i * step) }));
  const dayTicks = dayTickIndexes(days.length).map((i) => ({ day: days[i]!.day, x: centre(i), anchor: anchorAt(centre(i), 18) }));
  const at = series.busiest ? days.findIndex((d) => d.day === series.busiest!.day) : -1;
  const busiest = at < 0 ? null : { ...bars[at]!, labelX: centre(at), labelY: bars[at]!.y - 4, anchor: anchorAt(centre(at), 12) };
  return { bars, valueTicks, dayTicks, busiest, plot };
}

/** A value axis label, short enough for its margin ("1.5K"). */
export function axisNumber(value: number): string {
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The busiest day's count as written over its bar ("1,234"). */
export function countText(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}
