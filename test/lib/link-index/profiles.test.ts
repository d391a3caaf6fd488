import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearIndex, indexStatus, refreshLinks, searchIndex, upsertLinks } from '../../../lib/link-index';
import { DB_NAME } from '../../../lib/link-index/idb';
import type { IndexHead } from '../../../lib/link-index/store';
import { commitFull, fakeLister, makeLink, makeLinks, ORIGIN, SCOPE, scopeOf } from './fixtures';

const OTHER = scopeOf('https://other.example', 'p-2');
const stored = async (key: string) => (await fakeBrowser.storage.local.get(key))[key];
const chunkKeys = async (key: string) => ((await stored(key)) as IndexHead).chunks.map((chunk) => chunk.key);

/** The keys of the chunks' texts in IndexedDB (every store holds the same keys). */
async function keysInDb(): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const open = indexedDB.open(DB_NAME);
    open.onsuccess = () => resolve(open.result);
  });
  const request = db.transaction('text').objectStore('text').getAllKeys();
  const keys = await new Promise<IDBValidKey[]>((resolve) => (request.onsuccess = () => resolve(request.result)));
  db.close();
  return keys.map(String).sort();
}

describe('an index per profile', () => {
  it('keeps the first profile’s under the items of versions before profiles, another’s under its id', async () => {
    await commitFull(SCOPE, makeLinks(3));
    await commitFull(OTHER, [makeLink(9, { title: 'Other account' })]);
    expect(await stored('linkIndexHead')).toMatchObject({ origin: ORIGIN, count: 3 });
    expect(await stored('linkIndexHead.p-2')).toMatchObject({ origin: OTHER.origin, count: 1 });
  });

  it('reads an index the version before profiles wrote as the first profile’s, unchanged', async () => {
    await commitFull(SCOPE, makeLinks(5));
    const before = await stored('linkIndexHead');
    expect((await indexStatus(SCOPE)).count).toBe(5);
    expect(await searchIndex(scopeOf(ORIGIN, 'p-2'), 'page')).toEqual([]);
    expect(await stored('linkIndexHead')).toEqual(before);
  });

  it('writes one profile’s without touching another’s head or chunks', async () => {
    await commitFull(SCOPE, makeLinks(3));
    const head = await stored('linkIndexHead');
    await upsertLinks(OTHER, [makeLink(50, { title: 'Only here' })]);
    expect(await stored('linkIndexHead')).toEqual(head);
    expect((await searchIndex(OTHER, 'only here')).map((hit) => hit.link.id)).toEqual([50]);
    expect(await searchIndex(SCOPE, 'only here')).toEqual([]);
  });

  it('answers a profile only for the origin its index was filled from', async () => {
    await commitFull(OTHER, makeLinks(2));
    expect(await searchIndex(scopeOf(ORIGIN, 'p-2'), 'page')).toEqual([]);
  });

  it('clears one profile’s head, cursor and chunks, and leaves the other’s', async () => {
    await commitFull(SCOPE, makeLinks(3));
    await commitFull(OTHER, [makeLink(9, { title: 'Other account' })]);
    await fakeBrowser.storage.local.set({ 'linkIndexRefresh.p-2': { v: 2 } });
    const kept = await chunkKeys('linkIndexHead');
    await clearIndex('p-2');
    expect(await stored('linkIndexHead.p-2')).toBeUndefined();
    expect(await stored('linkIndexRefresh.p-2')).toBeUndefined();
    expect(await keysInDb()).toEqual([...kept].sort());
    expect((await indexStatus(SCOPE)).count).toBe(3);
    await clearIndex('default');
    expect(await keysInDb()).toEqual([]);
  });

  it('refreshes into the index of the profile it started for, with a cursor of its own', async () => {
    await commitFull(SCOPE, makeLinks(2));
    const lister = fakeLister({ links: makeLinks(250) });
    const list = lister.links.list.getMockImplementation()!;
    // The server says one request remains: the refresh takes one page and pauses.
    lister.links.list.mockImplementation(async (query) => ({ ...(await list(query)), rate: { limit: 60, remaining: 1 } }));
    const paused = await refreshLinks(lister, OTHER, { full: true });
    expect(paused.resumeAt).toBeGreaterThan(0);
    expect(await stored('linkIndexRefresh.p-2')).toMatchObject({ origin: OTHER.origin, page: 2 });
    expect(await stored('linkIndexRefresh')).toBeUndefined();
    expect((await indexStatus(OTHER)).count).toBe(100);
    expect((await indexStatus(SCOPE)).count).toBe(2);
  });

  it('runs refreshes of two profiles one after the other, each into its own index', async () => {
    const [a, b] = await Promise.all([
      refreshLinks(fakeLister({ links: makeLinks(150) }), SCOPE, { full: true }),
      refreshLinks(fakeLister({ links: makeLinks(40) }), OTHER, { full: true }),
    ]);
    expect([a.count, b.count]).toEqual([150, 40]);
    expect([(await indexStatus(SCOPE)).count, (await indexStatus(OTHER)).count]).toEqual([150, 40]);
  });
});
