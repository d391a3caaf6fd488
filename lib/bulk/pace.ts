/**
 * Pacing a batch's requests under the server's rate limit (phpShort: 60 a minute per client
 * address, a fixed window from its first request, shared with everything else the user does).
 * Each list answer says what remains (`X-RateLimit-Remaining`, lib/api/request.ts); the batch
 * leaves RESERVE of it to the user's popup and the index, then waits for the next window. When
 * the answers cannot say (a cross-origin request without host access does not see the headers),
 * it spends the index refresh's UNKNOWN_BUDGET a window. A 429 waits as long as the server asks.
 */
import type { RateInfo } from '../api/schemas';
import { RATE_WINDOW_MS, UNKNOWN_BUDGET } from '../rate-limit';

/** Requests of each window left to the user's own use (the popup's duplicate check and store). */
export const RESERVE = 4;

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) };

export interface Pacer {
  /** Resolves when one more request may go out, and counts it. */
  take(): Promise<void>;
  /** What the server said remains, with the answer to the last request. */
  observe(rate: RateInfo | undefined): void;
  /** The server refused with a 429: waits `retryAfter` seconds (a window when it did not say). */
  refused(retryAfter: number | undefined): Promise<void>;
}

/** `onWait(ms)`: told before each wait, so the page can say why nothing moves. */
export function createPacer(clock: Clock = realClock, onWait: (ms: number) => void = () => undefined): Pacer {
  const wait = async (ms: number) => {
    onWait(ms);
    await clock.sleep(ms);
  };
  let start: number | null = null;
  let used = 0;
  /** Requests the server still allows this window, as of its last answer and those sent since. */
  let left: number | null = null;
  const reset = () => {
    start = null;
    used = 0;
    left = null;
  };
  return {
    async take() {
      if (start !== null && clock.now() >= start + RATE_WINDOW_MS) reset();
      const spent = left === null ? used >= UNKNOWN_BUDGET : left <= RESERVE;
      if (start !== null && spent) {
        await wait(start + RATE_WINDOW_MS - clock.now());
        reset();
      }
      start ??= clock.now();
      used++;
      if (left !== null) left--;
    },
    observe(rate) {
      if (rate) left = rate.remaining;
    },
    async refused(retryAfter) {
      await wait((retryAfter ?? RATE_WINDOW_MS / 1000) * 1000);
      reset();
    },
  };
}
