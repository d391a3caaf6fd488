/**
 * One API call over fetch: the contract's headers, a timeout, no redirects, bounded reads, retries
 * of idempotent reads, and every failure as one of the client's errors.
 */
import { apiUrl } from './base-url';
import { ApiError, InvalidResponseError, RedirectError } from './errors';
import { serverWait } from '../rate-limit';
import { requestInit, type Method } from './request-init';
import type { RateInfo } from './schemas';
import { parseRetryAfter, statusError, type Where } from './status-errors';

export type { Method };

export interface Transport {
  baseUrl: string;
  apiKey: string;
  fetch: typeof fetch;
  timeoutMs: number;
  retries: number;
  maxRetryWaitMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export interface Call {
  method: Method;
  /** Under `/api/v1`, e.g. `/links/42`. */
  path: string;
  query?: URLSearchParams;
  form?: URLSearchParams;
  signal?: AbortSignal;
}

export interface Answer {
  status: number;
  /** Parsed JSON; `undefined` for an empty body (204, or a 200 with nothing). */
  body: unknown;
  where: Where;
  /** The server's rate limit as of this answer, when it says (phpShort always does). */
  rate?: RateInfo;
}

/** A list is at most 100 records; more than this is not an answer the client wants in memory. */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const BACKOFF_MS = 300;
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

type Outcome = { answer: Answer } | { error: ApiError; retryAfter?: number };

/**
 * GETs under way in this context, by key and URL: an identical GET asked while one is under way
 * shares its answer rather than spending another request of the server's budget. Only GETs
 * without a signal of their own, so one caller giving up never cancels another's answer.
 */
const sharedGets = new Map<string, Promise<Answer>>();

/**
 * This context's requests under way, and when the last one's answer was read: a page's are the
 * user's, which the background's own work waits for (lib/background/user-activity.ts). A retry's
 * wait is a moment without one (user-activity's QUIET_MS covers the short ones).
 */
export const requestsUnderWay = { count: 0, endedAt: 0 };

export function send(t: Transport, call: Call): Promise<Answer> {
  if (call.method !== 'GET' || call.signal) return sendNow(t, call);
  const key = `${t.apiKey}\n${apiUrl(t.baseUrl, call.path, call.query).href}`;
  let shared = sharedGets.get(key);
  if (!shared) {
    shared = sendNow(t, call);
    sharedGets.set(key, shared);
    const forget = () => sharedGets.delete(key);
    shared.then(forget, forget);
  }
  return shared;
}

async function sendNow(t: Transport, call: Call): Promise<Answer> {
  const url = apiUrl(t.baseUrl, call.path, call.query);
  const where = { method: call.method, path: url.pathname };
  for (let attempt = 0; ; attempt++) {
    call.signal?.throwIfAborted();
    const outcome = await attemptOnce(t, call, url, where);
    if ('answer' in outcome) return outcome.answer;
    const { error, retryAfter } = outcome;
    // Writes are never repeated: a 502 may come after the server stored the link.
    if (call.method !== 'GET' || attempt >= t.retries || !isRetriable(error)) throw error;
    // A Retry-After longer than the client waits is the server's answer: the error says when to retry.
    if (retryAfter !== undefined && retryAfter * 1000 > t.maxRetryWaitMs) throw error;
    const waitMs = retryAfter !== undefined ? serverWait(retryAfter) * 1000 : Math.min(backoff(attempt, t.random), t.maxRetryWaitMs);
    await pause(t.sleep, waitMs, call.signal);
  }
}

async function attemptOnce(t: Transport, call: Call, url: URL, where: Where): Promise<Outcome> {
  const timeout = AbortSignal.timeout(t.timeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  requestsUnderWay.count++;
  try {
    response = await t.fetch(url.href, { ...requestInit(call.method, t.apiKey, call.form), signal });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.status === 0) {
      return { error: redirectError(response, url, where, t.apiKey) };
    }
    text = await readText(response, where);
  } catch (error) {
    if (error instanceof ApiError) return { error };
    if (call.signal?.aborted) throw call.signal.reason;
    if (timeout.aborted) return { error: new ApiError('TimeoutError', `no answer within ${t.timeoutMs / 1000} s`, where) };
    const reason = describeFailure(error);
    return { error: new ApiError('NetworkError', `network error (${redact(reason, t.apiKey)})`, where, { cause: error }) };
  } finally {
    requestsUnderWay.count--;
    requestsUnderWay.endedAt = Date.now();
  }

  const { status } = response;
  if (status >= 200 && status < 300) {
    const answer: Answer = { status, body: decodeJson(text, response.headers.get('content-type'), { ...where, status }), where };
    const rate = rateInfo(response.headers);
    if (rate) answer.rate = rate;
    return { answer };
  }
  const error = statusError(status, response.headers, text, where, (s) => redact(s, t.apiKey));
  return { error, retryAfter: parseRetryAfter(response.headers.get('retry-after')) };
}

/** `X-RateLimit-Limit` and `-Remaining` (hidden from a cross-origin request without host access). */
export function rateInfo(headers: Headers): RateInfo | undefined {
  const limit = Number(headers.get('x-ratelimit-limit') ?? NaN);
  const remaining = Number(headers.get('x-ratelimit-remaining') ?? NaN);
  return Number.isInteger(limit) && Number.isInteger(remaining) && limit > 0 ? { limit, remaining: Math.max(0, remaining) } : undefined;
}

function isRetriable(error: ApiError): boolean {
  return error.name === 'NetworkError' || (error.status !== undefined && RETRY_STATUSES.has(error.status));
}

/** 300 ms · 2^attempt, ±25 % so that clients refused together do not come back together. */
function backoff(attempt: number, random: () => number): number {
  return Math.round(BACKOFF_MS * 2 ** attempt * (0.75 + 0.5 * random()));
}

async function pause(sleep: (ms: number) => Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms);
  signal.throwIfAborted();
  await new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    sleep(ms).then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => reject(error),
    );
  });
}

