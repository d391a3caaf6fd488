/**
 * "Select all N that match": the links an action runs on are read from the server when it starts,
 * the view's search and filters at the server's largest page (100), each request paced under the
 * rate limit like the action's own (lib/bulk/pace.ts). All are read before the first change, so a
 * change that takes a link out of the filter (Disable under "Active") cannot shift the pages under
 * the reading. For a state the server cannot filter by (v49), the view's own scan is read to its
 * end instead (state-scan.ts). The Stop ends the reading at once; nothing was changed by then.
 */
import type { Link, LinkListQuery, Page, RateInfo } from '../api/schemas';
import type { Pacer } from '../bulk/pace';
import type { LinkState } from '../link-state/status';
import { MAX_ALL_MATCHES } from './selection';
import { SCAN_PAGE, scanUntil, type StateScan } from './state-scan';

export interface MatchesRead {
  /** One page of the server's list with the view's query (`per_page` is the reader's). */
  list(query: LinkListQuery, signal?: AbortSignal): Promise<Page<Link>>;
  pacer: Pacer;
  signal?: AbortSignal;
  /** Told after each page: links read so far, and how many the server says match. */
  onRead?(read: number, total: number | null): void;
  /** The server's page size to read at (100; the real-instance test reads at 10). */
  perPage?: NonNullable<LinkListQuery['per_page']>;
}

/** Every link the server lists for `query` (its page and page size aside), in the list's order, each once. */
export async function readAllMatches(query: LinkListQuery, read: MatchesRead): Promise<Link[]> {
  const perPage = read.perPage ?? SCAN_PAGE;
  const seen = new Map<number, Link>();
  let total: number | null = null;
  // Bounded by the pages MAX_ALL_MATCHES fills, whatever the server says of its last page.
  for (let page = 1; page <= Math.ceil(MAX_ALL_MATCHES / perPage); page++) {
    await read.pacer.take(read.signal);
    const answer = await read.list({ ...query, page, per_page: perPage }, read.signal);
    read.pacer.observe(answer.rate as RateInfo | undefined);
    for (const link of answer.items) if (!seen.has(link.id)) seen.set(link.id, link);
    if (typeof answer.meta.total === 'number') total = answer.meta.total;
    read.onRead?.(seen.size, total);
    const last = answer.meta.last_page;
    const ended = typeof last === 'number' ? page >= last : answer.items.length + answer.skipped.length < perPage;
    if (ended || answer.items.length + answer.skipped.length === 0 || seen.size >= MAX_ALL_MATCHES) break;
  }
  return [...seen.values()].slice(0, MAX_ALL_MATCHES);
}

/** v49's state filters: the view's scan read to its end, and its matches. */
export async function readAllOfScan(
  scan: StateScan,
  state: LinkState,
  list: (page: number, signal?: AbortSignal) => Promise<Page<Link>>,
  read: Omit<MatchesRead, 'list' | 'perPage'>,
): Promise<Link[]> {
  await scanUntil(scan, MAX_ALL_MATCHES, {
    list,
    state,
    pacer: read.pacer,
    signal: read.signal,
    onRead: (current) => read.onRead?.(current.matches.length, current.done ? current.matches.length : null),
  });
  return scan.matches.slice(0, MAX_ALL_MATCHES);
}
