/**
 * What tests see of the reference server: its options and the handle `startServer` returns.
 */
import type { Fault } from './faults';
import type { RateLimitOptions } from './ratelimit';
import type { Db, Features, SeedOptions, Version } from './types';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: string;
  time: number;
  /** The status answered, once the answer was sent (absent for a dropped connection). */
  status?: number;
}

export interface ServerOptions {
  /** 0 = random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Serve HTTPS with this key and certificate (PEM), as a real instance does; the demo uses it to
   * answer under a public name without the plain-http opt-in. Default: plain http.
   */
  tls?: { key: string; cert: string };
  /** Default `test-key-linklet`. */
  apiKey?: string;
  /**
   * Further accounts on the same instance, each with its own key and its own records (seeded as
   * `seed` says; default `false`: domains and spaces only). A request is answered from the records
   * of the account its key belongs to, as phpShort answers each user from theirs; the rate limit,
   * faults and the request log are the instance's, shared.
   */
  accounts?: Array<{ apiKey: string; name?: string; seed?: SeedOptions | false }>;
  /** The phpShort version to answer as (default 44). */
  version?: Version;
  /** Seed data (default 30 links, 8 pixels); `false` for domains and spaces only. */
  seed?: SeedOptions | false;
  /** Plan features over the default (every feature on); `{ api: 0 }` refuses the API with 403. */
  plan?: Partial<Features>;
  /**
   * The per-IP throttle (60 a minute on a real server). Default off: a limit no test reaches
   * (ratelimit.ts UNLIMITED), reported in the headers as the real server always does.
   */
  rateLimit?: RateLimitOptions | false;
  /** Default true: CORS as phpShort configures it. */
  cors?: boolean;
  /** Default true: also serve /domains and /spaces (false plays an instance without them: fallback 404). */
  extras?: boolean;
  /**
   * Default false. True plays a server that speaks only the public contract: links and pixels
   * (in the contract's v44 names), no /account, /stats, /domains or /spaces.
   */
  contractOnly?: boolean;
}

export interface RefServer {
  /** e.g. http://127.0.0.1:PORT, https:// with `tls` (no trailing slash). */
  url: string;
  origin: string;
  apiKey: string;
  /** The further accounts (ServerOptions.accounts): each key and its live records. */
  accounts: Array<{ apiKey: string; db: Db }>;
  version: Version;
  /** Every request, incl. OPTIONS preflights and faulted ones. */
  requests: RecordedRequest[];
  /** Requests to /api/v1 excluding OPTIONS. */
  apiRequests(): RecordedRequest[];
  /** Queue a fault; faults apply in order to matching requests. */
  inject(fault: Fault): void;
  clearFaults(): void;
  clearRequests(): void;
  /** false = refuse cross-origin: no CORS headers, OPTIONS answers 405. */
  setCors(enabled: boolean): void;
  setExtras(enabled: boolean): void;
  setContractOnly(enabled: boolean): void;
  /** The plan's features: the default (all on) with these changes. */
  setPlan(features: Partial<Features>): void;
  /** Turn the throttle on (a fresh budget) or off. */
  setRateLimit(options: RateLimitOptions | false): void;
  /** Live data; tests may read and change it directly. */
  db: Db;
  /** Back to a fresh start: new data (the start seed unless given), no faults or requests, options as at start. */
  reset(seed?: SeedOptions | false): void;
  close(): Promise<void>;
}
