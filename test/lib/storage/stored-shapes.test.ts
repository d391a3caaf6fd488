import { fakeBrowser } from 'wxt/testing/fake-browser';
import { describe, expect, it } from 'vitest';
import { loadBackgroundResult } from '../../../lib/background/result';
import { loadBatch } from '../../../lib/bulk/batch';
import { readCursor } from '../../../lib/link-index/cursor';
import { readQueue } from '../../../lib/queue/queue';

// What storage holds was written by some version of Linklet, or by nobody we know: each stored
// item read through its zod schema is taken only in the shape this version writes, else as none.
const at = Date.UTC(2026, 11, 2);
const cursor = { v: 2, origin: 'https://sho.rt', mode: 'quick', page: 3, startedAt: at, updatedAt: at, below: 900, fetched: 200, total: null, resumeAt: 0 };
const result = { shortUrl: 'https://sho.rt/a', url: 'https://example.com/', at: new Date(at).toISOString(), copied: false, source: 'context-menu' };
const batch = {
  v: 1,
  origin: 'https://sho.rt',
  input: 'https://a.org',
  options: { domainId: 1, spaceId: null, pixelIds: [] },
  items: [{ url: 'https://a.org/', state: 'waiting' }],
};
const queued = { id: 'q1', origin: 'https://sho.rt', input: { url: 'https://a.org/' }, state: 'waiting', at, profileId: 'default' };

describe('stored items read by their schemas', () => {
  it('the index refresh cursor: resumed as written; another version, a page that is no integer or no origin is not', async () => {
    const scope = { profileId: 'default', origin: 'https://sho.rt' };
    await fakeBrowser.storage.local.set({ linkIndexRefresh: cursor });
    expect(await readCursor(scope, at + 1000)).toEqual(cursor);
    for (const odd of [{ ...cursor, v: 1 }, { ...cursor, page: 2.5 }, { ...cursor, origin: 7 }, { ...cursor, below: '900' }, 'nonsense']) {
      await fakeBrowser.storage.local.set({ linkIndexRefresh: odd });
      expect(await readCursor(scope, at + 1000)).toBeNull();
    }
  });

  it('the last background result: shown as written; an unknown source or a missing field is none', async () => {
    await fakeBrowser.storage.local.set({ lastBackgroundResult: result });
    expect(await loadBackgroundResult()).toEqual(result);
    for (const odd of [{ ...result, source: 'elsewhere' }, { ...result, copied: 'no' }, { shortUrl: result.shortUrl }, null]) {
      await fakeBrowser.storage.local.set({ lastBackgroundResult: odd });
      expect(await loadBackgroundResult()).toBeNull();
    }
  });

  it('a bulk batch: resumed as written; an item without its URL or options without pixels is not', async () => {
    await fakeBrowser.storage.local.set({ bulkBatch: batch });
    expect(await loadBatch()).toEqual(batch);
    for (const odd of [
      { ...batch, items: [{ state: 'waiting' }] },
      { ...batch, options: { domainId: 1 } },
      { ...batch, v: 2 },
    ]) {
      await fakeBrowser.storage.local.set({ bulkBatch: odd });
      expect(await loadBatch()).toBeNull();
    }
  });

  it('the offline queue: each item kept only in a state it can be in', async () => {
    await fakeBrowser.storage.local.set({ shortenQueue: [queued, { ...queued, id: 'q2', state: 'odd' }, { ...queued, id: 'q3', input: {} }] });
    expect((await readQueue()).map((item) => item.id)).toEqual(['q1']);
  });
});
