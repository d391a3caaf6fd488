/**
 * The popup's duplicate check when its first script asked the background's index and the server
 * at once (run.ts; the app decides the same way on the parsed page, components/popup/shorten-ops.ts):
 * the server's exact match first. When the server's list holds every link whose URL contains the
 * page's, it is the whole truth: a link only the index knows was deleted or changed since, and is
 * not offered. Only when the list is cut short (more pages) is the index's link the one.
 */

/** True when a list's paging says there is no page after the first (Laravel's `meta`). */
export function listIsComplete(meta: unknown, count: number): boolean {
  if (typeof meta !== 'object' || meta === null) return false;
  const { last_page: lastPage, total } = meta as { last_page?: unknown; total?: unknown };
  if (typeof lastPage === 'number') return lastPage <= 1;
  return typeof total === 'number' && total <= count;
}
