import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api';
import { FULL_REFRESH_MS, indexStatus, isStale, recentFromIndex, refreshLinks, removeLink, searchIndex, STALE_MS, upsertLinks } from '../../../lib/link-index';
import { startServer, type RefServer } from '../../server';
import { isMine } from '../../server/types';
import { fakeLister, makeLink, makeLinks, SCOPE, scopeOf } from './fixtures';

const ids = async (limit = 5) => (await recentFromIndex(SCOPE, limit)).map((l) => l.id);

describe('refreshLinks', () => {
  let db: { links: ReturnType<typeof makeLinks> };
  let client: ReturnType<typeof fakeLister>;
  let time: number;
  const now = () => time;

  beforeEach(() => {
    db = { links: makeLinks(250) };
    client = fakeLister(db);
    time = 1_000_000;
  });

  it('fills an empty index page by page, newest first, 100 a page', async () => {
    const result = await refreshLinks(client, SCOPE, { now });
    expect(result).toEqual({ mode: 'full', count: 250, pages: 3, total: 250 });
    expect(client.links.list.mock.calls.map(([q]) => q)).toEqual([1, 2, 3].map((page) => ({ sort_by: 'id', sort: 'desc', per_page: 100, page })));
    expect(await ids(3)).toEqual([250, 249, 248]);
    expect(await indexStatus(SCOPE)).toEqual({ count: 250, refreshedAt: time, fullAt: time });
  });

  it('then refreshes quickly: one request when nothing is new', async () => {
    await refreshLinks(client, SCOPE, { now });
    client.links.list.mockClear();
    time += STALE_MS;
    const result = await refreshLinks(client, SCOPE, { now });
    expect(result).toEqual({ mode: 'quick', count: 250, pages: 1, total: 250 });
    expect((await indexStatus(SCOPE)).refreshedAt).toBe(time);
  });

  it('pages a quick refresh only until a page holds nothing new or changed', async () => {
    await refreshLinks(client, SCOPE, { now });
    db.links.push(...Array.from({ length: 120 }, (_, i) => makeLink(251 + i)));
    db.links[0] = makeLink(1, { title: 'Edited elsewhere' });
    client.links.list.mockClear();
    const result = await refreshLinks(client, SCOPE, { now });
    // Page 1: 370…271 (new), page 2: 270…171 (some new), page 3: 170…71 (all known) → stop.
    expect(result).toEqual({ mode: 'quick', count: 370, pages: 3, total: 370 });
    expect(await ids(1)).toEqual([370]);
    // An old link edited on the server waits for the next full refresh.
    expect((await searchIndex(SCOPE, 'edited elsewhere')).length).toBe(0);
  });

  it('does a full refresh when the last one is a day old, dropping links deleted on the server', async () => {
    await refreshLinks(client, SCOPE, { now });
    db.links = db.links.filter((l) => l.id !== 100 && l.id !== 250);
    db.links[0] = makeLink(1, { title: 'Edited elsewhere' });
    time += FULL_REFRESH_MS;
    const result = await refreshLinks(client, SCOPE, { now });
    expect(result.mode).toBe('full');
    expect(result.count).toBe(248);
    expect(await ids(1)).toEqual([249]);
    expect((await searchIndex(SCOPE, 'edited elsewhere')).map((h) => h.link.id)).toEqual([1]);
  });

  it('does a full refresh when asked', async () => {
    await refreshLinks(client, SCOPE, { now });
    expect((await refreshLinks(client, SCOPE, { now, full: true })).mode).toBe('full');
  });

  it('keeps a save made through the extension while a full refresh was under way', async () => {
    await refreshLinks(client, SCOPE, { now });
    const list = client.links.list.getMockImplementation()!;
    client.links.list.mockImplementation(async (query) => {
      const page = await list(query);
      if (query.page === 2) {
        // Meanwhile, the popup edits link 250 (page 1 already fetched) and deletes link 10 (page 3 to come).
        time += 1;
        await upsertLinks(SCOPE, [makeLink(250, { title: 'Edited in the popup' })], time);
        await removeLink(SCOPE, 10, time);
      }
      return page;
    });
    await refreshLinks(client, SCOPE, { now, full: true });
    expect((await searchIndex(SCOPE, 'edited in the popup')).map((h) => h.link.id)).toEqual([250]);
    expect((await recentFromIndex(SCOPE, 300)).some((l) => l.id === 10)).toBe(false);
  });

  it('keeps the pages that arrived when a full refresh fails, and tries a full one again next time', async () => {
    const list = client.links.list.getMockImplementation()!;
    client.links.list.mockImplementation(async (query) => {
      if (query.page === 2) throw Object.assign(new Error('GET /api/v1/links: offline'), { name: 'NetworkError' });
      return list(query);
    });
    await expect(refreshLinks(client, SCOPE, { now })).rejects.toMatchObject({ name: 'NetworkError' });
    expect(await ids(1)).toEqual([250]);
    expect((await indexStatus(SCOPE)).count).toBe(100);
    client.links.list.mockImplementation(list);
    expect((await refreshLinks(client, SCOPE, { now })).mode).toBe('full');
    expect((await indexStatus(SCOPE)).count).toBe(250);
  });

  it('stops when the server ignores the page parameter', async () => {
    const list = client.links.list.getMockImplementation()!;
    client.links.list.mockImplementation((query) => list({ ...query, page: 1 }));
    const result = await refreshLinks(client, SCOPE, { now });
    expect(result.pages).toBe(2);
    expect(result.count).toBe(100);
  });

  it('runs one refresh at a time; callers during one share it', async () => {
    const [a, b] = await Promise.all([refreshLinks(client, SCOPE, { now }), refreshLinks(client, SCOPE, { now })]);
    expect(a).toBe(b);
    expect(client.links.list).toHaveBeenCalledTimes(3);
  });

  it('knows when the index is stale', async () => {
    expect(await isStale(SCOPE, time)).toBe(true);
    await refreshLinks(client, SCOPE, { now });
    expect(await isStale(SCOPE, time + STALE_MS - 1)).toBe(false);
    expect(await isStale(SCOPE, time + STALE_MS)).toBe(true);
  });
});

describe('refreshLinks against the reference server', () => {
  let server: RefServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, seed: { links: 230 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks for sort_by=id, sort=desc, per_page=100 page by page and indexes every link', async () => {
    const client = createClient({ version: 44, baseUrl: server.url, apiKey: server.apiKey });
    const result = await refreshLinks(client, scopeOf(server.origin));
    expect(result).toEqual({ mode: 'full', count: 230, pages: 3, total: 230 });
    const queries = server.apiRequests().map((r) => r.query);
    expect(queries).toEqual([1, 2, 3].map((page) => ({ sort_by: ['id'], sort: ['desc'], per_page: ['100'], page: [String(page)] })));
    const newest = server.db.links.filter(isMine).reduce((a, b) => (a.id > b.id ? a : b));
    const [first] = await recentFromIndex(scopeOf(server.origin), 1);
    expect(first).toMatchObject({ id: newest.id, alias: newest.alias, url: newest.url, title: newest.title });
    expect((await searchIndex(scopeOf(server.origin), newest.alias))[0]?.link.id).toBe(newest.id);
  });
});
