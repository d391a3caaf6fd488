/**
 * The links selected in the Links view, with the records as last shown (an action on them needs
 * their pixels, space and dates). A selection belongs to one search and filter (its `key`): it
 * survives paging, sorting and the page size, and another search or filter starts a new one.
 */
import type { Link } from '../api/schemas';

export interface Selection {
  /** The search and filters it was made under (links-state.ts `selectionKey`). */
  readonly key: string;
  /** Selected links by id, in the order they were selected. */
  readonly links: ReadonlyMap<number, Link>;
}

export const emptySelection = (key: string): Selection => ({ key, links: new Map() });

/** The selection for `key`: the same one, or an empty one when the search or filters changed. */
export function selectionFor(selection: Selection, key: string): Selection {
  return selection.key === key ? selection : emptySelection(key);
}

export function isSelected(selection: Selection, id: number): boolean {
  return selection.links.has(id);
}

export function toggled(selection: Selection, link: Link): Selection {
  const links = new Map(selection.links);
  if (!links.delete(link.id)) links.set(link.id, link);
  return { ...selection, links };
}

/** "Select all on this page": adds every item of the page, or takes them out once all were selected. */
export function toggledPage(selection: Selection, items: readonly Link[]): Selection {
  const links = new Map(selection.links);
  if (pageState(selection, items) === 'all') for (const item of items) links.delete(item.id);
  else for (const item of items) links.set(item.id, item);
  return { ...selection, links };
}

/** Whether none, some or all of the page is selected (the "select all" box shows "some" as mixed). */
export function pageState(selection: Selection, items: ReadonlyArray<{ id: number }>): 'none' | 'some' | 'all' {
  const count = items.filter((item) => selection.links.has(item.id)).length;
  return count === 0 ? 'none' : count === items.length ? 'all' : 'some';
}

/** The selected links, in the order they were selected. */
export function selectedLinks(selection: Selection): Link[] {
  return [...selection.links.values()];
}

/** How many of the selected links are on the page shown. */
export function selectedOnPage(selection: Selection, items: ReadonlyArray<{ id: number }>): number {
  return items.filter((item) => selection.links.has(item.id)).length;
}

/** The selection without `ids` (deleted); the same object when none of them was in it. */
export function without(selection: Selection, ids: Iterable<number>): Selection {
  const links = new Map(selection.links);
  for (const id of ids) links.delete(id);
  return links.size === selection.links.size ? selection : { ...selection, links };
}

/** The selection with the server's newer record of a link it holds (after a change); the same object otherwise. */
export function withRecord(selection: Selection, link: Link): Selection {
  if (!selection.links.has(link.id) || selection.links.get(link.id) === link) return selection;
  return { ...selection, links: new Map(selection.links).set(link.id, link) };
}
