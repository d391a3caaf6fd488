import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cancelQueued, enqueue, patchQueued, pendingCount, readQueue } from '../../../lib/queue/queue';

const item = (url: string) => ({ input: { url, domain_id: 1 }, profileId: 'default', origin: 'https://sho.rt', source: 'popup' as const });

describe('the offline queue in storage', () => {
  it('is kept in storage.local, so it survives a restart, and never holds the key', async () => {
    await enqueue(
      { input: { url: 'https://example.org/a', domain_id: 2, alias: 'mine', pixel_ids: [1] }, profileId: 'p-work', origin: 'https://sho.rt', source: 'popup' },
      1000,
    );
    const { shortenQueue } = await fakeBrowser.storage.local.get('shortenQueue');
    expect(shortenQueue).toEqual([
      {
        id: expect.any(String),
        input: { url: 'https://example.org/a', domain_id: 2, alias: 'mine', pixel_ids: [1] },
        profileId: 'p-work',
        origin: 'https://sho.rt',
        source: 'popup',
        state: 'waiting',
        at: 1000,
      },
    ]);
    expect(JSON.stringify(shortenQueue)).not.toMatch(/key/i);
    // A new worker reads what the last one wrote.
    expect((await readQueue()).map((q) => q.input.url)).toEqual(['https://example.org/a']);
  });

  it('reads what an older version or a bad write left as nothing rather than failing', async () => {
    await fakeBrowser.storage.local.set({ shortenQueue: [{ id: 1 }, null, { id: 'x', origin: 'o', input: { url: 'u' }, state: 'odd' }] });
    expect(await readQueue()).toEqual([]);
    await fakeBrowser.storage.local.set({ shortenQueue: 'nonsense' });
    expect(await readQueue()).toEqual([]);
  });

  it('keeps every change of changes made at once (they run one after the other)', async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => enqueue(item(`https://example.org/${name}`))));
    const items = await readQueue();
    expect(items.map((q) => q.input.url).sort()).toEqual(['a', 'b', 'c', 'd'].map((n) => `https://example.org/${n}`));
    await Promise.all([cancelQueued(items[0]!.id), patchQueued(items[1]!.id, { state: 'failed', error: 'no' })]);
    const after = await readQueue();
    expect(after).toHaveLength(3);
    expect(pendingCount(after)).toBe(2);
  });

  it('removes the item when the last one is cancelled', async () => {
    const [only] = await enqueue(item('https://example.org/a'));
    await cancelQueued(only!.id);
    expect(await fakeBrowser.storage.local.get('shortenQueue')).toEqual({});
  });
});
