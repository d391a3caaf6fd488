/**
 * Filling the index from the server's list call, newest first, 100 a page.
 *
 * - full: every page up to INDEX_CAP links; links the server no longer lists (deleted there, or
 *   by another device) leave the index as the pages that would hold them arrive;
 * - quick: pages until one holds only links the index already has unchanged, so a refresh with
 *   nothing new costs one request.
 *
 * Each page goes into the index as it arrives, so search answers from what is indexed while a
 * refresh runs. The server allows few requests a minute (phpShort: 60 per client IP, counted
 * before the key is even checked, shared by everyone behind one address), so a refresh is the
 * user's guest (./guest.ts): it waits while the user's own requests are on their way, and in
 * each minute spends at most a quarter of what the server says remains, never leaving the user
 * fewer than 30; then it pauses (`resumeAt`) and goes on from its stored cursor, after a worker
 * or browser restart too. A 429 pauses it for as long as the server asks.
 *
 * Pages are offsets into a list that changes while it is read: a link deleted above the page
 * being read moves every later link one place up, so the next page would start past one nobody
 * read. The server's count says when that may have happened (it fell), and the refresh then reads
 * again from far enough back that the pages overlap. Links made or deleted above where it reads
 * are caught at the end: when the index does not hold as many links as the server counts, a
 * second pass reads the list again.
 *
 * A full refresh runs when asked, when there is no index yet, or when the last one is older than
 * FULL_REFRESH_MS; otherwise a quick one does.
 */
import { isApiError } from '../api/errors';
import { RATE_WINDOW_MS, serverWait, UNKNOWN_BUDGET } from '../rate-limit';
import { afterPage, GUEST_PAUSE_MS, GUEST_WINDOW_MS, liveBurst, PER_PAGE } from './guest';
import type { Link, LinkListQuery, Page } from '../api/schemas';
import { compactLink, sameLink } from './compact';
import { readCursor, writeCursor, type RefreshCursor } from './cursor';
import { linksById } from './find';
import { applyEdit, ownSince, type Edit } from './mutations';
import { INDEX_CAP, readHead, serialized, type IndexScope } from './store';
import { loadHead } from './head';

export { PER_PAGE };
export const FULL_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The index is stale (refreshed when the browser starts) past this age. */
export const STALE_MS = 30 * 60 * 1000;
export { RATE_WINDOW_MS, UNKNOWN_BUDGET };

/** The part of the API client a refresh uses. */
export interface LinkLister {
  links: { list(query: LinkListQuery): Promise<Page<Link>> };
}

