import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupCommands, SHORTEN_COMMAND } from '../../../entrypoints/background/commands';
import { loadUncopiedResult } from '../../../lib/background/result';
import { startServer, type RefServer } from '../../server';
import { badge, configure, fakeEvent, posts, stub, stubOffscreenClipboard } from './helpers';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5 } });
});
afterAll(async () => {
  await server?.close();
});

let onCommand: ReturnType<typeof fakeEvent<[string, Browser.tabs.Tab | undefined]>>;

beforeEach(async () => {
  server.reset({ links: 5 });
  onCommand = fakeEvent();
  stub('commands', { onCommand });
  setupCommands();
  await configure(server);
});

const shortenedUrls = () => posts(server).map((r) => new URLSearchParams(r.body).get('url'));

describe('the shorten-current-page command', () => {
  it('shortens the tab it is given and copies the link', async () => {
    const clipboard = stubOffscreenClipboard();
    await onCommand.trigger(SHORTEN_COMMAND, { id: 4, url: 'https://example.org/commanded' } as Browser.tabs.Tab);
    expect(shortenedUrls()).toEqual(['https://example.org/commanded']);
    expect(clipboard.copied).toHaveLength(1);
    expect((await badge()).text).toBe('✓');
  });

  it('without clipboardWrite makes the link, copies nothing and leaves it for the popup', async () => {
    const clipboard = stubOffscreenClipboard({ granted: false });
    await onCommand.trigger(SHORTEN_COMMAND, { id: 4, url: 'https://example.org/no-copy' } as Browser.tabs.Tab);
    expect(shortenedUrls()).toEqual(['https://example.org/no-copy']);
    expect(clipboard.createDocument).not.toHaveBeenCalled();
    const result = await loadUncopiedResult();
    expect(result).toMatchObject({ url: 'https://example.org/no-copy', source: 'command', copied: false });
    expect(await badge()).toEqual({ text: '✓', title: `Short link ready: ${result!.shortUrl} — open Linklet to copy it` });
  });

  it('uses the active tab when none is given', async () => {
    stubOffscreenClipboard();
    const query = vi.fn(async () => [{ id: 9, url: 'https://example.org/active', active: true }]);
    Object.assign(fakeBrowser.tabs, { query });
    await onCommand.trigger(SHORTEN_COMMAND, undefined);
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(shortenedUrls()).toEqual(['https://example.org/active']);
  });

  it('says the page cannot be shortened for a browser page', async () => {
    stubOffscreenClipboard();
    await onCommand.trigger(SHORTEN_COMMAND, { id: 4, url: 'chrome://extensions/' } as Browser.tabs.Tab);
    expect(server.apiRequests()).toEqual([]);
    expect(await badge()).toEqual({ text: '!', title: 'Linklet couldn’t shorten. This page can’t be shortened.' });
  });

  it('ignores other commands', async () => {
    await onCommand.trigger('_execute_action', { id: 4, url: 'https://example.org/' } as Browser.tabs.Tab);
    expect(server.apiRequests()).toEqual([]);
  });
});
