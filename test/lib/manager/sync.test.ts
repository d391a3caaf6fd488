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
    await notifyLinkSaved(link);
    await notifyLinkDeleted(4);
    expect(seen).toEqual([
      { linklet: 'indexLink', data: { link } },
      { linklet: 'unindexLink', data: { id: 4 } },
    ]);
  });

  it('never fails when no background answers', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(new Error('Could not establish connection'));
    await expect(notifyLinkSaved(link)).resolves.toBeUndefined();
    await expect(notifyLinkDeleted(4)).resolves.toBeUndefined();
  });
});
