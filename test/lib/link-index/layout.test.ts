import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isApiError } from '../../../lib/api/errors';
import { progressText } from '../../../lib/link-index/progress';
import { commitFull, fakeLister, makeLink, makeLinks, ORIGIN, SCOPE } from './fixtures';

// A cap of 1,000 links (the real one is 250,000), so a capped account is quick to fill.
vi.mock('../../../lib/link-index/store', async (original) => ({ ...(await original<object>()), INDEX_CAP: 1000 }));

const index = () => import('../../../lib/link-index');

describe('the index’s cap', () => {
  it('a full refresh stops at the cap, keeping the newest links, and says so', async () => {
    const { indexStatus, recentFromIndex, refreshLinks } = await index();
    const client = fakeLister({ links: makeLinks(1500) });
    const result = await refreshLinks(client, SCOPE);
    expect(result.count).toBe(1000);
    expect(client.links.list).toHaveBeenCalledTimes(10);
    expect((await recentFromIndex(SCOPE, 2000)).map((l) => l.id).at(-1)).toBe(501);
    const status = await indexStatus(SCOPE);
    expect(status).toMatchObject({ capped: true });
    expect(progressText(status)).toBe(`Search covers your newest ${new Intl.NumberFormat().format(1000)} links.`);
  });

  it('an account that fits is not capped', async () => {
    const { indexStatus, refreshLinks } = await index();
    await refreshLinks(fakeLister({ links: makeLinks(999) }), SCOPE);
    expect((await indexStatus(SCOPE)).capped).toBeUndefined();
  });

  it('a save past the cap drops the oldest links', async () => {
    const { indexStatus, recentFromIndex, upsertLinks } = await index();
    await commitFull(ORIGIN, makeLinks(1000));
    await upsertLinks(
      SCOPE,
      Array.from({ length: 1001 }, (_, i) => makeLink(2000 + i)),
    );
    expect((await indexStatus(SCOPE)).count).toBe(1000);
    expect((await recentFromIndex(SCOPE, 1))[0]!.id).toBe(3000);
  });
});

describe('a storage write the browser refuses', () => {
  it('is a StorageError (said as the browser’s storage being full), not a network error', async () => {
    const { refreshLinks } = await index();
    fakeBrowser.storage.local.set = vi.fn(async () => {
      throw new Error('QUOTA_BYTES quota exceeded');
    }) as never;
    const refresh = await refreshLinks(fakeLister({ links: makeLinks(3) }), SCOPE).catch((e: unknown) => e);
    expect(isApiError(refresh, 'StorageError')).toBe(true);
    expect((refresh as Error).message).toContain('QUOTA_BYTES quota exceeded');
  });
});
