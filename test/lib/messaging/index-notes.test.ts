import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { indexNotes } from '../../../lib/messaging/index-notes';

const link = { id: 4, url: 'https://e.com', short_url: 'https://s.rt/a' };

describe('telling the background about changes', () => {
  it('sends linkSaved and linkDeleted in the protocol’s envelope', async () => {
    const seen: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      seen.push(message);
      return Promise.resolve(undefined);
    });
    const notes = indexNotes('p-work');
    notes.saved(link);
    notes.forget(4);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      { linklet: 'indexLink', data: { profileId: 'p-work', link } },
      { linklet: 'unindexLink', data: { profileId: 'p-work', id: 4 } },
    ]);
  });

  it('never fails when no background answers', async () => {
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(new Error('Could not establish connection'));
    const notes = indexNotes('p-work');
    expect(() => notes.saved(link)).not.toThrow();
    expect(() => notes.forget(4)).not.toThrow();
    // A rejection left unhandled would fail the run here.
    await new Promise((done) => setTimeout(done, 10));
  });
});
