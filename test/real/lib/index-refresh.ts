/**
 * The background's index refresh under the server's real rate limit: asked for by message (as
 * the popup's Recent links does), it must pace itself, spending at most half of what the server
 * says remains in a minute, and pause (with its progress stored) rather than run the budget out.
 */
import { expect } from 'vitest';
import type { Background } from '../../e2e/helpers';
import type { IndexStatus } from '../../../lib/link-index';
import { INDEX_CAP } from '../../../lib/link-index/store';
import type { RateWatch } from './browser';
import { note, type Suite } from './suite';

const isRefreshPage = (url: URL) =>
  url.pathname.endsWith('/links') && url.searchParams.get('per_page') === '100' && url.searchParams.get('sort_by') === 'id' && !url.searchParams.has('search');

export async function checkIndexRefresh(s: Suite, watch: RateWatch, background: Background): Promise<void> {
  const from = Date.now();
  const answer = await background.ask<{ ok: boolean; value?: { count: number }; error?: unknown }>('refreshIndex', {});
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
  const status = await background.ask<IndexStatus>('indexStatus', {});
  const seen = watch.since(from);
  const pages = seen.filter((r) => r.fromWorker && r.method === 'GET' && isRefreshPage(r.url));

  // Nobody's request was refused meanwhile, and the refresh's own answers always left some.
  expect(seen.filter((r) => r.status === 429)).toEqual([]);
  for (const page of pages) expect(page.remaining, `Remaining after ${page.url.search}`).toBeGreaterThan(0);
  const remaining = pages.map((p) => p.remaining).filter((r): r is number => r !== undefined);
  console.log(`[linklet real] index refresh: ${pages.length} page(s), Remaining after them: ${remaining.join(', ') || 'not said'}`);

  const { total } = (await s.client.links.list({ per_page: 10 })).meta;
  if (status.refreshing) {
    // Paused for the rate limit: it says how far it got and when it goes on.
    note(`The refresh paused for the rate limit after ${status.refreshing.fetched} of ${status.refreshing.total} links`);
    expect(status.refreshing.mode).toBe('full');
    expect(status.refreshing.resumeAt).toBeGreaterThan(from);
    expect(status.refreshing.fetched).toBeGreaterThan(0);
    expect(status.refreshing.total).toBe(total);
    // Each burst spent at most half of what remained when it began (plus its first request).
    expect(pages.length).toBeLessThanOrEqual(Math.ceil(((pages[0]?.remaining ?? 0) + 1) / 2) + 1);
  } else {
    expect(pages.length).toBeGreaterThan(0);
    expect(status.refreshedAt).toBeGreaterThanOrEqual(from);
    expect(status.fullAt).toBeGreaterThanOrEqual(from);
    expect(status.count).toBe(Math.min(total!, INDEX_CAP));
  }
}
