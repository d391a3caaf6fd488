/**
 * The few errors the API client produces. Each has a literal `name`, so code recognises them by
 * name (they cross message hops as plain data, where `instanceof` no longer works). Messages
 * carry method and path, never the API key.
 */

export type ApiErrorName =
  | 'InputError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ValidationError'
  | 'RateLimitError'
  | 'ServerError'
  | 'HttpError'
  | 'RedirectError'
  | 'NetworkError'
  | 'TimeoutError'
  | 'InvalidResponseError'
  // Thrown by the storage layer (lib/storage/error.ts), not the client: a write the browser's
  // storage refused. Named here so it is recognised and worded with the rest.
  | 'StorageError';

/** The plain-data form of any client error: what crosses `runtime.sendMessage` and storage. */
export interface ApiErrorData {
  name: ApiErrorName;
  message: string;
  /** HTTP status when there was a response. */
  status?: number;
  method?: string;
  path?: string;
  /** Field → messages (InputError has one field; ValidationError the server's 422 fields). */
  fields?: Record<string, string[]>;
  /** Seconds to wait (RateLimitError). */
  retryAfter?: number;
  /** Where a refused redirect pointed (RedirectError). */
  location?: string;
  /** The answer was over the client's size limit (InvalidResponseError). */
  tooLarge?: true;
}

interface Where {
  method: string;
  path: string;
}

/**
 * A client error. Most differ only in `name` (what pages tell apart: a rejected key, a missing
 * record, a timeout…); the few that carry more (an input's field, a 422's fields, a wait, a
 * redirect's target, an answer's size) are the subclasses below.
 */
export class ApiError extends Error {
  override readonly name: ApiErrorName;
  readonly method?: string;
  readonly path?: string;
  readonly status?: number;

  constructor(name: ApiErrorName, message: string, where?: Partial<Where> & { status?: number }, options?: { cause?: unknown }) {
    super(where?.method && where.path ? `${where.method} ${where.path}: ${message}` : message, options);
    this.name = name;
    this.method = where?.method;
    this.path = where?.path;
    this.status = where?.status;
  }

  toData(): ApiErrorData {
    return dropUndefined({ name: this.name, message: this.message, status: this.status, method: this.method, path: this.path });
  }
}

/** An input was rejected before any request was sent. */
export class InputError extends ApiError {
  override readonly name = 'InputError' as const;
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('InputError', `${field}: ${reason}`);
  }
  override toData(): ApiErrorData {
    return { ...super.toData(), fields: { [this.field]: [this.reason] } };
  }
}

/** 422: the server's messages per field (both body shapes of the API are read into this). */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError' as const;
  constructor(
    message: string,
    where: Where & { status?: number },
    readonly fields: Record<string, string[]>,
  ) {
    super('ValidationError', message, where);
  }
  override toData(): ApiErrorData {
    return { ...super.toData(), fields: this.fields };
  }
}

/** 429, or a wait longer than the client will sleep. `retryAfter` is in seconds. */
export class RateLimitError extends ApiError {
  override readonly name = 'RateLimitError' as const;
  constructor(
    message: string,
    where: Where & { status?: number },
    readonly retryAfter: number | undefined,
  ) {
    super('RateLimitError', message, where);
  }
  override toData(): ApiErrorData {
    return dropUndefined({ ...super.toData(), retryAfter: this.retryAfter });
  }
}

/** A 3xx: never followed, since the key would go with it. */
export class RedirectError extends ApiError {
  override readonly name = 'RedirectError' as const;
  constructor(
    message: string,
    where: Where & { status?: number },
    readonly location: string | undefined,
  ) {
    super('RedirectError', message, where);
  }
  override toData(): ApiErrorData {
    return dropUndefined({ ...super.toData(), location: this.location });
  }
}

/** A response that is not the JSON the contract implies: HTML, malformed JSON, wrong shape, too large. */
export class InvalidResponseError extends ApiError {
  override readonly name = 'InvalidResponseError' as const;
  /** Over the client's size limit (request.ts MAX_RESPONSE_BYTES): the pages say so, not "not the API". */
  readonly tooLarge: boolean;

  constructor(message: string, where?: Partial<Where> & { status?: number }, options?: { cause?: unknown; tooLarge?: boolean }) {
    super('InvalidResponseError', message, where, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.tooLarge = options?.tooLarge ?? false;
  }

  override toData(): ApiErrorData {
    return this.tooLarge ? { ...super.toData(), tooLarge: true } : super.toData();
  }
}

/**
 * A delete answered `deleted: false`: a 2xx, so an error without a status. The client returns
 * that answer as it is; a page that takes it for a failure shows this (lib/problems/describe.ts names it).
 */
export function notDeletedError(): ApiErrorData {
  return { name: 'HttpError', method: 'DELETE', message: 'DELETE: the server answered deleted: false' };
}

const NAMES: ReadonlySet<string> = new Set<ApiErrorName>([
  'InputError',
  'UnauthorizedError',
  'ForbiddenError',
  'NotFoundError',
  'ValidationError',
  'RateLimitError',
  'ServerError',
  'HttpError',
  'RedirectError',
  'NetworkError',
  'TimeoutError',
  'InvalidResponseError',
  'StorageError',
]);

/** True for a client error or its data form, optionally of one name. Never uses `instanceof`. */
export function isApiError(value: unknown, name?: ApiErrorName): value is ApiErrorData {
  if (typeof value !== 'object' || value === null) return false;
  const n = (value as { name?: unknown }).name;
  return typeof n === 'string' && NAMES.has(n) && (name === undefined || n === name);
}

/** Any thrown value as ApiErrorData, so it can be sent, stored and shown. */
export function toErrorData(error: unknown): ApiErrorData {
  if (error instanceof ApiError) return error.toData();
  // The storage layer's error (lib/storage/error.ts), known by its name: its message, as data.
  if (error instanceof Error && error.name === 'StorageError') return { name: 'StorageError', message: error.message };
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return { name: 'NetworkError', message };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** An answer or its failure, as data: what crosses a message or a lazy boundary (lib/messaging, lib/connection/session.ts). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };
