/**
 * The `api` group's throttle: a fixed number of requests per window and client IP (the socket's
 * address: phpShort does not trust X-Forwarded-For), counted before authentication, so wrong keys
 * use up the budget too. The window starts at the first request and does not slide.
 */

/** The limit of a server whose rate limit is off: more than any test sends in a minute. */
export const UNLIMITED = 1_000_000;

export interface RateLimitOptions {
  /** Requests per window (phpShort: 60). */
  limit?: number;
  /** Window length (phpShort: one minute). */
  windowMs?: number;
}

export interface Verdict {
  allowed: boolean;
  headers: Record<string, string>;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(options: RateLimitOptions = {}) {
    this.limit = options.limit ?? 60;
    this.windowMs = options.windowMs ?? 60_000;
  }

  /** Counts a request from `key` at `now`; refused once the window's budget is spent. */
  hit(key: string, now: number): Verdict {
    let window = this.windows.get(key);
    if (!window || now >= window.endsAt) {
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    const limit = String(this.limit);
    if (window.count >= this.limit) {
      const retryAfter = Math.ceil((window.endsAt - now) / 1000);
      return {
        allowed: false,
        headers: {
          'Retry-After': String(retryAfter),
          'X-RateLimit-Reset': String(Math.floor(now / 1000) + retryAfter),
          'X-RateLimit-Limit': limit,
          'X-RateLimit-Remaining': '0',
        },
      };
    }
    window.count += 1;
    return { allowed: true, headers: { 'X-RateLimit-Limit': limit, 'X-RateLimit-Remaining': String(this.limit - window.count) } };
  }
}
