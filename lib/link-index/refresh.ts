/**
 * Filling the index from the server's list call, newest first, 100 a page.
 *
 * - full: every page up to INDEX_CAP links, then the result replaces the index (links deleted
 *   on the server, or by another device, disappear this way);
 * - quick: pages until one holds only links the index already has unchanged, so a refresh with
 *   nothing new costs one request.
 *
 * A full refresh runs when asked, when there is no index yet, or when the last one is older than
 * FULL_REFRESH_MS; otherwise a quick one does.
 */
import type { Link, LinkListQuery, Page } from '../api/schemas';
import { compactLink, sameLink } from './compact';
import { commitFresh, commitFull } from './mutations';
import { INDEX_CAP, readChanges } from './store';
import { loadView } from './view';

export const PER_PAGE = 100;
export const FULL_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The index is stale (refreshed when the browser starts) past this age. */
export const STALE_MS = 30 * 60 * 1000;

/** The part of the API client a refresh uses. */
export interface LinkLister {
  links: { list(query: LinkListQuery): Promise<Page<Link>> };
}

export interface RefreshResult {
  mode: 'full' | 'quick';
  /** Links in the index afterwards. */
  count: number;
  /** Pages requested. */
  pages: number;
}

function listPage(client: LinkLister, page: number): Promise<Page<Link>> {
  return client.links.list({ sort_by: 'id', sort: 'desc', per_page: PER_PAGE, page });
}

function isLastPage(page: Page<Link>, requested: number): boolean {
  const { current_page, last_page } = page.meta;
  if (typeof last_page === 'number' && current_page >= last_page) return true;
  // A server that ignores `page` would otherwise be asked for the same page a hundred times.
  if (current_page !== requested) return true;
  // Without `last_page`, a short page is the last; `skipped` items still count towards the page.
  return page.items.length + page.skipped.length < PER_PAGE;
}

const MAX_PAGES = Math.ceil(INDEX_CAP / PER_PAGE) + 1;

async function fullRefresh(client: LinkLister, origin: string, now: () => number): Promise<RefreshResult> {
  const startedAt = now();
  const byId = new Map<number, Link>();
  let pages = 0;
  try {
    while (pages < MAX_PAGES && byId.size < INDEX_CAP) {
      const page = await listPage(client, ++pages);
      // A link created meanwhile shifts the pages by one: the repeated link is simply the same id.
      for (const link of page.items) byId.set(link.id, compactLink(link));
      if (isLastPage(page, pages)) break;
    }
  } catch (error) {
    // Keep what arrived (it is newer than the index), but leave the full refresh due.
    if (byId.size > 0) await commitFresh(origin, [...byId.values()], await knownLinks(origin), startedAt, now());
    throw error;
  }
  await commitFull(origin, [...byId.values()], startedAt, now());
  return { mode: 'full', count: (await loadView(origin)).entries.length, pages };
}

async function knownLinks(origin: string): Promise<Map<number, Link>> {
  const { entries } = await loadView(origin);
  return new Map(entries.map((entry) => [entry.link.id, entry.link]));
}

async function quickRefresh(client: LinkLister, origin: string, now: () => number): Promise<RefreshResult> {
  const startedAt = now();
  const known = await knownLinks(origin);
  const fresh: Link[] = [];
  let pages = 0;
  while (pages < MAX_PAGES) {
    const page = await listPage(client, ++pages);
    const items = page.items.map(compactLink);
    fresh.push(...items);
    if (items.every((link) => sameLink(known.get(link.id), link)) || isLastPage(page, pages)) break;
  }
  await commitFresh(origin, fresh, known, startedAt, now());
  return { mode: 'quick', count: (await loadView(origin)).entries.length, pages };
}

/** Whether the next refresh must be a full one (no index yet, or the last full one is old). */
async function fullDue(origin: string, at: number): Promise<boolean> {
  const state = await readChanges(origin);
  return !state || state.fullAt === 0 || at - state.fullAt >= FULL_REFRESH_MS;
}

/** The refresh under way in this worker (lost with it, like the requests it was waiting for). */
let running: { full: boolean; done: Promise<RefreshResult> } | null = null;

/**
 * Refreshes the index for `origin`. One refresh at a time: a caller arriving during one shares
 * it, unless it needs a full refresh and a quick one is running, in which case it runs next.
 */
export async function refreshLinks(
  client: LinkLister,
  origin: string,
  options: { full?: boolean; now?: () => number } = {},
): Promise<RefreshResult> {
  for (let current = running; current; current = running) {
    if (current.full || !options.full) return current.done;
    await current.done.catch(() => undefined);
  }
  const now = options.now ?? Date.now;
  const done = (async () => {
    const full = options.full === true || (await fullDue(origin, now()));
    return full ? fullRefresh(client, origin, now) : quickRefresh(client, origin, now);
  })();
  const entry = { full: options.full === true, done };
  running = entry;
  try {
    return await done;
  } finally {
    if (running === entry) running = null;
  }
}

/** Whether the index should be refreshed now (none yet, or older than STALE_MS). */
export async function isStale(origin: string, at = Date.now()): Promise<boolean> {
  const state = await readChanges(origin);
  return !state || at - state.refreshedAt >= STALE_MS;
}
