import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { grantHostPermission, hasHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { Background, linkPosts, POLL, pagesOfEachTest } from './helpers';

// Two profiles on two reference servers, each with its own key: every shorten reaches only its
// own profile's server with that profile's key, from the popup (after switching profiles there)
// and from the context menu's per-profile item; removing a profile removes its key.
let home: RefServer;
let work: RefServer;
let session: ExtensionSession;
let background: Background;
const opened = pagesOfEachTest();
const WORK_ID = 'p-work';

type Chrome = any; // the worker's `chrome`, untyped on the test side

const profile = (id: string, name: string, instanceUrl: string) => ({
  id,
  name,
  instanceUrl,
  rememberKey: true,
  defaultDomainId: 1,
  defaultSpaceId: null,
  defaultPixelIds: [],
  presets: [],
  defaultPresetId: null,
});

beforeAll(async () => {
  [home, work] = await Promise.all([
    startServer({ port: 0, seed: { links: 5 }, apiKey: 'home-key-e2e' }),
    startServer({ port: 0, seed: { links: 5 }, apiKey: 'work-key-e2e' }),
  ]);
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, home.origin)).toBe(true);
  expect(await grantHostPermission(session, work.origin)).toBe(true);
  const worker = await session.currentWorker();
  await worker.evaluate(
    async ({ settings, homeKey, workKey }) => {
      const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
      await chrome.storage.local.set({ settings, settings$: { v: 3 }, apiKey: homeKey, apiKeys: workKey });
    },
    {
      settings: {
        activeProfileId: 'default',
        profiles: [profile('default', 'Home', home.url), profile(WORK_ID, 'Work', work.url)],
        shortenOnOpen: false,
        autoCopy: false,
      },
      homeKey: { origin: home.origin, key: home.apiKey },
      workKey: { [WORK_ID]: { origin: work.origin, key: work.apiKey } },
    },
  );
  background = new Background(session);
});
afterAll(async () => {
  await background?.close();
  await session?.close();
  await Promise.all([home?.close(), work?.close()]);
});

/** Every request each server saw carried only its own key; neither ever saw the other's. */
function expectKeysKeptApart(): void {
  const auth = (server: RefServer) => server.apiRequests().map((r) => r.headers.authorization);
  expect(auth(home).every((a) => a === `Bearer ${home.apiKey}`)).toBe(true);
  expect(auth(work).every((a) => a === `Bearer ${work.apiKey}`)).toBe(true);
  expect(JSON.stringify(home.requests)).not.toContain(work.apiKey);
  expect(JSON.stringify(work.requests)).not.toContain(home.apiKey);
}

async function popupOverPage(title: string): Promise<{ popup: Page; url: string }> {
  const tab = await session.context.newPage();
  opened.push(tab);
  const url = `${home.url}/page/${encodeURIComponent(title)}`;
  await tab.goto(url);
  await tab.bringToFront();
  const popup = await openToolbarPopup(session);
  popup.setDefaultTimeout(POLL.timeout);
  return { popup, url };
}

const posted = (server: RefServer) => linkPosts(server).map((r) => new URLSearchParams(r.body).get('url'));

