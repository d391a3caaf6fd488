/**
 * The endpoint every client built on the contract talks to: its checked options, the normalised
 * base URL and one way to call the API (request.ts). `createClient` and `createLinksClient`
 * start here. (A "connection", in Linklet, is a profile's stored instance and key: lib/connection.)
 */
import { normalizeBaseUrl } from './base-url';
import { InputError } from './errors';
import { isNonNegativeInteger } from './fields';
import { checkApiKey } from './key';
import { send, type Answer, type Call, type Transport } from './request';

export interface EndpointOptions {
  /** The instance, e.g. `https://sho.rt`; normalised by `normalizeBaseUrl`. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 15 000. */
  timeoutMs?: number;
  /** Extra attempts of a GET after a network error, 429, 502, 503 or 504. Default 2. */
  retries?: number;
  /** Longest wait between attempts; a longer Retry-After fails instead. Default 10 000. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** For the backoff's jitter; `Math.random` by default. */
  random?: () => number;
}

export type Caller = (call: Call) => Promise<Answer>;

export interface Endpoint {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  baseUrl: string;
  origin: string;
  call: Caller;
}

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function endpoint(options: EndpointOptions): Endpoint {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const transport: Transport = {
    baseUrl,
    apiKey: checkApiKey(options.apiKey),
    // Called detached: a `fetch` kept as a method of another object throws "Illegal invocation".
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    timeoutMs: checkNumber('timeoutMs', options.timeoutMs ?? 15_000, 1),
    retries: checkNumber('retries', options.retries ?? 2, 0),
    maxRetryWaitMs: checkNumber('maxRetryWaitMs', options.maxRetryWaitMs ?? 10_000, 0),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
  };
  return { baseUrl, origin: new URL(baseUrl).origin, call: (c) => send(transport, c) };
}

function checkNumber(name: string, value: number, min: number): number {
  if (!isNonNegativeInteger(value) || value < min) throw new InputError(name, `must be an integer of ${min} or more`);
  return value;
}
