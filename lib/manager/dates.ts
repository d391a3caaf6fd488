/**
 * The dates of a list's rows: when a record was created, and when a link stops working (the end
 * of its v44 expiry or v49 active period, and its click limit), shown in the reader's own locale
 * and time zone. A date the server sent that cannot be read is left out, never shown as "Invalid".
 */
import type { Link } from '../api/schemas';
import { dateTimeFormat } from '../i18n';

/** The moment of an ISO date-time, or null when there is none or it cannot be read. */
export function readMoment(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface LinkExpiry {
  /** The server's date-time text, for `<time datetime>`. */
  iso: string | null;
  at: Date | null;
  /** Clicks after which it expires; null without a limit (0 is the server's "no limit"). */
  clicks: number | null;
}

export function linkExpiry(link: Link): LinkExpiry {
  const iso = [link.ends_at, link.active_until].find((text) => readMoment(text) !== null) ?? null;
  const limit = link.click_limit;
  return { iso, at: readMoment(iso), clicks: typeof limit === 'number' && limit > 0 ? limit : null };
}

/** A day, e.g. "24 Nov 2026" (a creation date: its time matters less than the room it takes). */
export function formatDay(date: Date): string {
  return dateTimeFormat({ dateStyle: 'medium' }).format(date);
}

/** A day and time, e.g. "31 Dec 2027, 23:59" (an expiry: the link stops at that minute). */
export function formatMoment(date: Date): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
