import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isApiError } from '../../../lib/api/errors';
import { indexStatus, recentFromIndex, refreshLinks } from '../../../lib/link-index';
import { INDEX_BYTE_BUDGET } from '../../../lib/link-index/store';
import { setItem } from '../../../lib/kv';
import { LINK_INDEX_ITEM } from '../../../lib/storage-items';
import { progressText } from '../../../components/IndexProgress';
import { fakeLister, makeLink, ORIGIN } from './fixtures';

/** Links whose URLs are as long as the server allows (2,048 characters): about 2.2 KB each stored. */
const longLinks = (n: number) =>
  Array.from({ length: n }, (_, i) => makeLink(i + 1, { url: `https://example.com/${String(i).padStart(6, '0')}/${'x'.repeat(2020)}` }));

describe('the index’s byte budget', () => {
  it('a full refresh stops at the budget, keeping the newest links that fit, and says so', async () => {
    const db = { links: longLinks(5000) };
    const client = fakeLister(db);
    const result = await refreshLinks(client, ORIGIN);
    const perLink = JSON.stringify((await recentFromIndex(ORIGIN, 1))[0]).length;
    const fit = Math.floor(INDEX_BYTE_BUDGET / perLink);
    expect(result.count).toBeGreaterThan(fit - 10);
    expect(result.count).toBeLessThanOrEqual(fit);
    // The newest are kept, and nothing more was asked for once the budget was reached.
    expect((await recentFromIndex(ORIGIN, 1))[0]!.id).toBe(5000);
    expect(client.links.list).toHaveBeenCalledTimes(Math.ceil(result.count / 100));
    const stored = JSON.stringify(await fakeBrowser.storage.local.get(null)).length;
    expect(stored).toBeLessThan(INDEX_BYTE_BUDGET * 1.05);
    const status = await indexStatus(ORIGIN);
    expect(status).toMatchObject({ capped: true });
    expect(progressText(status)).toBe(`Search covers your newest ${new Intl.NumberFormat().format(result.count)} links: the others do not fit in the browser's storage.`);
  });

  it('an account that fits is not capped', async () => {
    await refreshLinks(fakeLister({ links: longLinks(50) }), ORIGIN);
    expect((await indexStatus(ORIGIN)).capped).toBeUndefined();
  });
});

describe('a storage write the browser refuses', () => {
  it('is a StorageError (said as the browser’s storage being full), not a network error', async () => {
    fakeBrowser.storage.local.set = vi.fn(async () => {
      throw new Error('QUOTA_BYTES quota exceeded');
    }) as never;
    const error = await setItem(LINK_INDEX_ITEM, { big: true } as never).catch((e: unknown) => e);
    expect(isApiError(error, 'StorageError')).toBe(true);
    expect((error as Error).message).toContain('QUOTA_BYTES quota exceeded');
    const refresh = await refreshLinks(fakeLister({ links: longLinks(3) }), ORIGIN).catch((e: unknown) => e);
    expect(isApiError(refresh, 'StorageError')).toBe(true);
  });
});
