/**
 * The link a page already has, decided one way wherever Linklet shortens (the popup in both
 * modes, the context menu, the keyboard command, the address bar, the queue, a batch): the
 * server's exact match wins.
 * The background's index is asked only when the server's list cannot settle it: cut short (more
 * links contain the page's URL than one page holds) or failed. A complete list without a match
 * is the whole truth: a link only the index knows was deleted or changed since. A URL that
 * differs only by its `#fragment` is the same page.
 */
import type { LinksClient } from '../api/client';
import type { Link, Page } from '../api/schemas';

/** The page a URL is on: without its `#fragment`. */
export function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

export const samePage = (a: string, b: string): boolean => pageOf(a) === pageOf(b);

/**
 * The list query of the duplicate check: the newest 25 links whose URL contains the page's (the
 * server's search is a substring one, so the page without its fragment finds them all).
 */
export function duplicateQuery(url: string) {
  return { search: pageOf(url), search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 } as const;
}

/** The link of `links` for `url`'s page: one for exactly `url` first, then the newest for its page. */
export function matchFor<T extends { url: string }>(url: string, links: readonly T[]): T | undefined {
  return links.find((link) => link.url === url) ?? links.find((link) => samePage(link.url, url));
}

/** What the server's list says: the page's link, none, or it cannot tell (the list is cut short). */
export type ListVerdict = { kind: 'found'; link: Link } | { kind: 'none' } | { kind: 'unsure' };

export function judgeList(url: string, page: Page<Link>): ListVerdict {
  const link = matchFor(url, page.items);
  if (link) return { kind: 'found', link };
  // Records the client could not read still count: they are links the list holds.
  return listIsComplete(page.meta, page.items.length + page.skipped.length) ? { kind: 'none' } : { kind: 'unsure' };
}

/** True when a list's paging says there is no page after the first. */
export function listIsComplete(meta: Page<unknown>['meta'], count: number): boolean {
  if (typeof meta.last_page === 'number') return meta.last_page <= 1;
  return typeof meta.total === 'number' && meta.total <= count;
}

export interface DuplicateSources {
  /** The server's list for `duplicateQuery(url)`. */
  list(): Promise<Page<Link>>;
  /** The background's index: its link for the page, or null (may fail: it counts as none). */
  index(): Promise<Link | null>;
}

/**
 * The page's link, or null. When the server's list failed and the index has none either, the
 * list's failure is thrown: nothing is known, and the caller says why.
 */
export async function findDuplicate(url: string, sources: DuplicateSources): Promise<Link | null> {
  const fromIndex = () => sources.index().then((link) => (link && samePage(link.url, url) ? link : null), () => null);
  let page: Page<Link>;
  try {
    page = await sources.list();
  } catch (error) {
    const known = await fromIndex();
    if (known) return known;
    throw error;
  }
  const verdict = judgeList(url, page);
  if (verdict.kind === 'found') return verdict.link;
  return verdict.kind === 'none' ? null : fromIndex();
}

/** Looks a page up in the background's index (a page: by message; the background: directly). */
export type FindLocal = (url: string) => Promise<Link | null>;

/** The page's link (or null) through `client`, with the index as `findLocal` answers. */
export function findPageLink(client: Pick<LinksClient, 'links'>, url: string, findLocal: FindLocal = async () => null): Promise<Link | null> {
  return findDuplicate(url, { list: () => client.links.list(duplicateQuery(url)), index: () => findLocal(url) });
}

/**
 * The link an earlier, unanswered store made for `url`, if it did: an exact match newer than
 * `knownId`, the newest link for `url` known before that store was sent. Asked of the server
 * (the index cannot know a link nobody heard of), before the store is sent again.
 */
export async function findLanded(client: Pick<LinksClient, 'links'>, url: string, knownId: number): Promise<Link | null> {
  const page = await client.links.list(duplicateQuery(url));
  return page.items.find((link) => link.url === url && link.id > knownId) ?? null;
}
