import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notifyLinkDeleted, notifyLinkSaved } from '../../../lib/manager/sync';

const link = { id: 4, url: 'https://e.com', short_url: 'https://s.rt/a' };

describe('telling the background about changes', () => {
  it('sends linkSaved and linkDeleted in the protocol’s envelope', async () => {
    const seen: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      seen.push(message);
      return Promise.resolve(undefined);
    });
    await notifyLinkSaved('p-work', link);
    await notifyLinkDeleted('p-work', 4);
    expect(seen).toEqual([
      { linklet: 'indexLink', data: { profileId: 'p-work', link } },
      { linklet: 'unindexLink', data: { profileId: 'p-work', id: 4 } },
    ]);
  });

  it('never fails when no background answers', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(new Error('Could not establish connection'));
    await expect(notifyLinkSaved('p-work', link)).resolves.toBeUndefined();
    await expect(notifyLinkDeleted('p-work', 4)).resolves.toBeUndefined();
  });
});