/** Node shows the 3xx and its Location; browsers give an opaque response with neither (status 0). */
function redirectError(response: Response, url: URL, where: Where, apiKey: string): RedirectError {
  const header = response.type === 'opaqueredirect' ? null : response.headers.get('location');
  let location: string | undefined;
  if (header) {
    try {
      location = redact(new URL(header, url).href, apiKey);
    } catch {
      location = redact(header, apiKey);
    }
  }
  const target = location ? `to ${location}` : 'elsewhere';
  const status = response.status || undefined;
  return new RedirectError(`redirected ${target}; not followed, so the API key stays with the configured server`, { ...where, status }, location);
}

async function readText(response: Response, where: Where): Promise<string> {
  const tooLarge = () =>
    new InvalidResponseError(`response larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB`, { ...where, status: response.status }, { tooLarge: true });
  if (Number(response.headers.get('content-length')) > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** JSON, or `undefined` for an empty body. An HTML page (login, captive portal, proxy) is not an answer. */
function decodeJson(text: string, contentType: string | null, where: Where & { status?: number }): unknown {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return undefined;
  const html = body.startsWith('<') || /\bhtml\b/i.test(contentType ?? '');
  try {
    if (!body.startsWith('<')) return JSON.parse(body) as unknown;
  } catch {
    // reported below
  }
  const what = html ? 'an HTML page (a login page, captive portal or proxy?)' : `${contentType?.split(';')[0] || 'text'} that is not JSON`;
  throw new InvalidResponseError(`answered ${what} instead of JSON`, where);
}

/** undici says only "fetch failed"; the cause says why (`connect ECONNREFUSED 127.0.0.1:8000`). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error.message + cause;
}

/** The key must never reach a message, even when a server echoes it back. */
export function redact(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('[redacted]') : text;
}
