import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../../lib/api';
import { indexStatus, RATE_WINDOW_MS, refreshLinks, searchIndex } from '../../../lib/link-index';
import { UNKNOWN_BUDGET } from '../../../lib/link-index/refresh';
import { fakeLister, makeLinks, ORIGIN, SCOPE, scopeOf } from './fixtures';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';

// The real server allows 60 requests a minute per client IP, counted before the key is checked:
// a refresh that took them all would leave the user's own requests a 429 for the rest of the
// minute. These run against the reference server with its rate limit on (10 a minute here).
const LIMIT = 10;

let server: RefServer;
let client: ApiClient;
let time: number;
const now = () => time;
const listCalls = () => server.apiRequests().filter((r) => r.path === '/api/v1/links');
const pagesAsked = () => listCalls().map((r) => Number(r.query.page?.[0]));

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 1000 } });
  client = createClient({ baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setRateLimit({ limit: LIMIT, windowMs: RATE_WINDOW_MS });
  time = 1_700_000_000_000;
});

/** The next minute: the server's window starts over. */
function nextWindow(): void {
  time += RATE_WINDOW_MS;
  server.setRateLimit({ limit: LIMIT, windowMs: RATE_WINDOW_MS });
}

describe('an index refresh under the server’s rate limit', () => {
  it('spends at most half of what remains, then pauses with what it has indexed searchable', async () => {
    const first = await refreshLinks(client, scopeOf(server.origin), { now });
    expect(first).toMatchObject({ mode: 'full', pages: LIMIT / 2, count: 500, total: 1000, resumeAt: time + RATE_WINDOW_MS });
    expect(listCalls()).toHaveLength(LIMIT / 2);
    // Half the minute's budget is left for what the user does meanwhile.
    const answer = await fetch(`${server.url}/api/v1/account`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(LIMIT / 2 - 1);
    // Search answers from the links indexed so far.
    const newest = server.db.links.filter(isMine).reduce((a, b) => (a.id > b.id ? a : b));
    expect((await searchIndex(scopeOf(server.origin), newest.alias))[0]?.link.id).toBe(newest.id);
    expect((await indexStatus(scopeOf(server.origin), time)).refreshing).toEqual({ mode: 'full', fetched: 500, total: 1000, resumeAt: time + RATE_WINDOW_MS });
  });

  it('asks nothing before its time, then goes on from its stored cursor (the page before, again) to the end', async () => {
    await refreshLinks(client, scopeOf(server.origin), { now });
    server.clearRequests();
    time += 1000;
    expect(await refreshLinks(client, scopeOf(server.origin), { now })).toMatchObject({ pages: 0, resumeAt: time - 1000 + RATE_WINDOW_MS });
    expect(listCalls()).toHaveLength(0);

    nextWindow();
    const second = await refreshLinks(client, scopeOf(server.origin), { now });
    expect(pagesAsked()).toEqual([5, 6, 7, 8, 9]);
    expect(second.resumeAt).toBe(time + RATE_WINDOW_MS);
    nextWindow();
    server.clearRequests();
    const last = await refreshLinks(client, scopeOf(server.origin), { now });
    expect(pagesAsked()).toEqual([9, 10]);
    expect(last).toEqual({ mode: 'full', pages: 2, count: 1000, total: 1000 });
    expect((await indexStatus(scopeOf(server.origin), time)).refreshing).toBeUndefined();
  });

  it('resumes after the worker restarted: a fresh module goes on from the stored cursor, and links deleted meanwhile leave', async () => {
    await refreshLinks(client, scopeOf(server.origin), { now });
    // Deleted on the server while paused: one among the links indexed, one among those to come.
    const mine = server.db.links.filter(isMine).sort((a, b) => b.id - a.id);
    const gone = [mine[10]!.id, mine[900]!.id];
    server.db.links = server.db.links.filter((l) => !gone.includes(l.id));
    vi.resetModules();
    const restarted = await import('../../../lib/link-index');
    for (let result = { resumeAt: 1 } as { resumeAt?: number }; result.resumeAt; ) {
      nextWindow();
      result = await restarted.refreshLinks(client, scopeOf(server.origin), { now });
    }
    const ids = (await restarted.recentFromIndex(scopeOf(server.origin), 2000)).map((l) => l.id);
    // Every link still on the server, none missed though the pages moved; the one deleted above where it stood stays until the next full refresh.
    expect(ids).toHaveLength(999);
    expect(ids).not.toContain(gone[1]);
    await restarted.refreshLinks(client, scopeOf(server.origin), { now, full: true }).then(async (r) => {
      for (let result = r; result.resumeAt; ) {
        nextWindow();
        result = await restarted.refreshLinks(client, scopeOf(server.origin), { now });
      }
    });
    expect((await restarted.recentFromIndex(scopeOf(server.origin), 2000)).map((l) => l.id)).toHaveLength(998);
  });

  it('a link deleted on the server leaves the index at the end of a paced full refresh', async () => {
    server.setRateLimit(false);
    await refreshLinks(client, scopeOf(server.origin), { now });
    const oldest = server.db.links.filter(isMine).reduce((a, b) => (a.id < b.id ? a : b));
    server.db.links = server.db.links.filter((l) => l.id !== oldest.id);
    nextWindow();
    let result = await refreshLinks(client, scopeOf(server.origin), { now, full: true });
    while (result.resumeAt) {
      expect((await indexStatus(scopeOf(server.origin), time)).count).toBe(1000);
      nextWindow();
      result = await refreshLinks(client, scopeOf(server.origin), { now });
    }
    expect((await indexStatus(scopeOf(server.origin), time)).count).toBe(999);
    expect((await searchIndex(scopeOf(server.origin), oldest.alias, 100)).map((hit) => hit.link.id)).not.toContain(oldest.id);
  });

  it('a 429 pauses it for as long as the server asks, without losing its place', async () => {
    server.inject({ status: 429, headers: { 'Retry-After': '42' }, match: { path: '/api/v1/links' } });
    const result = await refreshLinks(client, scopeOf(server.origin), { now });
    expect(result).toMatchObject({ pages: 0, count: 0, resumeAt: time + 42_000 });
    time += 42_000;
    server.clearRequests();
    await refreshLinks(client, scopeOf(server.origin), { now });
    expect(pagesAsked()[0]).toBe(1);
  });

  it.each([
    ['2147484', 600_000],
    ['0', 1000],
  ])('a Retry-After of %s s pauses it within 1 s – 10 min (issue 29)', async (header, ms) => {
    server.inject({ status: 429, headers: { 'Retry-After': header }, match: { path: '/api/v1/links' } });
    expect(await refreshLinks(client, scopeOf(server.origin), { now })).toMatchObject({ pages: 0, resumeAt: time + ms });
  });

  it('a server that says nothing of its limit (headers hidden from a cross-origin request) gets a third of phpShort’s', async () => {
    const db = { links: makeLinks(5000) };
    const silent = fakeLister(db);
    const list = silent.links.list.getMockImplementation()!;
    silent.links.list.mockImplementation(async (query) => ({ ...(await list(query)), rate: undefined }));
    const result = await refreshLinks(silent, SCOPE, { now });
    expect(result).toMatchObject({ pages: UNKNOWN_BUDGET, resumeAt: time + RATE_WINDOW_MS });
  });
});
