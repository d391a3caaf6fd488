/**
 * Lenient reading of success bodies (see the spec's api-responses.md): records come wrapped in
 * `data` or bare, lists in Laravel's `data`/`links`/`meta` envelope, deletes as a small object
 * or nothing at all. A wrong shape is an `InvalidResponseError`, a different failure from a bad
 * status; one bad record in a list is skipped and reported, never fatal to the list.
 */
import { InvalidResponseError } from './errors';
import { DeleteResult, PageMeta, type Page } from './schemas';
import type { Answer } from './request';
import { safeParse, type infer as Infer, type Issue, type Schema } from './zod';

export function parseOne<S extends Schema>(schema: S, answer: Answer, what: string): Infer<S> {
  const record = unwrap(answer.body);
  const result = safeParse(schema, record);
  if (!result.success) fail(answer, `answered something that is not a ${what} (${describeIssues(result.error.issues)})`);
  return result.data as Infer<S>;
}

/** `requested` fills `meta` when a server sends none, so callers can always page on. */
export function parsePage<S extends Schema>(
  schema: S,
  answer: Answer,
  what: string,
  requested: { page: number; per_page: number },
): Page<Infer<S>> {
  const { body } = answer;
  const data = Array.isArray(body) ? body : isObject(body) ? body.data : undefined;
  if (!Array.isArray(data)) fail(answer, `answered something that is not a list of ${what}s`);

  const items: Array<Infer<S>> = [];
  const skipped: Page<unknown>['skipped'] = [];
  data.forEach((item: unknown, index) => {
    const result = safeParse(schema, item);
    if (result.success) items.push(result.data as Infer<S>);
    else skipped.push({ index, reason: describeIssues(result.error.issues) });
  });

  const meta = safeParse(PageMeta, isObject(body) ? body.meta : undefined);
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
  const result = safeParse(DeleteResult, unwrap(answer.body));
  if (!result.success) fail(answer, `answered something that is not a deletion (${describeIssues(result.error.issues)})`);
  return { ...done, ...result.data };
}

/** `{data: {…}, status: 200}` → the record; a bare record (no `data`) as it is. */
function unwrap(body: unknown): unknown {
  if (isObject(body) && 'data' in body) return body.data;
  return body;
}

/** zod ships its messages separately (they would weigh on the popup), so issues are described here. */
function describeIssues(issues: readonly Issue[]): string {
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
