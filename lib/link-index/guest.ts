/**
 * The index refresh is the user's guest on the server: phpShort allows 60 requests a minute per
 * client address, shared by everyone behind that address, and a user's next click must never
 * meet a 429 the refresh caused. So the refresh pauses while a Linklet page is open or a user
 * action is under way, and otherwise spends at most a quarter of what the server says remains in
 * a minute, never leaving fewer than USER_RESERVE of it.
 */

/** Requests of every minute left to the user, whatever the refresh still has to read. */
export const USER_RESERVE = 30;

/** How long a refresh that yielded to the user waits before it looks again (Chrome's shortest alarm). */
export const GUEST_PAUSE_MS = 30_000;

/**
 * Requests a refresh may make this minute, given what remained before its first request: a
 * quarter of it, and no more than leaves USER_RESERVE; at least the one it made to find out.
 */
export function guestBudget(remaining: number): number {
  return Math.max(1, Math.min(Math.floor(remaining / 4), remaining - USER_RESERVE));
}
