import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadBackgroundError } from '../../lib/background/feedback';
import { clearPending, markPending, settleInterrupted } from '../../lib/background/pending';

const badge = async () => ({ text: await fakeBrowser.action.getBadgeText({}), title: await fakeBrowser.action.getTitle({}) });

describe('a background shorten cut off by a stopped worker', () => {
  it('is reported when the next worker starts: ! on the badge and the stored error for the popup', async () => {
    await markPending('https://example.com/a', 'context-menu');
    expect(await settleInterrupted()).toBe(true);
    expect((await badge()).text).toBe('!');
    expect((await badge()).title).toContain('try again');
    expect(await loadBackgroundError()).toMatchObject({
      problem: { name: 'Interrupted' },
      source: 'context-menu',
      url: 'https://example.com/a',
    });
  });

  it('is reported once', async () => {
    await markPending('https://example.com/a', 'command');
    await settleInterrupted();
    expect(await settleInterrupted()).toBe(false);
  });

  it('says nothing when the shorten ended (pending cleared)', async () => {
    await markPending('https://example.com/a', 'omnibox');
    await clearPending();
    expect(await settleInterrupted()).toBe(false);
    expect((await badge()).text).toBe('');
    expect(await loadBackgroundError()).toBeNull();
  });
});
