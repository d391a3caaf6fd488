import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  clearIndex,
  findByShortUrl,
  findByUrl,
  INDEX_CAP,
  indexStatus,
  recentFromIndex,
  removeLink,
  searchIndex,
  upsertLinks,
} from '../../../lib/link-index';

import { CHANGES_LIMIT } from '../../../lib/link-index/store';
import { LINK_INDEX_CHANGES_ITEM, LINK_INDEX_ITEM } from '../../../lib/storage-items';
import { commitFull, makeLink, makeLinks, ORIGIN } from './fixtures';

async function stored() {
  const all = await fakeBrowser.storage.local.get([LINK_INDEX_ITEM.key.slice(6), LINK_INDEX_CHANGES_ITEM.key.slice(6)]);
  return { base: all.linkIndex as any, changes: all.linkIndexChanges as any };
}

describe('the link index in storage', () => {
  beforeEach(async () => {
    await commitFull(ORIGIN, makeLinks(30), 0, 1000);
  });

  it('answers the newest links first', async () => {
    expect((await recentFromIndex(ORIGIN, 3)).map((l) => l.id)).toEqual([30, 29, 28]);
  });

  it('shows a saved link at once, new or edited', async () => {
    await upsertLinks(ORIGIN, [makeLink(31, { alias: 'fresh' }), makeLink(5, { title: 'Renamed page' })]);
    expect((await recentFromIndex(ORIGIN, 1))[0]?.alias).toBe('fresh');
    expect((await searchIndex(ORIGIN, 'renamed')).map((h) => h.link.id)).toEqual([5]);
    expect((await findByUrl(ORIGIN, 'https://example.com/page/5'))?.title).toBe('Renamed page');
    expect((await indexStatus(ORIGIN)).count).toBe(31);
  });

  it('forgets a deleted link at once', async () => {
    await removeLink(ORIGIN, 30);
    expect((await recentFromIndex(ORIGIN, 1))[0]?.id).toBe(29);
    expect(await findByUrl(ORIGIN, 'https://example.com/page/30')).toBeNull();
  });

  it('writes a save to the small changes item, not the whole index', async () => {
    const before = (await stored()).base;
    await upsertLinks(ORIGIN, [makeLink(31)]);
    const after = await stored();
    expect(after.base).toEqual(before);
    expect(after.changes.changes).toEqual([expect.objectContaining({ id: 31 })]);
  });

  it('folds the changes into the index once there are many', async () => {
    for (let i = 0; i <= CHANGES_LIMIT; i++) await upsertLinks(ORIGIN, [makeLink(100 + i)]);
    const { base, changes } = await stored();
    expect(changes.changes).toEqual([]);
    expect(base.links).toHaveLength(30 + CHANGES_LIMIT + 1);
    expect(changes.baseRev).toBe(base.rev);
    expect((await indexStatus(ORIGIN)).count).toBe(30 + CHANGES_LIMIT + 1);
  });

  it('keeps only the fields the UI needs', async () => {
    await upsertLinks(ORIGIN, [
      makeLink(31, { password: 'secret', country: [{ key: 'US', value: 'https://us.example' }], pixels: [{ id: 3 }] } as never),
    ]);
    const { changes } = await stored();
    expect(changes.changes[0].link).toEqual({
      id: 31,
      url: 'https://example.com/page/31',
      short_url: 'https://sho.rt/a31',
      alias: 'a31',
      title: 'Page 31',
      clicks: 0,
      domain: { id: 1, name: 'sho.rt' },
      created_at: '2024-05-01T10:00:00.000000Z',
    });
  });

  it('keeps at most INDEX_CAP links, the newest', async () => {
    await commitFull(ORIGIN, makeLinks(INDEX_CAP + 5), 0, 2000);
    await upsertLinks(ORIGIN, [makeLink(INDEX_CAP + 6)]);
    const recent = await recentFromIndex(ORIGIN, INDEX_CAP + 10);
    expect(recent).toHaveLength(INDEX_CAP);
    expect(recent[0]?.id).toBe(INDEX_CAP + 6);
    expect(recent.at(-1)?.id).toBe(7);
  });

  it('finds links by destination and by short URL', async () => {
    expect((await findByUrl(ORIGIN, 'https://example.com/page/12'))?.id).toBe(12);
    expect((await findByShortUrl(ORIGIN, 'https://sho.rt/a13'))?.id).toBe(13);
    expect(await findByUrl(ORIGIN, 'https://example.com/page/')).toBeNull();
  });

  it('never answers an index made for another instance', async () => {
    expect(await recentFromIndex('https://other.example', 5)).toEqual([]);
    expect(await searchIndex('https://other.example', 'page')).toEqual([]);
    // A save for the new instance starts its own index.
    await upsertLinks('https://other.example', [makeLink(1, { alias: 'elsewhere' })]);
    expect((await recentFromIndex('https://other.example', 5)).map((l) => l.alias)).toEqual(['elsewhere']);
    expect(await recentFromIndex(ORIGIN, 5)).toEqual([]);
  });

  it('never holds the API key', async () => {
    await fakeBrowser.storage.local.set({ apiKey: { origin: ORIGIN, key: 'sk-very-secret' } });
    await upsertLinks(ORIGIN, [makeLink(31)]);
    const { base, changes } = await stored();
    expect(JSON.stringify([base, changes])).not.toContain('sk-very-secret');
  });

  it('survives a worker restart: a fresh module reads the same index from storage', async () => {
    await upsertLinks(ORIGIN, [makeLink(31, { alias: 'kept' })]);
    vi.resetModules();
    const fresh = await import('../../../lib/link-index');
    expect((await fresh.searchIndex(ORIGIN, 'kept')).map((h) => h.link.id)).toEqual([31]);
    expect((await fresh.recentFromIndex(ORIGIN, 2)).map((l) => l.id)).toEqual([31, 30]);
  });

  it('notices a change made by another writer instead of answering from memory', async () => {
    expect((await searchIndex(ORIGIN, 'a7')).map((h) => h.link.id)).toEqual([7]);
    await fakeBrowser.storage.local.clear();
    expect(await searchIndex(ORIGIN, 'a7')).toEqual([]);
  });

  it('is emptied by clearIndex', async () => {
    await clearIndex();
    expect(await stored()).toEqual({ base: undefined, changes: undefined });
    expect(await indexStatus(ORIGIN)).toEqual({ count: 0, refreshedAt: 0, fullAt: 0 });
  });

  it('applies concurrent saves one after another, losing none', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => upsertLinks(ORIGIN, [makeLink(100 + i)])));
    expect((await indexStatus(ORIGIN)).count).toBe(50);
  });
});
