/**
 * Record helpers every resource uses: fresh ids, lookups by the route's id, and the cascade when
 * links go with their space or domain.
 */
import { mysqlInt } from './rules';
import type { Db } from './types';

/** Never reuse an id, even if a test pushed records straight into the arrays. */
export function takeId(db: Db, kind: 'links' | 'pixels' | 'domains' | 'spaces'): number {
  const highest = db[kind].reduce((max, item) => Math.max(max, item.id), 0);
  const id = Math.max(db.nextId[kind], highest + 1);
  db.nextId[kind] = id + 1;
  return id;
}

/** MySQL compares the id column with the route segment as a number (`abc` is 0). */
export const byId = <T extends { id: number }>(rows: readonly T[], id: string | undefined): T | undefined =>
  rows.find((row) => row.id === mysqlInt(id) && /^\s*\d/.test(id ?? ''));

/** Deleting a space or a domain takes its links, and their statistics, with it. */
export function removeLinks(db: Db, gone: (link: Db['links'][number]) => boolean): void {
  const ids = new Set(db.links.filter(gone).map((link) => link.id));
  // In place: tests may hold the arrays.
  for (let i = db.links.length - 1; i >= 0; i--) if (ids.has((db.links[i] as { id: number }).id)) db.links.splice(i, 1);
  for (let i = db.clicks.length - 1; i >= 0; i--) if (ids.has((db.clicks[i] as { link_id: number }).link_id)) db.clicks.splice(i, 1);
}
