import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU_LINK, MENU_PAGE, MENU_SELECTION, setupContextMenu, urlFromSelection } from '../../../entrypoints/background/context-menu';
import { loadBackgroundError } from '../../../lib/background/feedback';
import { loadUncopiedResult } from '../../../lib/background/result';
import { saveSettings } from '../../../lib/settings';
import { startServer, type RefServer } from '../../server';
import { badge, configure, fakeEvent, posts, stub, stubOffscreenClipboard } from './helpers';

type ClickData = Browser.contextMenus.OnClickData;

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 10 } });
});
afterAll(async () => {
  await server?.close();
});

let menus: ReturnType<typeof stubMenus>;

/**
 * Chrome's menus, in the order of the calls: `removeAll` empties them when called and answers a
 * little later; `create` with an id that exists fails ("Cannot create item with duplicate id").
 */
function stubMenus() {
  const calls: string[] = [];
  const items = new Set<string>();
  const duplicates: string[] = [];
  const api = {
    removeAll: vi.fn(() => {
      calls.push('removeAll');
      items.clear();
      return new Promise<void>((resolve) => setTimeout(resolve, 1));
    }),
    create: vi.fn((item: { id: string }) => {
      calls.push(`create ${item.id}`);
      if (items.has(item.id)) duplicates.push(item.id);
      items.add(item.id);
      return item.id;
    }),
    onClicked: fakeEvent<[ClickData, Browser.tabs.Tab | undefined]>(),
  };
  stub('contextMenus', api);
  return { api, calls, items, duplicates };
}

beforeEach(async () => {
  server.reset({ links: 10 });
  menus = stubMenus();
  setupContextMenu();
  await configure(server);
});

const click = (info: Partial<ClickData>, tab?: Partial<Browser.tabs.Tab>) =>
  menus.api.onClicked.trigger({ editable: false, ...info } as ClickData, tab as Browser.tabs.Tab | undefined);

