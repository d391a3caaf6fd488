/**
 * The periods the statistics view offers, and the days each covers, counted in the account's
 * time zone: v49 reads `from` and `to` as whole days there, so "today" must be the account's
 * today, not the browser's (v44 counts server days; the account's zone is the nearest we know).
 */

import { dateTimeFormat } from '../i18n';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

export interface DayRange {
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  days: string[];
}

const DAY_MS = 86_400_000;

/** The calendar day of `now` in `timeZone` (the browser's own when unknown or not a zone). */
export function dayIn(now: number, timeZone: string | null | undefined): string {
  const format = (zone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  if (timeZone) {
    try {
      return format(timeZone);
    } catch {
      // An unknown zone name (a server with a zone this browser lacks): the browser's own day.
    }
  }
  return format();
}

/** The `period` days ending today in `timeZone`. */
export function periodRange(period: number, now: number, timeZone: string | null | undefined): DayRange {
  const end = Date.parse(`${dayIn(now, timeZone)}T00:00:00Z`);
  const days = Array.from({ length: period }, (_, i) => new Date(end - (period - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** A YYYY-MM-DD day for people, e.g. "Nov 3" in English; the day itself, never shifted by a zone. */
export function dayLabel(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at);
}

/** The days of `range` for people, e.g. "Oct 26 – Nov 24, 2026" in English (the days themselves, never shifted by a zone). */
export function rangeLabel(range: Pick<DayRange, 'from' | 'to'>): string {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  return Number.isNaN(from) || Number.isNaN(to)
    ? `${range.from} – ${range.to}`
    : dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(from, to);
}

/** The zone the days are counted in: the account's, else the browser's (as dayIn falls back). */
export function zoneName(timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    } catch {
      // Not a zone this browser knows: its own is used.
    }
  }
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
