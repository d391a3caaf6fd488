/**
 * The background's index refresh under the server's real rate limit: asked for by message (as
 * the popup's Recent links does), it must pace itself, spending in each burst at most half of
 * what the server says remains, and pause (its progress stored) rather than run the budget out.
 */
import { expect } from 'vitest';
import type { Background } from '../../e2e/helpers';
import type { IndexStatus } from '../../../lib/link-index';
import { INDEX_CAP } from '../../../lib/link-index/store';
import type { RateWatch, Seen } from './browser';
import { note, type Suite } from './suite';

const isRefreshPage = (r: Seen) =>
  r.fromWorker &&
  r.method === 'GET' &&
  r.url.pathname.endsWith('/links') &&
  r.url.searchParams.get('per_page') === '100' &&
  r.url.searchParams.get('sort_by') === 'id' &&
  !r.url.searchParams.has('search');

/** A refresh's pages follow one another; a pause for the rate limit lasts a minute. */
const BURST_GAP_MS = 20_000;

export function bursts(pages: Seen[]): Seen[][] {
  const out: Seen[][] = [];
  for (const page of pages) {
    const current = out.at(-1);
    if (current && page.at - current.at(-1)!.at < BURST_GAP_MS) current.push(page);
    else out.push([page]);
  }
  return out;
}

export async function checkIndexRefresh(s: Suite, watch: RateWatch, background: Background): Promise<void> {
  const from = Date.now();
  const answer = await background.ask<{ ok: boolean; value?: { count: number }; error?: unknown }>('refreshIndex', {});
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
  const status = await background.ask<IndexStatus>('getIndexStatus', {});

  // Every refresh the background made in this browser (the one when the key was saved too).
  const all = bursts(watch.seen.filter(isRefreshPage));
  const said = all.map((burst) => burst.map((p) => p.remaining ?? '?').join(' '));
  console.log(`[linklet real] index refresh bursts, Remaining after each page: ${said.join(' | ') || 'none'}`);
  expect(watch.since(from).filter((r) => r.status === 429)).toEqual([]);
  for (const burst of all) {
    for (const page of burst) expect(page.status, `${page.url.search}`).toBe(200);
    for (const page of burst) expect(page.remaining, `Remaining after ${page.url.search}`).toBeGreaterThan(0);
    // lib/link-index/refresh.ts: at most half of what remained before the burst's first page.
    const first = burst[0]!.remaining;
    const budget = first === undefined ? Infinity : Math.max(1, Math.floor((first + 1) / 2));
    expect(burst.length, `a burst of ${burst.length} pages began with ${first} requests remaining: more than half of them`).toBeLessThanOrEqual(budget);
  }

  const { total } = (await s.client.links.list({ per_page: 10 })).meta;
  if (status.refreshing) {
    // Paused for the rate limit: it says how far it got, and when it goes on.
    note(`The refresh paused for the rate limit after ${status.refreshing.fetched} of ${status.refreshing.total} links`);
    expect(status.refreshing.mode).toBe('full');
    expect(status.refreshing.resumeAt).toBeGreaterThan(from);
    expect(status.refreshing.fetched).toBeGreaterThan(0);
    expect(status.refreshing.total).toBe(total);
  } else {
    expect(watch.since(from).filter(isRefreshPage).length).toBeGreaterThan(0);
    expect(status.refreshedAt).toBeGreaterThanOrEqual(from);
    expect(status.fullAt).toBeGreaterThanOrEqual(from);
    expect(status.count).toBe(Math.min(total!, INDEX_CAP));
  }
}
