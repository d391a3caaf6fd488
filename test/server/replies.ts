/**
 * Answers the handlers give. The application's own bodies (422, controller 404, api.guard 403)
 * are JSON whatever the client accepts and carry `status`; the framework's (model 404, 403 of a
 * form request, 405, 429, 500) are JSON only for clients that ask for it, without `status`.
 */

export interface Reply {
  status: number;
  body: unknown;
  /** A framework answer: an HTML error page unless the client expects JSON. */
  framework?: boolean;
}

export type Errors = Record<string, string[]>;

export const ok = (data: unknown, status = 200): Reply => ({ status, body: { data, status: 200 } });
export const notFound = (): Reply => ({ status: 404, body: { message: 'Resource not found.', status: 404 } });
export const invalid = (errors: Errors): Reply => ({ status: 422, body: { message: errors, status: 422 } });
export const deleted = (id: number, object: string): Reply => ({ status: 200, body: { id, object, deleted: true, status: 200 } });

/** Laravel's ModelNotFoundException: `findOrFail` names the id, `firstOrFail` does not. */
export function modelNotFound(model: 'Link' | 'Domain', id?: string): Reply {
  const tail = id === undefined ? '.' : ` ${id}`;
  return { status: 404, body: { message: `No query results for model [App\\Models\\${model}]${tail}` }, framework: true };
}

/** A form request whose `authorize()` refused (a non-admin sending `user_id`). */
export const unauthorized = (): Reply => ({ status: 403, body: { message: 'This action is unauthorized.' }, framework: true });

export const noAccess = (): Reply => ({ status: 403, body: { message: "You don't have access to this feature.", status: 403 } });

/**
 * Thrown where the real server crashes (a PHP TypeError, a NOT NULL column written null…);
 * the pipeline answers `500 {"message":"Server Error"}` as Laravel does with debug off.
 */
export class Crash extends Error {
  constructor(reason: string) {
    super(`reference server: the real server crashes here (${reason})`);
  }
}