describe('context menu', () => {
  it('is created once installed or updated, after removing what was there, with fixed ids and titles', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', temporary: false, previousVersion: '0.0.9' });
    expect(menus.calls).toEqual(['removeAll', 'create shorten-page', 'create shorten-link', 'create shorten-selection']);
    expect(menus.api.create.mock.calls.map(([item]) => item)).toEqual([
      expect.objectContaining({ id: MENU_PAGE, title: 'Shorten this page', contexts: ['page'] }),
      expect.objectContaining({ id: MENU_LINK, title: 'Shorten this link', contexts: ['link'] }),
      expect.objectContaining({ id: MENU_SELECTION, title: 'Shorten selected URL', contexts: ['selection'] }),
    ]);
  });

  it('is taken away when the setting (or an organization’s policy) turns it off, and back when turned on', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await saveSettings({ contextMenu: false });
    await vi.waitFor(() => expect(menus.calls.at(-1)).toBe('removeAll'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...menus.items]).toEqual([]);
    await saveSettings({ contextMenu: true });
    await vi.waitFor(() => expect([...menus.items]).toEqual([MENU_PAGE, MENU_LINK, MENU_SELECTION]));
  });

  it('is created once by installs that overlap (an update and a reload), without a duplicate id', async () => {
    const installed = { reason: 'update', temporary: false, previousVersion: '0.0.9' } as const;
    await Promise.all([fakeBrowser.runtime.onInstalled.trigger(installed), fakeBrowser.runtime.onInstalled.trigger(installed)]);
    expect(menus.duplicates).toEqual([]);
    expect([...menus.items]).toEqual([MENU_PAGE, MENU_LINK, MENU_SELECTION]);
    const run = ['removeAll', 'create shorten-page', 'create shorten-link', 'create shorten-selection'];
    expect(menus.calls).toEqual([...run, ...run]);
  });

  it.each([
    [MENU_PAGE, { pageUrl: 'https://example.org/the-page' }, 'https://example.org/the-page'],
    [MENU_LINK, { pageUrl: 'https://example.org/', linkUrl: 'https://example.org/the-link' }, 'https://example.org/the-link'],
    [MENU_SELECTION, { pageUrl: 'https://example.org/', selectionText: ' https://example.org/selected ' }, 'https://example.org/selected'],
  ])('%s shortens its URL and copies the link', async (menuItemId, info, url) => {
    const clipboard = stubOffscreenClipboard();
    await click({ menuItemId, ...info });
    expect(posts(server).map((r) => new URLSearchParams(r.body).get('url'))).toEqual([url]);
    expect(clipboard.copied).toHaveLength(1);
    expect((await badge()).text).toBe('✓');
  });

  it.each([
    [MENU_PAGE, { pageUrl: 'https://example.org/page-no-copy' }, 'https://example.org/page-no-copy'],
    [MENU_LINK, { pageUrl: 'https://example.org/', linkUrl: 'https://example.org/link-no-copy' }, 'https://example.org/link-no-copy'],
    [MENU_SELECTION, { pageUrl: 'https://example.org/', selectionText: 'https://example.org/selected-no-copy' }, 'https://example.org/selected-no-copy'],
  ])('%s without clipboardWrite makes the link, copies nothing and leaves it for the popup', async (menuItemId, info, url) => {
    const clipboard = stubOffscreenClipboard({ granted: false });
    await click({ menuItemId, ...info });
    expect(posts(server).map((r) => new URLSearchParams(r.body).get('url'))).toEqual([url]);
    expect(clipboard.createDocument).not.toHaveBeenCalled();
    const result = await loadUncopiedResult();
    expect(result).toMatchObject({ url, source: 'context-menu', copied: false });
    expect(await badge()).toEqual({ text: '✓', title: `Short link ready: ${result!.shortUrl} — open Linklet to copy it` });
  });

  it('shortens the tab’s page when the click carries no page URL', async () => {
    stubOffscreenClipboard();
    await click({ menuItemId: MENU_PAGE }, { id: 3, url: 'https://example.org/from-tab' });
    expect(posts(server).map((r) => new URLSearchParams(r.body).get('url'))).toEqual(['https://example.org/from-tab']);
  });

  it.each([
    [MENU_SELECTION, { selectionText: 'not a url at all' }, 'NotAUrl', 'The selection is not a web address.'],
    [MENU_SELECTION, { selectionText: 'example.org/no-scheme' }, 'NotAUrl', 'The selection is not a web address.'],
    [MENU_LINK, { linkUrl: 'javascript:alert(1)' }, 'NotAUrl', 'The selection is not a web address.'],
    [MENU_PAGE, { pageUrl: 'chrome://settings/' }, 'Unshortenable', 'This page can’t be shortened.'],
  ])('%s with %j sends nothing and says why', async (menuItemId, info, name, reason) => {
    stubOffscreenClipboard();
    server.clearRequests();
    await click({ menuItemId, ...info });
    expect(server.apiRequests()).toEqual([]);
    expect(await badge()).toEqual({ text: '!', title: `Linklet couldn’t shorten. ${reason}` });
    expect(await loadBackgroundError()).toMatchObject({ problem: { name }, source: 'context-menu' });
  });

  it('never stores a selection that is not a URL (it may be a password or a private note)', async () => {
    stubOffscreenClipboard();
    await click({ menuItemId: MENU_SELECTION, selectionText: 'my secret passphrase 123' });
    expect(await loadBackgroundError()).toMatchObject({ problem: { name: 'NotAUrl' }, url: '' });
    const everything = JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.session.get(null), await badge()]);
    expect(everything).not.toContain('passphrase');
  });

  it('ignores items that are not its own', async () => {
    server.clearRequests();
    await click({ menuItemId: 'someone-else', pageUrl: 'https://example.org/' });
    expect(server.apiRequests()).toEqual([]);
    expect((await badge()).text).toBe('');
  });
});

describe('urlFromSelection', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['  http://example.org/a?b=1#c \n', 'http://example.org/a?b=1#c'],
    ['<https://example.org/a>', 'https://example.org/a'],
    ['"https://example.org/a"', 'https://example.org/a'],
    ['(https://example.org/a)', 'https://example.org/a'],
    ['“https://example.org/a”', 'https://example.org/a'],
    ['see https://example.org/a', null],
    ['https://example.org/a https://example.org/b', null],
    ['ftp://example.org/file', null],
    ['example.org', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (selection, url) => {
    expect(urlFromSelection(selection)).toBe(url);
  });
});
