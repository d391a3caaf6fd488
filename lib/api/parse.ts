/**
 * Reading success bodies with the schemas of schemas.ts: records come wrapped in `data` (or bare),
 * lists in Laravel's `data`/`links`/`meta` envelope, deletes as a small object or nothing at all.
 * A wrong shape is an `InvalidResponseError`, a different failure from a bad status; one record
 * of a list that cannot be read is skipped and reported, never fatal to the list.
 */
import type * as z from 'zod/mini';
import { InvalidResponseError } from './errors';
import { isRecord } from './lenient';
import type { Answer } from './request';
import { deletedSchema, listSchema, pageMetaSchema, type ApiVersion, type DeleteResult, type Page, type PageMeta } from './schemas';

/** A schema reading one record into `T`, whatever it was given. */
export type Schema<T> = z.ZodMiniType<T, unknown>;

export function parseOne<T>(schema: Schema<T>, answer: Answer, what: string): T {
  const record = schema.safeParse(unwrap(answer.body));
  if (!record.success) fail(answer, `answered something that is not a ${what}`, record.error);
  return record.data;
}

/**
 * `requested` fills `meta` when a server sends none, so callers can always page on. `dialect`
 * names the version a raw record was written by, when it can tell: the first it names is the page's.
 */
export function parsePage<T>(
  schema: Schema<T>,
  answer: Answer,
  what: string,
  requested: { page: number; per_page: number },
  dialect?: (raw: unknown) => ApiVersion | undefined,
): Page<T> {
  const { body } = answer;
  const list = listSchema.safeParse(body);
  if (!list.success) fail(answer, `answered something that is not a list of ${what}s`, list.error);
  const data = Array.isArray(list.data) ? list.data : list.data.data;

  const items: T[] = [];
  const skipped: Page<unknown>['skipped'] = [];
  let version: ApiVersion | undefined;
  data.forEach((item, index) => {
    const record = schema.safeParse(item);
    if (record.success) items.push(record.data);
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
  const detail = deletedSchema.safeParse(body);
  if (!detail.success) fail(answer, 'answered something that is not a deletion', detail.error);
  return { ...done, ...detail.data };
}

/** The paginator's `meta` as it is, or undefined when it is not one (pageMetaSchema). */
export function readPageMeta(raw: unknown): PageMeta | undefined {
  return pageMetaSchema.safeParse(raw).data;
}

/** `{data: {…}, status: 200}` → the record; a bare record (no `data`) as it is. */
export function unwrap(body: unknown): unknown {
  if (isRecord(body) && 'data' in body) return body.data;
  return body;
}

function fail(answer: Answer, message: string, cause: unknown): never {
  throw new InvalidResponseError(message, { ...answer.where, status: answer.status }, { cause });
}
