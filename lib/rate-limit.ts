/**
 * What Linklet knows of the server's rate limit, for everything that paces itself under it (the
 * index refresh, a bulk batch). phpShort allows 60 requests a minute per client address, counted
 * before the key is checked, and says what remains in `X-RateLimit-Remaining` (lib/api/request.ts).
 */

/** The rate limit's window (phpShort counts requests per minute). */
export const RATE_WINDOW_MS = 60_000;

/** phpShort's limit: requests a minute per client address. */
export const PHPSHORT_LIMIT = 60;

/**
 * Requests a burst may make when the server does not say what remains. phpShort always does, but
 * a cross-origin request without host access cannot read it (the headers are not exposed), as
 * right after connecting, before the permission prompt is answered: a third of its 60 a minute.
 */
export const UNKNOWN_BUDGET = 20;

/** The shortest and the longest wait Linklet takes from a server's word (seconds). */
export const MIN_SERVER_WAIT_S = 1;
export const MAX_SERVER_WAIT_S = 10 * 60;

/**
 * A wait a server asked for (`Retry-After`, in seconds) as Linklet takes it, in seconds: within
 * 1 s – 10 min, and one rate window when the server did not say. Every wait taken from a server
 * goes through here (a bulk run, the index refresh, the client's retry, the popup's countdown):
 * unbounded, a Retry-After of 2,147,484 s overflowed setTimeout into 0 ms (200 URLs became 1,200
 * requests in 11 ms), and one just below it blocked a run for 24.8 days (issue 29).
 */
export function serverWait(seconds: number | undefined): number {
  if (seconds === undefined || Number.isNaN(seconds)) return RATE_WINDOW_MS / 1000;
  return Math.min(MAX_SERVER_WAIT_S, Math.max(MIN_SERVER_WAIT_S, seconds));
}