export interface RefreshResult {
  mode: 'full' | 'quick';
  /** Links in the index afterwards. */
  count: number;
  /** Pages requested this time. */
  pages: number;
  /** Paused until then (ms): call again once it has passed. Absent when done. */
  resumeAt?: number;
  /** Paused while the user's own requests are on their way, not for the rate limit: it may go on as soon as they are done. */
  yielded?: true;
  /** The server's count of links, when it said. */
  total?: number | null;
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

const MAX_PAGES = Math.ceil(INDEX_CAP / PER_PAGE);

/** What a refresh answers when it stops or pauses, `pages` asked this time. */
const summary = async (scope: IndexScope, { mode, total, resumeAt, yielded }: RefreshCursor, pages: number): Promise<RefreshResult> => ({
  mode,
  count: (await readHead(scope))?.count ?? 0,
  pages,
  total,
  resumeAt: resumeAt || undefined,
  yielded,
});

/** Whether the next refresh must be a full one (no index yet, or the last one is old). */
async function fullDue(scope: IndexScope, at: number): Promise<boolean> {
  const head = await readHead(scope);
  return !head || head.fullAt === 0 || at - head.fullAt >= FULL_REFRESH_MS;
}

/** Extra passes a full refresh makes when the index and the server's count still differ (links made or deleted meanwhile). */
const MAX_VERIFY_PASSES = 2;

export interface RefreshOptions {
  full?: boolean;
  now?: () => number;
  /**
   * Asked before each request (`since`: when its last was answered, Date.now()): true while the
   * user's own requests are on their way, which the refresh leaves the server to (it pauses and
   * goes on later). Absent: never yields.
   */
  mustYield?: (since: number) => Promise<boolean> | boolean;
  /** Each pass's first page, newest links first: what it tells of the instance costs nothing more (lib/instance). */
  onFirstPage?: (page: Page<Link>) => unknown;
  /** The user's requests are done: a refresh paused for them goes on at once. */
  userDone?: boolean;
}

/** Links fetched but not yet written are written once this many have gathered (and at every pause and at the end). */
const COMMIT_EVERY = 1000;

/** When the last page of any refresh in this worker was answered (Date.now()): requests answered since are another's. */
let answered = 0;

/** The first id above every id (a cursor is JSON: no Infinity). */
const TOP = Number.MAX_SAFE_INTEGER;

async function run(client: LinkLister, scope: IndexScope, cursor: RefreshCursor, options: RefreshOptions, now: () => number): Promise<RefreshResult> {
  let pages = 0;
  /** Links fetched since the last write that differ from the index (only those are written), the ids listed, and where the cursor stands once they are written. */
  let changed: Link[] = [];
  let listed = new Set<number>();
  let next = { ...cursor };
  const save = (finished = false, capped = false) =>
    serialized(async () => {
      const full = cursor.mode === 'full';
      const edit: Edit = { upsert: changed, keep: ownSince(await readHead(scope, true), cursor.startedAt) };
      if (full) Object.assign(edit, { range: [finished ? 0 : next.below, cursor.below], listed });
      if (finished) edit.head = full ? { refreshedAt: now(), fullAt: now(), capped: capped || undefined } : { refreshedAt: now() };
      // A finished refresh is done before its time is recorded: a worker stopped in between
      // leaves no cursor behind to resume.
      if (finished) await writeCursor(scope.profileId, null);
      // A pause with no page since the last write leaves the index (and its revision) as it is.
      if (changed.length || (full && next.below < cursor.below) || finished) await applyEdit(scope, edit, now());
      changed = [];
      listed = new Set();
      cursor = { ...next };
      // A paused or failed refresh goes on from here.
      if (!finished) await writeCursor(scope.profileId, cursor);
    });
  const result = async (resumeAt?: number, yielded?: true): Promise<RefreshResult> => {
    if (resumeAt) {
      Object.assign(next, { resumeAt, yielded });
      await save();
    }
    return summary(scope, cursor, pages);
  };
  for (;;) {
    let burst = liveBurst(next.burst, now());
    // This window's share is spent: the next page waits for the next window.
    if (burst && burst.pages >= burst.budget) return result(burst.at + GUEST_WINDOW_MS);
    // The user first: their requests on their way have the server to themselves.
    if (options.mustYield && (await options.mustYield(answered))) return result(now() + GUEST_PAUSE_MS, true);
    const at = now();
    burst = liveBurst(burst, at);
    let page: Page<Link>;
    try {
      page = await listPage(client, next.page).finally(() => (answered = Date.now()));
    } catch (error) {
      // Told to wait: the cursor waits, and the user's own requests get the next window.
      if (isApiError(error, 'RateLimitError')) {
        next.burst = undefined;
        return result(now() + serverWait(error.retryAfter) * 1000);
      }
      // Anything else: what arrived is kept, and the next refresh goes on from there.
      await save();
      throw error;
    }
    pages++;
    next.burst = afterPage(burst, at, page.rate);
    if (next.page === 1) await Promise.resolve(options.onFirstPage?.(page)).catch(() => undefined);
    const total = page.meta.total ?? null;
    // Fewer links than the last page counted: some above this page were deleted, and this page
    // may start past links nobody read. Read again from far enough back that the pages overlap.
    const fell = next.mode === 'full' && next.page > 1 && total !== null && next.total !== null && total < next.total;
    if (fell) {
      next = { ...next, page: Math.max(1, next.page - Math.ceil((next.total! - total) / PER_PAGE)), total, updatedAt: now() };
      continue;
    }
    const items = page.items.map(compactLink);
    const known = await linksById(
      scope,
      items.map((link) => link.id),
    );
    const fresh = items.filter((link) => !sameLink(known.get(link.id), link));
    changed.push(...fresh);
    // A page asked again after a pause repeats links above `below`: each is counted once.
    next.fetched += next.mode === 'quick' ? items.length : items.filter((link) => link.id < next.below).length;
    for (const link of items) {
      listed.add(link.id);
      next.below = Math.min(next.below, link.id);
    }
    next.total = total ?? next.total;
    // Records the client could not read are on the server but never in the index: counted per
    // page (a page read again replaces its count), so they do not look like a change to catch up on.
    if (next.mode === 'full') next.skipped = { ...next.skipped, [next.page]: page.skipped.length };
    const last = isLastPage(page, next.page);
    const capped = next.mode === 'full' && next.page >= MAX_PAGES && !last;
    if (capped || last || (next.mode === 'quick' && fresh.length === 0)) {
      await save(true, capped);
      // Links made or deleted above where the pass read: the counts differ, so it reads again.
      const unreadable = Object.values(next.skipped ?? {}).reduce((sum, n) => sum + n, 0);
      const count = ((await readHead(scope, true))?.count ?? 0) + unreadable;
      const passes = cursor.passes ?? 0;
      // (Not when the server ignored the page asked for: reading again would change nothing.)
      const paged = page.meta.current_page === next.page;
      if (next.mode === 'full' && !capped && paged && next.total !== null && count !== next.total && passes < MAX_VERIFY_PASSES) {
        const at = now();
        cursor = { ...cursor, page: 1, startedAt: at, updatedAt: at, below: TOP, fetched: 0, resumeAt: 0, passes: passes + 1, skipped: {} };
        next = { ...cursor };
        await writeCursor(scope.profileId, cursor);
        continue;
      }
      return result();
    }
    next = { ...next, page: next.page + 1, updatedAt: now() };
    if (listed.size >= COMMIT_EVERY) await save();
  }
}

/** The refresh under way in this worker (lost with it; its cursor is not). */
let running: { full: boolean; profileId: string; done: Promise<RefreshResult> } | null = null;

/**
 * Refreshes the index of `scope`, or goes on with the refresh under way. One at a time: a caller
 * arriving during one of the same profile shares it, unless it needs a full refresh and a quick
 * one is running, in which case it runs next, as does one for another profile (and one the user
 * asked for, when the one it shared paused for the user's requests). The pages go into
 * the index of the profile the refresh started for, whichever is active meanwhile. A paused
 * refresh answers at once, with its `resumeAt`.
 */
export async function refreshLinks(client: LinkLister, scope: IndexScope, options: RefreshOptions = {}): Promise<RefreshResult> {
  const { profileId, origin } = scope;
  for (let current = running; current; current = running) {
    const shared = current.profileId === profileId && (current.full || !options.full);
    const result = await (shared ? current.done : current.done.catch(() => undefined));
    // One that paused for the user's requests is gone on with by a caller that does not wait for them (one the user asked for).
    if (shared && !(result!.yielded && !options.mustYield)) return result!;
  }
  const now = options.now ?? Date.now;
  const done = (async () => {
    // An index an earlier version kept is moved over before pages are added to it.
    await loadHead(scope);
    let cursor = await readCursor(scope, now());
    if (cursor && options.full && cursor.mode === 'quick') cursor = null;
    // Paused for the user's requests, which are done (or the user asked for this refresh): it goes on now rather than at its alarm.
    const goOn = cursor?.yielded && (options.userDone || !options.mustYield);
    if (cursor && cursor.resumeAt > now() && !goOn) return summary(scope, cursor, 0);
    if (cursor) {
      // Links created meanwhile move the pages down (the next repeats a few links, missing none);
      // deleted ones move them up, which the server's count tells (`fell`, below). A server that
      // gives no count cannot tell: the page before is asked again, so none is missed.
      cursor = { ...cursor, page: cursor.total === null ? Math.max(1, cursor.page - 1) : cursor.page, resumeAt: 0, yielded: undefined };
    } else {
      const full = options.full === true || (await fullDue(scope, now()));
      const at = now();
      cursor = { v: 2, origin, mode: full ? 'full' : 'quick', page: 1, startedAt: at, updatedAt: at, below: TOP, fetched: 0, total: null, resumeAt: 0 };
    }
    return run(client, scope, cursor, options, now);
  })();
  const entry = { full: options.full === true, profileId, done };
  running = entry;
  try {
    return await done;
  } finally {
    if (running === entry) running = null;
  }
}

/** Whether the index should be refreshed now (none yet, or older than STALE_MS). */
export async function isStale(scope: IndexScope, at = Date.now()): Promise<boolean> {
  const head = await readHead(scope);
  return !head || at - head.refreshedAt >= STALE_MS;
}

/**
 * A refresh under way: links fetched so far, the server's total, when it goes on if paused (and
 * whether for the user's requests), and its pace: its rate window and when its last page came
 * (./progress.ts says how long the rest takes). Its cursor, but for the counts of records it
 * could not read (a number per page read).
 */
export type RefreshProgress = Pick<RefreshCursor, 'mode' | 'fetched' | 'total' | 'resumeAt' | 'updatedAt' | 'yielded' | 'burst'>;

export async function refreshProgress(scope: IndexScope, now = Date.now()): Promise<RefreshProgress | null> {
  const { skipped: _, ...progress } = (await readCursor(scope, now)) ?? {};
  return 'mode' in progress ? progress : null;
}