describe('profiles', () => {
  it('the popup shortens with the active profile, then with the one chosen in its "Profile" select', async () => {
    home.clearRequests();
    work.clearRequests();
    const { popup, url } = await popupOverPage('Profile switch');
    const select = popup.getByLabel('Profile', { exact: true });
    expect(await select.inputValue()).toBe('default');
    await expectAccessible(popup);
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await expect.poll(() => posted(home), POLL).toEqual([url]);
    // Keyboard: the select is reachable and a choice starts the popup again on that profile.
    await select.focus();
    await select.selectOption(WORK_ID);
    await expect.poll(() => popup.getByLabel('Profile', { exact: true }).inputValue(), POLL).toBe(WORK_ID);
    await expect.poll(() => popup.evaluate(() => document.activeElement?.id), POLL).toBe('profile-select');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await expect.poll(() => posted(work), POLL).toEqual([url]);
    expect(posted(home)).toEqual([url]);
    expectKeysKeptApart();
    // Back to Home for the tests that follow.
    await popup.getByLabel('Profile', { exact: true }).selectOption('default');
    // The popup starts again on Home (the switch is saved before it reloads).
    await expect.poll(() => popup.getByLabel('Profile', { exact: true }).inputValue(), POLL).toBe('default');
    await expect
      .poll(() => background.run(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings.activeProfileId), POLL)
      .toBe('default');
  });

  it('the context menu has a "Shorten with" item per profile, each through its own server and key', async () => {
    home.clearRequests();
    work.clearRequests();
    const items = [`shorten-with:default`, `shorten-with:${WORK_ID}`];
    const results = await background.run(
      (ids: string[]) => Promise.all(ids.map((id) => (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.update(id, {}).then(() => 'ok'))),
      items,
    );
    expect(results).toEqual(['ok', 'ok']);
    await background.menuClick({
      menuItemId: `shorten-with:${WORK_ID}`,
      pageUrl: `${home.url}/page/x`,
      linkUrl: 'https://example.org/menu-work',
      editable: false,
    });
    await expect.poll(() => posted(work), POLL).toEqual(['https://example.org/menu-work']);
    expect(home.apiRequests().filter((r) => r.method === 'POST')).toEqual([]);
    await background.menuClick({ menuItemId: 'shorten-with:default', pageUrl: 'https://example.org/menu-home', editable: false });
    await expect.poll(() => posted(home), POLL).toEqual(['https://example.org/menu-home']);
    expect(posted(work)).toEqual(['https://example.org/menu-work']);
    expectKeysKeptApart();
  });

  it('each profile keeps its own index: after switching to Work and back, Home’s local search answers without a refill', async () => {
    // Asked through the helper, which keeps a page of the web in front as a user's tabs are.
    const ask = (type: string, data: unknown): Promise<any> => background.ask(type, data);
    const heads = () =>
      background.run(async (id: string) => {
        const stored = await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get(['linkIndexHead', `linkIndexHead.${id}`]);
        return [stored.linkIndexHead, stored[`linkIndexHead.${id}`]].map((head) => head && `${head.origin} ${head.rev}`);
      }, WORK_ID);
    const activate = (id: string) =>
      background.run(async (active: string) => {
        const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
        const { settings } = await chrome.storage.local.get('settings');
        await chrome.storage.local.set({ settings: { ...settings, activeProfileId: active } });
      }, id);
    // Home's index holds the link its "Shorten with" item made; Work's was filled when the popup switched to it.
    await expect.poll(async () => (await heads()).map((head) => head?.split(' ')[0]), POLL).toEqual([home.origin, work.origin]);
    // Each profile's refresh finishes while it is the active one (a switch leaves the other's
    // cursor to be taken up when it is active again).
    const refreshing = (key: string) =>
      background.run(async (k: string) => k in (await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get(k)), key);
    const search = async (text: string) => (await ask('searchIndex', { text, limit: 5 })).map((h: any) => h.link.url);
    await activate(WORK_ID);
    await expect.poll(() => search('menu-work'), POLL).toEqual(['https://example.org/menu-work']);
    await expect.poll(() => refreshing(`linkIndexRefresh.${WORK_ID}`), POLL).toBe(false);
    await activate('default');
    await expect.poll(() => search('menu-home'), POLL).toEqual(['https://example.org/menu-home']);
    await expect.poll(() => refreshing('linkIndexRefresh'), POLL).toBe(false);
    const before = await heads();
    await activate(WORK_ID);
    await expect.poll(() => search('menu-work'), POLL).toEqual(['https://example.org/menu-work']);
    expect(await search('menu-home')).toEqual([]);
    await activate('default');
    await expect.poll(() => search('menu-home'), POLL).toEqual(['https://example.org/menu-home']);
    // Neither index was emptied, refilled or refreshed (each write changes its head's `rev`): both were fresh.
    expect(await heads()).toEqual(before);
  });

  it('removing a profile in the settings removes its key, its menu item and its host permission, and keeps the other', async () => {
    const options = await session.context.newPage();
    opened.push(options);
    await options.goto(session.pageUrl('options.html'));
    await options.getByRole('button', { name: 'Rename Work' }).waitFor();
    await expectAccessible(options);
    await options.getByRole('button', { name: 'Remove Work' }).click();
    const dialog = options.getByRole('dialog', { name: 'Remove the profile “Work”?' });
    await expectAccessible(options);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => options.locator('.profile-list li').count(), POLL).toBe(1);
    const stored = await background.run(async () => {
      const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
      return { local: await chrome.storage.local.get(null), session: await chrome.storage.session.get(null) };
    });
    expect(JSON.stringify(stored)).not.toContain(work.apiKey);
    expect(JSON.stringify(stored)).toContain(home.apiKey);
    await expect.poll(() => hasHostPermission(session, work.origin), POLL).toBe(false);
    // Its link index went with it; Home's stays.
    const indexes = () =>
      background.run(async () =>
        Object.keys(await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get(null)).filter((key) => key.startsWith('linkIndexHead')),
      );
    await expect.poll(indexes, POLL).toEqual(['linkIndexHead']);
    expect(await hasHostPermission(session, home.origin)).toBe(true);
    const menuItem = await background.run(
      (id: string) =>
        (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.update(id, {}).then(
          () => 'ok',
          () => 'gone',
        ),
      `shorten-with:${WORK_ID}`,
    );
    expect(menuItem).toBe('gone');
  });
});
