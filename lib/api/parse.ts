/**
 * Reading success bodies: records come wrapped in `data` (or bare), lists in Laravel's
 * `data`/`links`/`meta` envelope, deletes as a small object or nothing at all. A wrong shape is an
 * `InvalidResponseError`, a different failure from a bad status; one record of a list that
 * cannot be read is skipped and reported, never fatal to the list.
 */
import { InvalidResponseError } from './errors';
import { isRecord, num } from './normalize';
import type { ApiVersion, DeleteResult, Page, PageMeta } from './schemas';
import type { Answer } from './request';

/** Reads one raw record; undefined when it is not one. */
export type Reader<T> = (raw: unknown) => T | undefined;

export function parseOne<T>(read: Reader<T>, answer: Answer, what: string): T {
  const record = read(unwrap(answer.body));
  if (record === undefined) fail(answer, `answered something that is not a ${what}`);
  return record;
}

/**
 * `requested` fills `meta` when a server sends none, so callers can always page on. `dialect`
 * names the version a raw record was written by, when it can tell: the first it names is the page's.
 */
export function parsePage<T>(
  read: Reader<T>,
  answer: Answer,
  what: string,
  requested: { page: number; per_page: number },
  dialect?: (raw: unknown) => ApiVersion | undefined,
): Page<T> {
  const { body } = answer;
  const data = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) fail(answer, `answered something that is not a list of ${what}s`);

  const items: T[] = [];
  const skipped: Page<unknown>['skipped'] = [];
  let version: ApiVersion | undefined;
  data.forEach((item: unknown, index) => {
    const record = read(item);
    if (record !== undefined) items.push(record);
    else skipped.push({ index, reason: `not a ${what}` });
    version ??= dialect?.(item);
  });

  // Laravel's API resources put paging in `meta`; a bare paginator (statistics) at the top.
  const meta = readPageMeta(isRecord(body) ? (body.meta ?? body) : undefined);
  const page: Page<T> = {
    items,
    meta: meta ?? { current_page: requested.page, per_page: requested.per_page },
    skipped,
  };
  if (answer.rate) page.rate = answer.rate;
  if (version) page.version = version;
  return page;
}

/** Any 2xx deletes; the body (if any) adds detail. An empty body, 204 or `null` means done. */
export function parseDeleted(answer: Answer, id: number, object: string): DeleteResult {
  const done = { id, object, deleted: true };
  const body = unwrap(answer.body);
  if (body === undefined || body === null) return done;
  if (!isRecord(body)) fail(answer, 'answered something that is not a deletion');
  const result: DeleteResult = { ...done };
  if (num(body.id) !== undefined) result.id = num(body.id);
  if (typeof body.object === 'string') result.object = body.object;
  if (typeof body.deleted === 'boolean') result.deleted = body.deleted;
  return result;
}

const isNumberOr = (value: unknown, ...others: string[]) =>
  value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value)) || others.includes(typeof value);

/**
 * The paginator's `meta` as it is, or undefined when it is not one: `current_page` a number, the
 * other fields it has of their type (a meta that lies about one is not trusted for paging at all).
 */
export function readPageMeta(raw: unknown): PageMeta | undefined {
  if (!isRecord(raw) || typeof raw.current_page !== 'number') return undefined;
  const { from, to, last_page, per_page, total, path } = raw;
  if (![from, to, last_page, total].every((value) => isNumberOr(value)) || !isNumberOr(per_page, 'string')) return undefined;
  if (path !== undefined && path !== null && typeof path !== 'string') return undefined;
  return raw as unknown as PageMeta;
}

/** `{data: {…}, status: 200}` → the record; a bare record (no `data`) as it is. */
export function unwrap(body: unknown): unknown {
  if (isRecord(body) && 'data' in body) return body.data;
  return body;
}

function fail(answer: Answer, message: string): never {
  throw new InvalidResponseError(message, { ...answer.where, status: answer.status });
}
