/**
 * The Links view filtered by a state the server cannot filter by (v49's active, scheduled and
 * expired: links-state.ts): the server's list, with the view's other filters and its sort, is read
 * a hundred links a request from its first page, each link's state read as its row shows it
 * (lib/link-state/status.ts), and the view's pages cut from the links that match. A page is shown as soon as
 * the links read fill it, so only what the pages asked for is read; requests are paced under the
 * rate limit (lib/bulk/pace.ts). What was read is kept while the search, filters and sort stay the
 * same, so paging back and forth costs nothing.
 */
import type { Link, LinkListQuery, Page, RateInfo } from '../api/schemas';
import type { Pacer } from '../bulk/pace';
import { linkState, type LinkState } from '../link-state/status';

/** The server's largest page. */
export const SCAN_PAGE = 100;

export interface StateScan {
  /** The request it reads (list-state.ts, without page and page size), and the state it picks. */
  readonly key: string;
  /** The links read so far that are in the state, in the server's order. */
  matches: Link[];
  /** Server pages read. */
  pages: number;
  /** Links read. */
  read: number;
  /** Links the server's list has with the other filters, once it said. */
  total: number | null;
  done: boolean;
  /** The read under way: one at a time, whichever page of the view asked. */
  busy: Promise<void>;
}

export function newScan(query: LinkListQuery, state: LinkState): StateScan {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return { key: JSON.stringify([rest, state]), matches: [], pages: 0, read: 0, total: null, done: false, busy: Promise.resolve() };
}

export interface ScanRead {
  /** One page of the server's list (100 links). */
  list(page: number, signal?: AbortSignal): Promise<Page<Link>>;
  state: LinkState;
  pacer: Pacer;
  signal?: AbortSignal;
  /** Told after each page read. */
  onRead?(scan: StateScan): void;
  now?: () => number;
}

async function readNext(scan: StateScan, run: ScanRead): Promise<void> {
  await run.pacer.take(run.signal);
  const page = await run.list(scan.pages + 1, run.signal);
  run.pacer.observe(page.rate as RateInfo | undefined);
  const now = run.now?.() ?? Date.now();
  scan.pages++;
  scan.read += page.items.length;
  scan.matches.push(...page.items.filter((link) => linkState(link, now) === run.state));
  if (typeof page.meta.total === 'number') scan.total = page.meta.total;
  const last = page.meta.last_page;
  scan.done = typeof last === 'number' ? scan.pages >= last : page.items.length + page.skipped.length < SCAN_PAGE;
  run.onRead?.(scan);
}

/** Reads on until `count` links match or the list ends; rejects when `signal` is aborted (the read so far is kept). */
export async function scanUntil(scan: StateScan, count: number, run: ScanRead): Promise<void> {
  while (!scan.done && scan.matches.length < count) {
    const before = scan.busy;
    let release = () => {};
    scan.busy = new Promise((done) => (release = done));
    try {
      await before;
      run.signal?.throwIfAborted();
      if (!scan.done && scan.matches.length < count) await readNext(scan, run);
    } finally {
      release();
    }
  }
}

/** Page `page` of the matching links, `perPage` a page: the last page and total are known once the list was read to its end. */
export function pageOfScan(scan: StateScan, page: number, perPage: number): Page<Link> {
  const start = (page - 1) * perPage;
  const items = scan.matches.slice(start, start + perPage);
  const total = scan.done ? scan.matches.length : null;
  return {
    items,
    meta: {
      current_page: page,
      per_page: perPage,
      from: items.length ? start + 1 : null,
      to: items.length ? start + items.length : null,
      last_page: total === null ? null : Math.max(1, Math.ceil(total / perPage)),
      total,
    },
    skipped: [],
  };
}

/** The server's newer record of a link the scan holds (a change made on the page). */
export function replaceInScan(scan: StateScan, link: Link): void {
  scan.matches = scan.matches.map((old) => (old.id === link.id ? link : old));
}

/** A link the server deleted. */
export function removeFromScan(scan: StateScan, id: number): void {
  scan.matches = scan.matches.filter((link) => link.id !== id);
}
