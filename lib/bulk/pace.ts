/**
 * Pacing a batch's requests under the server's rate limit (phpShort: 60 a minute per client
 * address, a fixed window from its first request, shared with everything else the user does).
 * Each list answer says what remains (`X-RateLimit-Remaining`, lib/api/request.ts); the batch
 * leaves RESERVE of it to the user's popup and the index, then waits for the next window. When
 * the answers cannot say (a cross-origin request without host access does not see the headers),
 * it spends the index refresh's UNKNOWN_BUDGET a window. A 429 waits as long as the server asks,
 * within serverWait's 1 s – 10 min (lib/rate-limit.ts).
 */
import type { RateInfo } from '../api/schemas';
import { RATE_WINDOW_MS, serverWait, UNKNOWN_BUDGET } from '../rate-limit';

/** Requests of each window left to the user's own use (the popup's duplicate check and store). */
export const RESERVE = 4;

export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason as soon as it is aborted (the user's Stop). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((done, fail) => {
      if (signal?.aborted) return fail(signal.reason);
      const stop = () => (clearTimeout(timer), fail(signal!.reason));
      const timer = setTimeout(() => (signal?.removeEventListener('abort', stop), done()), ms);
      signal?.addEventListener('abort', stop, { once: true });
    }),
};

export interface Pacer {
  /** Resolves when one more request may go out, and counts it; rejects once `signal` is aborted. */
  take(signal?: AbortSignal): Promise<void>;
  /** What the server said remains, with the answer to the last request. */
  observe(rate: RateInfo | undefined): void;
  /** The server refused with a 429: waits `retryAfter` seconds within serverWait's bounds (a window when it did not say). */
  refused(retryAfter: number | undefined, signal?: AbortSignal): Promise<void>;
}

/** `onWait(ms)`: told before each wait, so the page can say why nothing moves. */
export function createPacer(clock: Clock = realClock, onWait: (ms: number) => void = () => undefined): Pacer {
  const wait = async (ms: number, signal: AbortSignal | undefined) => {
    onWait(ms);
    await clock.sleep(ms, signal);
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
    async take(signal) {
      signal?.throwIfAborted();
      if (start !== null && clock.now() >= start + RATE_WINDOW_MS) reset();
      const spent = left === null ? used >= UNKNOWN_BUDGET : left <= RESERVE;
      if (start !== null && spent) {
        await wait(start + RATE_WINDOW_MS - clock.now(), signal);
        reset();
      }
      start ??= clock.now();
      used++;
      if (left !== null) left--;
    },
    observe(rate) {
      if (rate) left = rate.remaining;
    },
    async refused(retryAfter, signal) {
      await wait(serverWait(retryAfter) * 1000, signal);
      reset();
    },
  };
}
