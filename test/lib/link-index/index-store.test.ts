import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearIndex, findByShortUrl, findByUrl, indexStatus, recentFromIndex, removeLink, searchIndex, upsertLinks } from '../../../lib/link-index';

import { CHUNK_SIZE, unpack } from '../../../lib/link-index/chunk';
import { DB_NAME, STORES } from '../../../lib/link-index/idb';
import type { IndexHead } from '../../../lib/link-index/store';
import { commitFull, makeLink, makeLinks, ORIGIN, SCOPE, scopeOf } from './fixtures';

const head = async () => (await fakeBrowser.storage.local.get('linkIndexHead')).linkIndexHead as IndexHead | undefined;

/** Every record of the index's IndexedDB database, by store. */
async function records(): Promise<Record<string, Map<string, unknown>>> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const open = indexedDB.open(DB_NAME);
    open.onsuccess = () => resolve(open.result);
  });
  const out: Record<string, Map<string, unknown>> = {};
  for (const name of STORES) {
    const store = db.transaction(name).objectStore(name);
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map((request) => new Promise<unknown[]>((resolve) => (request.onsuccess = () => resolve(request.result)))),
    );
    out[name] = new Map(keys!.map((key, i) => [String(key), values![i]]));
  }
  db.close();
  return out;
}

describe('the link index in storage', () => {
  beforeEach(async () => {
    await commitFull(ORIGIN, makeLinks(30), 0, 1000);
  });

  it('answers the newest links first', async () => {
    expect((await recentFromIndex(SCOPE, 3)).map((l) => l.id)).toEqual([30, 29, 28]);
  });

  it('shows a saved link at once, new or edited', async () => {
    await upsertLinks(SCOPE, [makeLink(31, { alias: 'fresh' }), makeLink(5, { title: 'Renamed page' })]);
    expect((await recentFromIndex(SCOPE, 1))[0]?.alias).toBe('fresh');
    expect((await searchIndex(SCOPE, 'renamed')).map((h) => h.link.id)).toEqual([5]);
    expect((await findByUrl(SCOPE, 'https://example.com/page/5'))?.title).toBe('Renamed page');
    expect((await indexStatus(SCOPE)).count).toBe(31);
  });

  it('forgets a deleted link at once', async () => {
    await removeLink(SCOPE, 30);
    expect((await recentFromIndex(SCOPE, 1))[0]?.id).toBe(29);
    expect(await findByUrl(SCOPE, 'https://example.com/page/30')).toBeNull();
  });

  it('writes a save to one chunk, not the whole index', async () => {
    await commitFull(ORIGIN, makeLinks(3 * CHUNK_SIZE));
    const before = (await head())!.chunks;
    expect(before.map((c) => c.n)).toEqual([CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE]);
    await upsertLinks(SCOPE, [makeLink(5, { title: 'Edited' })]);
    const after = (await head())!.chunks;
    // The oldest chunk (ids 1000…1) is replaced under a new key; the others are untouched.
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]!.key).not.toBe(before[2]!.key);
    expect([...(await records()).rows!.keys()].sort()).toEqual(after.map((c) => c.key).sort());
  });

  it('cuts a chunk grown to twice its size in two', async () => {
    await commitFull(ORIGIN, makeLinks(CHUNK_SIZE));
    await upsertLinks(
      SCOPE,
      Array.from({ length: CHUNK_SIZE + 1 }, (_, i) => makeLink(CHUNK_SIZE + 1 + i)),
    );
    expect((await head())!.chunks.map((c) => c.n)).toEqual([CHUNK_SIZE, CHUNK_SIZE, 1]);
    expect((await indexStatus(SCOPE)).count).toBe(2 * CHUNK_SIZE + 1);
    expect((await recentFromIndex(SCOPE, 1))[0]!.id).toBe(2 * CHUNK_SIZE + 1);
  });

  it('keeps only the fields the UI needs', async () => {
    await upsertLinks(SCOPE, [makeLink(31, { password: 'secret', country: [{ key: 'US', value: 'https://us.example' }], pixels: [{ id: 3 }] } as never)]);
    expect((await recentFromIndex(SCOPE, 1))[0]).toEqual({
      id: 31,
      url: 'https://example.com/page/31',
      short_url: 'https://sho.rt/a31',
      alias: 'a31',
      title: 'Page 31',
      clicks: 0,
      domain: { id: 1, name: 'sho.rt' },
      created_at: '2024-05-01T10:00:00.000000Z',
      pixel_ids: [3],
    });
  });

  it('finds links by destination and by short URL', async () => {
    expect((await findByUrl(SCOPE, 'https://example.com/page/12'))?.id).toBe(12);
    expect((await findByShortUrl(SCOPE, 'https://sho.rt/a13'))?.id).toBe(13);
    expect(await findByUrl(SCOPE, 'https://example.com/page/')).toBeNull();
  });

  it('never answers an index made for another instance', async () => {
    expect(await recentFromIndex(scopeOf('https://other.example'), 5)).toEqual([]);
    expect(await searchIndex(scopeOf('https://other.example'), 'page')).toEqual([]);
    // A save for the new instance starts its own index.
    await upsertLinks(scopeOf('https://other.example'), [makeLink(1, { alias: 'elsewhere' })]);
    expect((await recentFromIndex(scopeOf('https://other.example'), 5)).map((l) => l.alias)).toEqual(['elsewhere']);
    expect(await recentFromIndex(SCOPE, 5)).toEqual([]);
  });

  it('never holds the API key', async () => {
    await fakeBrowser.storage.local.set({ apiKey: { origin: ORIGIN, key: 'sk-very-secret' } });
    await upsertLinks(SCOPE, [makeLink(31)]);
    // Every record as the index reads it back (texts and rows are stored deflated).
    const stored = await records();
    const unpacked = await Promise.all(Object.entries(stored).flatMap(([name, m]) => [...m.values()].map((v) => unpack(name, v))));
    const everything = JSON.stringify([await head(), ...unpacked]);
    expect(everything).toContain('a31');
    expect(everything).not.toContain('sk-very-secret');
  });

  it('survives a worker restart: a fresh module reads the same index from storage', async () => {
    await upsertLinks(SCOPE, [makeLink(31, { alias: 'kept' })]);
    vi.resetModules();
    const fresh = await import('../../../lib/link-index');
    expect((await fresh.searchIndex(SCOPE, 'kept')).map((h) => h.link.id)).toEqual([31]);
    expect((await fresh.recentFromIndex(SCOPE, 2)).map((l) => l.id)).toEqual([31, 30]);
  });

  it('notices a change made by another writer instead of answering from memory', async () => {
    expect(await searchIndex(SCOPE, 'lucky')).toEqual([]);
    vi.resetModules();
    const other = await import('../../../lib/link-index');
    await other.upsertLinks(SCOPE, [makeLink(7, { title: 'Lucky seven' })]);
    expect((await searchIndex(SCOPE, 'lucky')).map((h) => h.link.id)).toEqual([7]);
    await fakeBrowser.storage.local.clear();
    expect(await searchIndex(SCOPE, 'lucky')).toEqual([]);
  });

  it('is emptied by clearIndex', async () => {
    await clearIndex('default');
    expect(await head()).toBeUndefined();
    expect(Object.values(await records()).map((m) => m.size)).toEqual([0, 0, 0]);
    expect(await indexStatus(SCOPE)).toEqual({ count: 0, refreshedAt: 0, fullAt: 0 });
  });

  it('applies concurrent saves one after another, losing none', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => upsertLinks(SCOPE, [makeLink(100 + i)])));
    expect((await indexStatus(SCOPE)).count).toBe(50);
  });
});
