/**
 * The links selected in the Links view: ids of the page shown. A selection is of one page (what
 * the user can see and check): a new page, search or filter shows only what is still on it.
 */

export type Selection = ReadonlySet<number>;

export const NONE: Selection = new Set();

export function toggled(selection: Selection, id: number): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** "Select all on this page": every item of the page, or none when all were selected. */
export function toggledAll(selection: Selection, items: ReadonlyArray<{ id: number }>): Selection {
  return pageState(selection, items) === 'all' ? NONE : new Set(items.map((item) => item.id));
}

/** Whether none, some or all of the page is selected (the "select all" box shows "some" as mixed). */
export function pageState(selection: Selection, items: ReadonlyArray<{ id: number }>): 'none' | 'some' | 'all' {
  const count = items.filter((item) => selection.has(item.id)).length;
  return count === 0 ? 'none' : count === items.length ? 'all' : 'some';
}

/** The selected items of the page, in its order (ids no longer on it are left out). */
export function selectedOn<T extends { id: number }>(selection: Selection, items: readonly T[]): T[] {
  return items.filter((item) => selection.has(item.id));
}

/** The selection without `ids` (deleted, or no longer on the page). */
export function without(selection: Selection, ids: Iterable<number>): Selection {
  const next = new Set(selection);
  for (const id of ids) next.delete(id);
  return next.size === selection.size ? selection : next;
}
