/**
 * The background's index of the user's links: filled and refreshed from the server, updated at
 * once by saves and deletes made through the extension, searched locally on every keystroke.
 * Every function takes the instance origin the index must belong to; an index of another
 * instance is never answered.
 */
import type { Link } from '../api/schemas';
import { matchFor } from '../duplicate';
import { searchCorpus, type Hit } from './search';
import { loadView } from './view';

export { compactLink } from './compact';
export { highlight, type Segment } from './highlight';
export { clearIndex, removeLink, upsertLinks } from './mutations';
export { FULL_REFRESH_MS, isStale, RATE_WINDOW_MS, refreshLinks, STALE_MS, type LinkLister, type RefreshProgress, type RefreshResult } from './refresh';
import { refreshProgress, type RefreshProgress } from './refresh';
export { rankLink, type Hit } from './search';
export { INDEX_CAP } from './store';

export async function searchIndex(origin: string, text: string, limit = 20): Promise<Hit[]> {
  return searchCorpus((await loadView(origin)).corpus, text, limit);
}

/** The newest links. */
export async function recentFromIndex(origin: string, limit = 10): Promise<Link[]> {
  return (await loadView(origin)).entries.slice(0, Math.max(0, limit)).map((entry) => entry.link);
}

/** The page's link: the newest for exactly `url`, else the newest for its page (`#fragment` aside). */
export async function findByUrl(origin: string, url: string): Promise<Link | null> {
  return matchFor(url, (await loadView(origin)).entries.map((entry) => entry.link)) ?? null;
}

/** Any link of the index whose short URL is exactly `shortUrl`. */
export async function findByShortUrl(origin: string, shortUrl: string): Promise<Link | null> {
  return (await loadView(origin)).entries.find((entry) => entry.link.short_url === shortUrl)?.link ?? null;
}

export interface IndexStatus {
  count: number;
  /** ms since epoch; 0 when never refreshed. */
  refreshedAt: number;
  fullAt: number;
  /** A refresh under way (or paused for the rate limit). */
  refreshing?: RefreshProgress;
  /** The last full refresh stopped at the index's byte budget: it holds the newest links that fit. */
  capped?: true;
}

export async function indexStatus(origin: string, now = Date.now()): Promise<IndexStatus> {
  const [{ entries, state }, refreshing] = await Promise.all([loadView(origin), refreshProgress(origin, now)]);
  const status: IndexStatus = { count: entries.length, refreshedAt: state?.refreshedAt ?? 0, fullAt: state?.fullAt ?? 0 };
  if (refreshing) status.refreshing = refreshing;
  if (state?.capped) status.capped = true;
  return status;
}
