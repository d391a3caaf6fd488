/**
 * Lenient reading of success bodies (see the spec's api-responses.md): records come wrapped in
 * `data` or bare, lists in Laravel's `data`/`links`/`meta` envelope, deletes as a small object
 * or nothing at all. A wrong shape is an `InvalidResponseError`, a different failure from a bad
 * status; one bad record in a list is skipped and reported, never fatal to the list.
 */
import type * as z from 'zod/mini';
import { InvalidResponseError } from './errors';
import { DeleteResult, PageMeta, type Page } from './schemas';
import type { Answer } from './request';

type Schema = z.ZodMiniType;

export function parseOne<S extends Schema>(schema: S, answer: Answer, what: string): z.infer<S> {
  const record = unwrap(answer.body);
  const result = schema.safeParse(record);
  if (!result.success) fail(answer, `answered something that is not a ${what} (${describeIssues(result.error.issues)})`);
  return result.data as z.infer<S>;
}

/** `requested` fills `meta` when a server sends none, so callers can always page on. */
export function parsePage<S extends Schema>(
  schema: S,
  answer: Answer,
  what: string,
  requested: { page: number; per_page: number },
): Page<z.infer<S>> {
  const { body } = answer;
  const data = Array.isArray(body) ? body : isObject(body) ? body.data : undefined;
  if (!Array.isArray(data)) fail(answer, `answered something that is not a list of ${what}s`);

  const items: Array<z.infer<S>> = [];
  const skipped: Page<unknown>['skipped'] = [];
  data.forEach((item: unknown, index) => {
    const result = schema.safeParse(item);
    if (result.success) items.push(result.data as z.infer<S>);
    else skipped.push({ index, reason: describeIssues(result.error.issues) });
  });

  const meta = PageMeta.safeParse(isObject(body) ? body.meta : undefined);
  return {
    items,
    meta: meta.success ? meta.data : { current_page: requested.page, per_page: requested.per_page },
    skipped,
  };
}

/** Any 2xx deletes; the body (if any) adds detail. An empty body, 204 or `null` means done. */
export function parseDeleted(answer: Answer, id: number, object: string): DeleteResult {
  const done = { id, object, deleted: true };
  if (answer.body === undefined || answer.body === null) return done;
  const result = DeleteResult.safeParse(unwrap(answer.body));
  if (!result.success) fail(answer, `answered something that is not a deletion (${describeIssues(result.error.issues)})`);
  return { ...done, ...result.data };
}

/** `{data: {…}, status: 200}` → the record; a bare record (no `data`) as it is. */
function unwrap(body: unknown): unknown {
  if (isObject(body) && 'data' in body) return body.data;
  return body;
}

/** zod/mini ships no messages (they would weigh on the popup), so issues are described here. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
      const expected = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.code.replace(/_/g, ' ');
      return at + expected;
    })
    .join('; ');
}

function fail(answer: Answer, message: string): never {
  throw new InvalidResponseError(message, { ...answer.where, status: answer.status });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
