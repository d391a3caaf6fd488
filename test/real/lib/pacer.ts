/**
 * Pacing under phpShort's rate limit: 60 requests a minute per client IP, counted before the key
 * is checked, in a window that starts with its first request and does not slide. The suite's own
 * requests and the browser's share that budget, so both report what the server said
 * (`X-RateLimit-Remaining`) and the pacer keeps the suite from spending the last few.
 *
 * The server never says when its window ends (only a 429 does, in Retry-After), so the pacer
 * keeps an upper bound: a window that was seen to start (Remaining went up, or the old bound
 * passed) at time t has surely ended by t + 60 s. Waiting for that bound is never too short;
 * if a reset went unnoticed, the next answer or a 429 puts the bound right.
 */

export interface PacerOptions {
  /** Requests always left unspent for what is under way elsewhere (the browser, the background). */
  margin?: number;
  windowMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Where waits are announced (a run waits minutes in all; silence would look like a hang). */
  log?: (message: string) => void;
}

export interface Observation {
  /** When the answer arrived (ms). */
  at: number;
  status: number;
  limit?: number;
  remaining?: number;
  /** Seconds, from a 429. */
  retryAfter?: number;
}

/** Slack after a bound, for clocks and the server's rounding. */
const SLACK_MS = 1_000;

export class RatePacer {
  readonly margin: number;
  readonly windowMs: number;
  /** The least the server said remained in the current window; undefined: unknown. */
  said: number | undefined;
  /** Requests sent whose answers have not come yet (already counted by the server, or about to be). */
  inFlight = 0;
  limit: number | undefined;
  /** Upper bound of the current window's end (ms); 0 before any answer. */
  windowEnd = 0;
  /** Total time spent waiting, for the report. */
  waitedMs = 0;
  /** The pacer's clock (a test's fake one, or Date.now). */
  readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly log: (message: string) => void;

  constructor(options: PacerOptions = {}) {
    this.margin = options.margin ?? 8;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.log = options.log ?? ((message) => console.error(message));
  }

  /** What one answer (the suite's or the browser's) said of the budget. */
  observe(o: Observation): void {
    // Answers of requests sent together may arrive in any order: a later answer saying more
    // remained is a new window only when more remained than those still out could explain.
    const out = this.inFlight;
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (o.status === 429) {
      const until = o.at + (o.retryAfter ?? this.windowMs / 1000) * 1000;
      this.said = 0;
      this.windowEnd = Math.max(this.windowEnd, until);
      return;
    }
    if (o.remaining === undefined) return;
    const newWindow = this.said === undefined || o.at >= this.windowEnd || o.remaining > this.said + out;
    if (newWindow) this.windowEnd = o.at + this.windowMs;
    this.said = newWindow ? o.remaining : Math.min(this.said!, o.remaining);
    if (o.limit !== undefined) this.limit = o.limit;
  }

  /** A request left: the server counts it before its answer says so. */
  noteSent(): void {
    this.inFlight++;
  }

  /** What remains for new requests, as far as is known. */
  get remaining(): number | undefined {
    return this.said === undefined ? undefined : Math.max(0, this.said - this.inFlight);
  }

  /** Whether what is known of the current window is still current. */
  known(): boolean {
    return this.said !== undefined && this.now() < this.windowEnd;
  }

  /** Waits out the current window; afterwards nothing is known until the next answer. */
  async waitForWindow(why: string): Promise<void> {
    const ms = Math.max(0, this.windowEnd - this.now()) + SLACK_MS;
    this.log(`[rate limit] ${why}: waiting ${Math.round(ms / 1000)} s for the server's window to reset`);
    this.waitedMs += ms;
    await this.sleep(ms);
    this.said = undefined;
  }

  /** Before one of the suite's own requests: waits when fewer than the margin remain. */
  async beforeRequest(): Promise<void> {
    if (this.known() && this.remaining! < this.margin) await this.waitForWindow(`${this.remaining} requests left`);
  }

  /**
   * Before a step that makes about `need` requests the suite does not send itself (a browser
   * journey): returns once `need` more than the margin remain. `probe` makes one cheap request
   * through the paced fetch when nothing is known (it updates this pacer as any answer does).
   */
  async reserve(need: number, probe: () => Promise<unknown>): Promise<void> {
    for (let round = 0; round < 5; round++) {
      if (!this.known()) await probe();
      if (this.known() && this.remaining! >= need + this.margin) return;
      await this.waitForWindow(`a step needs about ${need} requests, ${this.remaining ?? 'an unknown number'} left`);
    }
    throw new Error(`Could not get ${need} requests of the rate limit's budget after five windows`);
  }
}

/** Reads an answer's rate-limit headers. */
export function observationOf(status: number, headers: { get(name: string): string | null }, at: number): Observation {
  const number = (name: string) => {
    const raw = headers.get(name);
    const n = raw === null ? NaN : Number(raw);
    return Number.isFinite(n) ? n : undefined;
  };
  return { at, status, limit: number('x-ratelimit-limit'), remaining: number('x-ratelimit-remaining'), retryAfter: number('retry-after') };
}

/**
 * `fetch` for the suite's API client: waits while the budget is low, and after a 429 waits as
 * long as the server says and sends again. That is safe for writes too: the throttle answers
 * before the request reaches any handler, so a refused write was never made.
 */
export function pacedFetch(pacer: RatePacer, inner: typeof fetch = globalThis.fetch, attempts = 4): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      await pacer.beforeRequest();
      pacer.noteSent();
      let response: Response;
      try {
        response = await inner(input, init);
      } catch (error) {
        // No answer: the request is no longer out (whether the server counted it is unknown).
        pacer.inFlight = Math.max(0, pacer.inFlight - 1);
        throw error;
      }
      pacer.observe(observationOf(response.status, response.headers, pacer.now()));
      if (response.status !== 429 || attempt >= attempts) return response;
      await response.body?.cancel();
      await pacer.waitForWindow('the server answered 429');
    }
  };
}
