/**
 * The background's index of the user's links: filled and refreshed from the server, updated at
 * once by saves and deletes made through the extension, searched locally on every keystroke.
 * Every function takes the scope of the index (./store.ts): the profile whose index it is, and the
 * instance origin it must belong to; an index of another instance is never answered.
 */
import type { Link } from '../api/schemas';
import { byShortUrl, ofPage, newest, searchHead } from './find';
import type { Hit } from './search';
import type { IndexHead, IndexScope } from './store';
import { loadHead } from './head';

async function withHead<T>(scope: IndexScope, empty: T, task: (head: IndexHead) => Promise<T>): Promise<T> {
  const head = await loadHead(scope);
  return head ? task(head) : empty;
}

export { compactLink } from './compact';
export { highlight, type Segment } from './highlight';
export { clearIndex, removeLink, upsertLinks } from './mutations';
export { FULL_REFRESH_MS, isStale, RATE_WINDOW_MS, refreshLinks, STALE_MS, type LinkLister, type RefreshProgress, type RefreshResult } from './refresh';
import { refreshProgress, type RefreshProgress } from './refresh';
export { rankLink, type Hit } from './search';
export { INDEX_CAP, type IndexScope } from './store';

export function searchIndex(scope: IndexScope, text: string, limit = 20): Promise<Hit[]> {
  return withHead(scope, [], (head) => searchHead(head, text, limit));
}

/** The newest links. */
export function recentFromIndex(scope: IndexScope, limit = 10): Promise<Link[]> {
  return withHead(scope, [], (head) => newest(head, Math.max(0, limit)));
}

/** The page's links (its `#fragment` aside), newest first. */
export function linksOfPage(scope: IndexScope, url: string): Promise<Link[]> {
  return withHead(scope, [], (head) => ofPage(head, url));
}

/** The page's link: the newest for exactly `url`, else the newest for its page (`#fragment` aside). */
export async function findByUrl(scope: IndexScope, url: string): Promise<Link | null> {
  const links = await linksOfPage(scope, url);
  return links.find((link) => link.url === url) ?? links[0] ?? null;
}

/** Any link of the index whose short URL is exactly `shortUrl`. */
export function findByShortUrl(scope: IndexScope, shortUrl: string): Promise<Link | null> {
  return withHead(scope, null, (head) => byShortUrl(head, shortUrl));
}

export interface IndexStatus {
  count: number;
  /** ms since epoch; 0 when never refreshed. */
  refreshedAt: number;
  fullAt: number;
  /** A refresh under way (or paused for the rate limit). */
  refreshing?: RefreshProgress;
  /** The last full refresh stopped at INDEX_CAP: the index holds the newest links. */
  capped?: true;
}

export async function indexStatus(scope: IndexScope, now = Date.now()): Promise<IndexStatus> {
  const [head, refreshing] = await Promise.all([withHead(scope, null, async (h) => h), refreshProgress(scope, now)]);
  const status: IndexStatus = { count: head?.count ?? 0, refreshedAt: head?.refreshedAt ?? 0, fullAt: head?.fullAt ?? 0 };
  if (refreshing) status.refreshing = refreshing;
  if (head?.capped) status.capped = true;
  return status;
}
