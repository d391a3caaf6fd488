/**
 * The index refresh is the user's guest on the server: phpShort allows 60 requests a minute per
 * client address, shared by everyone behind that address, and a user's next click must never
 * meet a 429 the refresh caused. So in each minute (a window, from its first page) the refresh
 * asks at most a quarter of what the server said remained, stops as soon as an answer says no
 * more than USER_RESERVE remain, and waits while the user's own requests are on their way
 * (lib/background/user-activity.ts): a Linklet page merely open does not hold it back.
 */
import { PHPSHORT_LIMIT, RATE_WINDOW_MS } from '../rate-limit';
import type { RateInfo } from '../api/schemas';

/** Links a page of the refresh (the most the list call gives). */
export const PER_PAGE = 100;

/** Requests of every minute left to the user, whatever the refresh still has to read. */
export const USER_RESERVE = 30;

/**
 * How long a refresh that yielded to the user's requests is paused for a stopped worker (Chrome's
 * shortest alarm); a running worker looks again every USER_POLL_MS.
 */
export const GUEST_PAUSE_MS = 30_000;
export const USER_POLL_MS = 1000;

/**
 * Requests a refresh may make in a window, given what remained before its first request: a
 * quarter of it, and no more than leaves USER_RESERVE; at least the one it made to find out.
 */
export function guestBudget(remaining: number): number {
  return Math.max(1, Math.min(Math.floor(remaining / 4), remaining - USER_RESERVE));
}

/**
 * The refresh's rate window: the server's minute and a second, so that its next one never starts
 * in the server's last (which began when the server counted the first page, a moment after the
 * refresh asked it; issue 40 saw a page land there and the next window's share cut to a third).
 */
export const GUEST_WINDOW_MS = RATE_WINDOW_MS + 1000;

/** The refresh's use of a rate window: when its first page was asked (ms), pages asked in it, and how many it may ask. */
export interface Burst {
  at: number;
  pages: number;
  budget: number;
}

/** The window a page asked at `now` counts in: `burst` while it lasts, else none yet (a new one starts with that page). */
export const liveBurst = (burst: Burst | undefined, now: number): Burst | undefined => (burst && now < burst.at + GUEST_WINDOW_MS ? burst : undefined);

/**
 * The window once a page asked at `at` was answered with `rate`: its first page sets the budget
 * from what remained before it (phpShort's limit when the answer does not say: a cross-origin
 * answer hides the headers); an answer leaving USER_RESERVE or fewer ends it, whoever spent them.
 */
export function afterPage(burst: Burst | undefined, at: number, rate: RateInfo | undefined): Burst {
  const next = burst ? { ...burst, pages: burst.pages + 1 } : { at, pages: 1, budget: guestBudget(rate ? rate.remaining + 1 : PHPSHORT_LIMIT) };
  if (rate && rate.remaining <= USER_RESERVE) next.budget = Math.min(next.budget, next.pages);
  return next;
}
