import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../../lib/api';
import { indexStatus, RATE_WINDOW_MS, refreshLinks, searchIndex } from '../../../lib/link-index';
import { GUEST_PAUSE_MS, GUEST_WINDOW_MS } from '../../../lib/link-index/guest';
import { readHead } from '../../../lib/link-index/store';
import { fakeLister, makeLinks, SCOPE, scopeOf } from './fixtures';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';

// The real server allows 60 requests a minute per client IP, counted before the key is checked,
// shared by everyone behind that address: a refresh that took them would leave the user's own
// requests a 429 for the rest of the minute. These run against the reference server with its
// rate limit on, as phpShort's: 60 a minute. The refresh takes a quarter of what remains (15).
const LIMIT = 60;
const BURST = 15;
const LINKS = 3000;

let server: RefServer;
let client: ApiClient;
let time: number;
const now = () => time;
const listCalls = () => server.apiRequests().filter((r) => r.path === '/api/v1/links');
const pagesAsked = () => listCalls().map((r) => Number(r.query.page?.[0]));

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: LINKS } });
  client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey, retries: 0 });
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
  time += GUEST_WINDOW_MS;
  server.setRateLimit({ limit: LIMIT, windowMs: RATE_WINDOW_MS });
}

describe('an index refresh under the server’s rate limit', () => {
  it('spends at most a quarter of what remains, then pauses with what it has indexed searchable', async () => {
    const first = await refreshLinks(client, scopeOf(server.origin), { now });
    expect(first).toMatchObject({ mode: 'full', pages: BURST, count: BURST * 100, total: LINKS, resumeAt: time + GUEST_WINDOW_MS });
    expect(listCalls()).toHaveLength(BURST);
    // Three quarters of the minute's budget are left for what the user does meanwhile.
    const answer = await fetch(`${server.url}/api/v1/account`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(LIMIT - BURST - 1);
    // Search answers from the links indexed so far.
    const newest = server.db.links.filter(isMine).reduce((a, b) => (a.id > b.id ? a : b));
    expect((await searchIndex(scopeOf(server.origin), newest.alias))[0]?.link.id).toBe(newest.id);
    // Its pace, for the time the rest takes (./progress.test.ts): the window and its use.
    expect((await indexStatus(scopeOf(server.origin), time)).refreshing).toMatchObject({
      mode: 'full',
      fetched: BURST * 100,
      total: LINKS,
      resumeAt: time + GUEST_WINDOW_MS,
      updatedAt: time,
      burst: { at: time, pages: BURST, budget: BURST },
    });
  });

  it('never leaves the user fewer than 30 of the minute: a budget another client spent leaves it one page', async () => {
    for (let i = 0; i < 25; i++)
      await fetch(`${server.url}/api/v1/links?per_page=10`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    server.clearRequests();
    // 35 remained: a quarter is 8, but only 5 may go without leaving fewer than 30.
    expect(await refreshLinks(client, scopeOf(server.origin), { now })).toMatchObject({ pages: 5, resumeAt: time + GUEST_WINDOW_MS });
    server.setRateLimit({ limit: LIMIT, windowMs: RATE_WINDOW_MS });
    for (let i = 0; i < 30; i++)
      await fetch(`${server.url}/api/v1/links?per_page=10`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    time += GUEST_WINDOW_MS;
    server.clearRequests();
    expect(await refreshLinks(client, scopeOf(server.origin), { now })).toMatchObject({ pages: 1, resumeAt: time + GUEST_WINDOW_MS });
  });

  it('asks nothing while the user’s own requests are on their way: it looks again later', async () => {
    let busy = true;
    const mustYield = () => busy;
    expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield })).toMatchObject({ pages: 0, resumeAt: time + GUEST_PAUSE_MS });
    expect(listCalls()).toHaveLength(0);
    time += GUEST_PAUSE_MS;
    busy = false;
    expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield })).toMatchObject({ pages: BURST });
    // The user comes back mid-burst: the refresh stops before its next request.
    nextWindow();
    server.clearRequests();
    let asked = 0;
    const result = await refreshLinks(client, scopeOf(server.origin), { now, mustYield: () => ++asked > 3 });
    expect(result).toMatchObject({ pages: 3, resumeAt: time + GUEST_PAUSE_MS });
    expect(listCalls()).toHaveLength(3);
  });

  it('asks nothing before its time, then goes on from its stored cursor where it stood, to the end', async () => {
    await refreshLinks(client, scopeOf(server.origin), { now });
    server.clearRequests();
    time += 1000;
    expect(await refreshLinks(client, scopeOf(server.origin), { now })).toMatchObject({ pages: 0, resumeAt: time - 1000 + GUEST_WINDOW_MS });
    expect(listCalls()).toHaveLength(0);

    nextWindow();
    const last = await refreshLinks(client, scopeOf(server.origin), { now });
    // The server's count did not fall: no link above moved the pages up, so no page is asked twice.
    expect(pagesAsked()).toEqual(Array.from({ length: BURST }, (_, i) => BURST + 1 + i));
    expect(last).toEqual({ mode: 'full', pages: BURST, count: LINKS, total: LINKS });
    expect((await indexStatus(scopeOf(server.origin), time)).refreshing).toBeUndefined();
  });

  it('a server that gives no count: after a pause, the page before is asked again (a deletion meanwhile cannot be told)', async () => {
    const db = { links: makeLinks(5000) };
    const uncounted = fakeLister(db);
    const list = uncounted.links.list.getMockImplementation()!;
    uncounted.links.list.mockImplementation(async (query) => {
      const page = await list(query);
      return {
        ...page,
        meta: { current_page: page.meta.current_page, per_page: page.meta.per_page },
        rate: { limit: LIMIT, remaining: LIMIT - 1 - uncounted.links.list.mock.calls.length },
      };
    });
    await refreshLinks(uncounted, SCOPE, { now });
    const before = uncounted.links.list.mock.calls.length;
    time += GUEST_WINDOW_MS;
    await refreshLinks(uncounted, SCOPE, { now });
    expect(uncounted.links.list.mock.calls[before]![0].page).toBe(before);
  });

  it('resumes after the worker restarted: a fresh module goes on from the stored cursor, and links deleted meanwhile leave', async () => {
    await refreshLinks(client, scopeOf(server.origin), { now });
    // Deleted on the server while paused: one among the links indexed, one among those to come.
    const mine = server.db.links.filter(isMine).sort((a, b) => b.id - a.id);
    const gone = [mine[10]!.id, mine[2900]!.id];
    server.db.links = server.db.links.filter((l) => !gone.includes(l.id));
    vi.resetModules();
    const restarted = await import('../../../lib/link-index');
    for (let result = { resumeAt: 1 } as { resumeAt?: number }; result.resumeAt; ) {
      nextWindow();
      result = await restarted.refreshLinks(client, scopeOf(server.origin), { now });
    }
    const ids = (await restarted.recentFromIndex(scopeOf(server.origin), LINKS)).map((l) => l.id).sort((a, b) => a - b);
    // Exactly the links still on the server, none missed though the pages moved: the one deleted
    // above where it stood made the index hold one more than the server counts, so it read again.
    expect(ids).toEqual(
      server.db.links
        .filter(isMine)
        .map((l) => l.id)
        .sort((a, b) => a - b),
    );
    expect(ids).not.toContain(gone[0]);
  });

  it('a link deleted on the server leaves the index at the end of a paced full refresh', async () => {
    server.setRateLimit(false);
    await refreshLinks(client, scopeOf(server.origin), { now });
    const oldest = server.db.links.filter(isMine).reduce((a, b) => (a.id < b.id ? a : b));
    server.db.links = server.db.links.filter((l) => l.id !== oldest.id);
    nextWindow();
    let result = await refreshLinks(client, scopeOf(server.origin), { now, full: true });
    while (result.resumeAt) {
      expect((await indexStatus(scopeOf(server.origin), time)).count).toBe(LINKS);
      nextWindow();
      result = await refreshLinks(client, scopeOf(server.origin), { now });
    }
    expect((await indexStatus(scopeOf(server.origin), time)).count).toBe(LINKS - 1);
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

  it('a server that says nothing of its limit (headers hidden from a cross-origin request) is taken for phpShort’s: a quarter of 60', async () => {
    const db = { links: makeLinks(5000) };
    const silent = fakeLister(db);
    const list = silent.links.list.getMockImplementation()!;
    silent.links.list.mockImplementation(async (query) => ({ ...(await list(query)), rate: undefined }));
    const result = await refreshLinks(silent, SCOPE, { now });
    expect(result).toMatchObject({ pages: BURST, resumeAt: time + GUEST_WINDOW_MS });
  });
});

