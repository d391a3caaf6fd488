/**
 * The links selected in the Links view, with the records as last shown (an action on them needs
 * their pixels, space and dates). A selection belongs to one search and filter (its `key`): it
 * survives paging, sorting and the page size, and another search or filter starts a new one. Its
 * links are in the list's order (each link's place in the list when it was selected). Once a
 * whole page is selected it can grow to every link that matches (`all`, "Select all N that
 * match"): those are read from the server when an action runs (all-matches.ts), not held here.
 */
import type { Link } from '../api/schemas';

export interface Selection {
  /** The search and filters it was made under (links-state.ts `selectionKey`). */
  readonly key: string;
  /** Selected links by id. */
  readonly links: ReadonlyMap<number, Link>;
  /** Each one's place in the list (0-based, across pages) when it was selected. */
  readonly places: ReadonlyMap<number, number>;
  /** Every link that matches the search and filters, `total` of them as the list said; null for the links above only. */
  readonly all: { readonly total: number } | null;
}

export const emptySelection = (key: string): Selection => ({ key, links: new Map(), places: new Map(), all: null });

/** The most "Select all that match" takes on (a bounded number from the server; 100 pages of 100). */
export const MAX_ALL_MATCHES = 10_000;

/**
 * The number "Select all N that match" offers: the list's total, once the whole page shown is
 * selected and the filter matches more than is selected; null otherwise (or when all already are).
 */
export function allMatchesOffer(selection: Selection, items: ReadonlyArray<{ id: number }>, total: number | null): number | null {
  if (selection.all || total === null || !Number.isSafeInteger(total) || items.length === 0) return null;
  if (pageState(selection, items) !== 'all' || total <= selection.links.size) return null;
  return Math.min(total, MAX_ALL_MATCHES);
}

/** The selection grown to every link that matches (`total` as the list said, bounded). */
export function withAllMatches(selection: Selection, total: number): Selection {
  return { ...selection, all: { total: Math.max(0, Math.min(total, MAX_ALL_MATCHES)) } };
}

/** How many links the selection stands for: every match once `all`, else those checked. */
export function selectionCount(selection: Selection): number {
  return selection.all ? selection.all.total : selection.links.size;
}

/** The selection for `key`: the same one, or an empty one when the search or filters changed. */
export function selectionFor(selection: Selection, key: string): Selection {
  return selection.key === key ? selection : emptySelection(key);
}

export function isSelected(selection: Selection, id: number): boolean {
  return selection.links.has(id);
}

/** `link` (at `place` in the list) selected, or no longer once it was; a row unchecked is no longer "all that match". */
export function toggled(selection: Selection, link: Link, place = selection.places.size): Selection {
  const links = new Map(selection.links);
  const places = new Map(selection.places);
  if (links.delete(link.id)) places.delete(link.id);
  else {
    links.set(link.id, link);
    places.set(link.id, place);
  }
  return { ...selection, links, places, all: null };
}

/**
 * "Select all on this page": adds every item of the page (the first at `first` in the list), or
 * takes them out once all were selected.
 */
export function toggledPage(selection: Selection, items: readonly Link[], first = selection.places.size): Selection {
  const links = new Map(selection.links);
  const places = new Map(selection.places);
  const all = pageState(selection, items) === 'all';
  items.forEach((item, i) => {
    if (all) {
      links.delete(item.id);
      places.delete(item.id);
    } else if (!links.has(item.id)) {
      links.set(item.id, item);
      places.set(item.id, first + i);
    }
  });
  return { ...selection, links, places, all: null };
}

/** Whether none, some or all of the page is selected (the "select all" box shows "some" as mixed). */
export function pageState(selection: Selection, items: ReadonlyArray<{ id: number }>): 'none' | 'some' | 'all' {
  const count = items.filter((item) => selection.links.has(item.id)).length;
  return count === 0 ? 'none' : count === items.length ? 'all' : 'some';
}

/** The selected links, in the list's order. */
export function selectedLinks(selection: Selection): Link[] {
  const place = (link: Link) => selection.places.get(link.id) ?? Infinity;
  return [...selection.links.values()].sort((a, b) => place(a) - place(b));
}

/** How many of the selected links are on the page shown. */
export function selectedOnPage(selection: Selection, items: ReadonlyArray<{ id: number }>): number {
  return items.filter((item) => selection.links.has(item.id)).length;
}

/** The selection without `ids` (deleted), no longer "all that match" (their count changed); the same object when none of them was in it. */
export function without(selection: Selection, ids: Iterable<number>): Selection {
  const links = new Map(selection.links);
  const places = new Map(selection.places);
  for (const id of ids) {
    links.delete(id);
    places.delete(id);
  }
  return links.size === selection.links.size ? selection : { ...selection, links, places, all: null };
}

/** The selection with the server's newer record of a link it holds (after a change); the same object otherwise. */
export function withRecord(selection: Selection, link: Link): Selection {
  if (!selection.links.has(link.id) || selection.links.get(link.id) === link) return selection;
  return { ...selection, links: new Map(selection.links).set(link.id, link) };
}
