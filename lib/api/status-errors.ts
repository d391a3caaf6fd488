/**
 * A non-2xx answer as one of the client's errors. Servers answer JSON `{message}` for most
 * errors, two shapes of 422, and proxies in front answer HTML pages: those are named by their
 * status, never pasted into a message.
 */
import * as z from 'zod/mini';
import { ApiError, RateLimitError, ValidationError } from './errors';
import { isRecord, maybe } from './lenient';

export interface Where {
  method: string;
  path: string;
}

/** A server's text shown in a message: one line, bounded, key removed by the caller's redact. */
const MAX_MESSAGE = 200;

export function statusError(status: number, headers: Headers, text: string, where: Where, redact: (text: string) => string): ApiError {
  const at = { ...where, status };
  const body = errorBody.safeParse(json(text)).data;
  const serverMessage = typeof body?.message === 'string' ? oneLine(redact(body.message)) : undefined;
  const describe = (fallback: string) => `${status} ${serverMessage || fallback}`;

  switch (status) {
    case 401:
      return new ApiError('UnauthorizedError', describe('the API key was not accepted'), at);
    case 403:
      return new ApiError('ForbiddenError', describe('not allowed for this API key or plan'), at);
    case 404:
      return new ApiError('NotFoundError', describe('not found'), at);
    case 422: {
      const fields = fieldMessages(body?.errors ?? (typeof body?.message === 'object' ? body.message : {}), redact);
      const first = Object.values(fields)[0]?.[0];
      return new ValidationError(describe(first ?? 'the server rejected the input'), at, fields);
    }
    case 429: {
      const retryAfter = parseRetryAfter(headers.get('retry-after'));
      const when = retryAfter === undefined ? 'later' : `in ${retryAfter} s`;
      return new RateLimitError(`429 too many requests, retry ${when}`, at, retryAfter);
    }
  }
  if (status >= 500) return new ApiError('ServerError', describe('server error'), at);
  return new ApiError('HttpError', describe('unexpected HTTP status'), at);
}

/**
 * `Retry-After` in seconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). A date in the past
 * is 0; anything else is `undefined`, never a guess.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // Date.parse also accepts "1" or "2024"; an HTTP date always names its zone, GMT.
  if (!/GMT$/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** `{"alias": ["taken"]}`, `{"alias": "taken"}`: field → messages (anything but text is ignored). */
const fieldMap = z.pipe(
  z.custom<Record<string, unknown>>(isRecord),
  z.transform((fields) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [
        field,
        (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string'),
      ]),
    ),
  ),
);

/** An error's body: `{message}`, and a 422's field messages under `errors` (Laravel) or as the `message` itself. */
const errorBody = z.object({ message: maybe(z.union([z.string(), fieldMap])), errors: maybe(fieldMap) });

/**
 * Field → messages of either 422 shape. Field names are the server's text too: the key is
 * redacted from them as from the messages (the messages are stored and shown), and they are cut
 * like them.
 */
function fieldMessages(value: Record<string, string[]>, redact: (text: string) => string): Record<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [field, list] of Object.entries(value)) {
    if (list.length)
      fields.set(
        oneLine(redact(field)),
        list.map((m) => oneLine(redact(m))),
      );
  }
  return Object.fromEntries(fields);
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 1)}…` : line;
}
