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

/**
 * The wait a server asked for (`Retry-After`, seconds), in ms, bounded: at least a second, at
 * most ten minutes. An answer can say anything; a wait past `setTimeout`'s range fires at once,
 * and one of days would stop Linklet for good. Unknown: a whole window.
 */
export const MIN_SERVER_WAIT_MS = 1_000;
export const MAX_SERVER_WAIT_MS = 10 * 60_000;

export function serverWaitMs(retryAfterSeconds: number | undefined): number {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return RATE_WINDOW_MS;
  return Math.min(MAX_SERVER_WAIT_MS, Math.max(MIN_SERVER_WAIT_MS, Math.round(retryAfterSeconds * 1000)));
}