describe('an index refresh that waits for the user’s requests (issue 40)', () => {
  /** A user whose requests are on their way while `busy` says so. */
  const user = { busy: false };
  const mustYield = () => user.busy;
  beforeEach(() => {
    user.busy = false;
  });

  it('a pause for the user never buys a new budget: the window’s pages stay within its share', async () => {
    let asked = 0;
    // The user shortens after the refresh’s fifth page.
    const first = await refreshLinks(client, scopeOf(server.origin), { now, mustYield: () => ++asked > 5 });
    expect(first).toMatchObject({ pages: 5, yielded: true, resumeAt: time + GUEST_PAUSE_MS });
    // Done a few seconds later, in the same minute: the rest of the window’s share, no more.
    time += 3000;
    const second = await refreshLinks(client, scopeOf(server.origin), { now, mustYield, userDone: true });
    expect(second).toMatchObject({ pages: BURST - 5, resumeAt: time - 3000 + GUEST_WINDOW_MS });
    expect(listCalls()).toHaveLength(BURST);
    // Going on where it stood: no page asked twice after a moment’s pause.
    expect(pagesAsked()).toEqual(Array.from({ length: BURST }, (_, i) => i + 1));
  });

  it('waits before its time only for the rate limit: the user’s requests done, it goes on at once', async () => {
    user.busy = true;
    expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield })).toMatchObject({ pages: 0, yielded: true });
    user.busy = false;
    // Still busy-paused without being told the user is done (its alarm would come in 30 s)…
    expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield })).toMatchObject({ pages: 0, yielded: true });
    // …and on at once when told.
    expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield, userDone: true })).toMatchObject({ pages: BURST });
  });

  it('a refresh the user asks for goes on from a pause for the user (a v44 run saw it answer “0 of null links”)', async () => {
    user.busy = true;
    await refreshLinks(client, scopeOf(server.origin), { now, mustYield });
    const asked = await refreshLinks(client, scopeOf(server.origin), { now, full: true });
    expect(asked).toMatchObject({ pages: BURST, total: LINKS, count: BURST * 100 });
    expect((await indexStatus(scopeOf(server.origin), time)).refreshing).toMatchObject({ fetched: BURST * 100, total: LINKS });
  });

  it('a refresh the user asks for while one is waiting for their requests goes on by itself, not with the pause it shared', async () => {
    let answer: ((busy: boolean) => void) | undefined;
    // A full refresh the background started (a new key was saved), waiting for the user's requests.
    const waiting = refreshLinks(client, scopeOf(server.origin), { now, full: true, mustYield: () => new Promise<boolean>((resolve) => (answer = resolve)) });
    const asked = refreshLinks(client, scopeOf(server.origin), { now, full: true });
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(true);
    expect(await waiting).toMatchObject({ pages: 0, yielded: true });
    expect(await asked).toMatchObject({ pages: BURST, count: BURST * 100 });
  });

  it('ends its window as soon as an answer says 30 or fewer remain, whoever spent them', async () => {
    let asked = 0;
    // Another client behind the address spends 20 requests after the refresh’s third page.
    const others = async () => {
      for (let i = 0; i < 20; i++)
        await fetch(`${server.url}/api/v1/links?per_page=10`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    };
    const result = await refreshLinks(client, scopeOf(server.origin), { now, mustYield: async () => (++asked === 4 && (await others()), false) });
    // 59, 58, 57 left after its first three pages; 36 after the fourth; 30 after the tenth.
    expect(result).toMatchObject({ pages: 10, resumeAt: time + GUEST_WINDOW_MS });
    const answer = await fetch(`${server.url}/api/v1/account`, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.apiKey}` } });
    expect(Number(answer.headers.get('x-ratelimit-remaining'))).toBe(29);
  });

  it('a pause with nothing new leaves the index as it is: its revision does not change', async () => {
    let asked = 0;
    await refreshLinks(client, scopeOf(server.origin), { now, mustYield: () => ++asked > 2 });
    const rev = (await readHead(scopeOf(server.origin), true))?.rev;
    user.busy = true;
    for (let i = 0; i < 3; i++)
      expect(await refreshLinks(client, scopeOf(server.origin), { now, mustYield, userDone: true })).toMatchObject({ pages: 0, yielded: true });
    expect((await readHead(scopeOf(server.origin), true))?.rev).toBe(rev);
  });
});
