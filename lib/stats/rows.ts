/**
 * Statistics rows as both versions send them (`{value, count}`; v44 counts as strings, read into
 * numbers by the client; unknown values `""` on v44 and `null` on v49) turned into what the view
 * shows: clicks per day with the missing days as zero, a total and the busiest day, and ranked
 * lists of countries, referrers and devices.
 */
import type { StatsRow } from '../api/schemas';
import type { DayRange } from './period';

export interface DayCount {
  day: string;
  count: number;
}

export interface ClicksSeries {
  /** Empty when the server counted by month or year (below). */
  days: DayCount[];
  total: number;
  /** The first of the days with the most clicks; null without clicks. */
  busiest: DayCount | null;
}

const COARSE = /^\d{4}(-\d\d)?$/;

/**
 * Clicks per day of `range`, zero-filled (the server leaves out days without clicks). v49 names
 * a same-day bucket `YYYY-MM-DD HH`: its day counts. Rows outside the range are left out. v49
 * counts long ranges by month or year (`YYYY-MM`, `YYYY`): then only the total is known.
 */
export function clicksPerDay(rows: readonly StatsRow[], range: DayRange): ClicksSeries {
  if (rows.some((row) => row.value !== null && COARSE.test(row.value))) {
    return { days: [], total: rows.reduce((sum, row) => sum + (row.count > 0 ? row.count : 0), 0), busiest: null };
  }
  const byDay = new Map(range.days.map((day) => [day, 0]));
  for (const row of rows) {
    const day = row.value?.slice(0, 10);
    if (day === undefined || !byDay.has(day) || !(row.count > 0)) continue;
    byDay.set(day, byDay.get(day)! + row.count);
  }
  const days = [...byDay].map(([day, count]) => ({ day, count }));
  let busiest: DayCount | null = null;
  let total = 0;
  for (const entry of days) {
    total += entry.count;
    if (entry.count > 0 && (!busiest || entry.count > busiest.count)) busiest = entry;
  }
  return { days, total, busiest };
}

export interface Ranked {
  /** The server's value; null when unknown (v44's empty string too). */
  value: string | null;
  count: number;
}

/**
 * The `limit` largest counts, largest first (ties by value, unknown last). The same value twice
 * (v44's `""` next to a v49-style null, or a repeated row) is one entry.
 */
export function ranked(rows: readonly StatsRow[], limit = 5): Ranked[] {
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    if (!(row.count > 0)) continue;
    const value = row.value === null || row.value.trim() === '' ? null : row.value;
    counts.set(value, (counts.get(value) ?? 0) + row.count);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value === null ? 1 : b.value === null ? -1 : a.value.localeCompare(b.value)))
    .slice(0, limit);
}

/**
 * A country as people read it: the server sends `US:United States`; the browser's own name for
 * the code (in the UI's language) wins, the server's name is the fallback, then the value as sent.
 */
export function countryName(value: string, locale?: string): string {
  const [code = '', ...rest] = value.split(':');
  const serverName = rest.join(':').trim();
  if (/^[A-Za-z]{2}$/.test(code)) {
    try {
      const name = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'none' }).of(code.toUpperCase());
      if (name) return name;
    } catch {
      // No region names in this browser: the server's.
    }
  }
  return serverName || value;
}
