/**
 * What spaces, pixels and domains share: lists searched by name, names unique per account
 * (case-insensitive, as MySQL compares), and the plan's count limits.
 */
import type { InputValue } from './http-utils';
import { paginate, readList, searchText, like, sortRows } from './query';
import type { Reply } from './replies';
import type { Ctx } from './routes';
import { isMine, type Db, type Features } from './types';

/** GET index of a named resource: `search` (by name), extra filters, `sort_by=id|name`. */
export function listNamed<T extends { id: number; name: string; user_id?: number }>(
  { query, path }: Ctx,
  rows: readonly T[],
  filters: Array<[string, (row: T, value: string) => boolean]>,
  view: (row: T) => unknown,
): Reply {
  const p = readList(query, ['name'], ['id', 'name']);
  const search = searchText(p);
  const matching = rows.filter(
    (row) =>
      isMine(row) && (search === undefined || like(row.name, search)) && filters.every(([field, test]) => !query[field] || test(row, String(query[field]))),
  );
  const appends: Array<[string, InputValue | undefined]> = [
    ['search', p.search],
    ['search_by', p.searchBy],
    ...filters.map(([field]): [string, InputValue | undefined] => [field, query[field]]),
    ['sort_by', p.sortBy],
    ['sort', p.sort],
  ];
  const sorted = sortRows(matching, (row) => (p.sortBy === 'name' ? row.name : row.id), p.sort);
  return { status: 200, body: paginate(sorted, p, path, appends, view) };
}

export const textSize = (value: InputValue | undefined): number => (value === null || value === undefined ? 0 : [...String(value)].length);

/** Whether another of the account's records has this name. */
export function nameTaken(rows: ReadonlyArray<{ id: number; name: string; user_id?: number }>, name: InputValue | undefined, self?: number): boolean {
  if (name === null || name === undefined) return false;
  const wanted = String(name).toLowerCase();
  return rows.some((row) => isMine(row) && row.id !== self && row.name.toLowerCase() === wanted);
}

/** A count feature: -1 unlimited, otherwise the account may hold fewer records than the number. */
export function limitReached(db: Db, feature: keyof Features, rows: ReadonlyArray<{ user_id?: number }>): boolean {
  const limit = Number(db.features[feature]);
  return limit !== -1 && rows.filter(isMine).length >= limit;
}
