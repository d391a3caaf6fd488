import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { answerPermissionPrompt, configureExtension, grantPermission, hasPermission } from './configure';
import { launchExtension, openToolbarPopup, stopServiceWorker, type ExtensionSession } from './harness';

// The background against the reference server in Chromium: the context-menu items dispatched to
// the real listeners, the index filled from the server and searched, the omnibox's suggestions,
// and all of it again after the service worker was stopped. Copying from the background needs
// clipboardWrite, optional on Chrome: it is granted through the real prompt (headful, Xvfb), and
// one journey goes without it.
let server: RefServer;
let session: ExtensionSession;
let page: Page;
/** A web page of the server's origin, which may read the clipboard (an extension origin may not be granted it). */
let clipboardPage: Page;

const SEED = { links: 300 };
const CLIPBOARD = { permissions: ['clipboardWrite'] };
const poll = { timeout: 15_000, interval: 100 };
type Chrome = any; // the worker's `chrome`, untyped on the test side

beforeAll(async () => {
  server = await startServer({ port: 0, seed: SEED });
  session = await launchExtension({ headful: true });
  if (!(await grantPermission(session, CLIPBOARD))) throw new Error('clipboardWrite was not granted');
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  clipboardPage = await session.context.newPage();
  await clipboardPage.goto(`${server.url}/page/Clipboard`);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
  // An extension page to talk to the background and read the clipboard from.
  page = await session.context.newPage();
  await page.goto(session.pageUrl('options.html'));
  // A page of the web in front, as a user's.
  await clipboardPage.bringToFront();
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

describe('the index', () => {
  it('is filled from the server once the extension is configured, 100 links a page, newest first', async () => {
    await expect.poll(() => ask('getIndexStatus', {}).then((status: any) => status.count), poll).toBe(SEED.links);
    const pages = server
      .apiRequests()
      .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && !r.query.search)
      .map((r) => r.query);
    expect(pages).toContainEqual({ sort_by: ['id'], sort: ['desc'], per_page: ['100'], page: ['3'] });
    const recent = await ask('listRecentLinks', { limit: 10 });
    expect(recent.map((l: any) => l.id)).toEqual(newestLinks(10).map((l) => l.id));
  });
});

const clearRequests = () => server.clearRequests();

/** A message of lib/messaging, sent from an extension page as the popup sends it. */
function ask(type: string, data: unknown): Promise<any> {
  return page.evaluate(
    async ([linklet, d]) => {
      // Every question about links names its profile (issue 47): the active one, as a page started now would.
      const chromeApi = (globalThis as any).chrome;
      const { settings } = await chromeApi.storage.local.get('settings');
      return chromeApi.runtime.sendMessage({ linklet, data: { profileId: settings?.activeProfileId ?? 'default', ...(d as object) } });
    },
    [type, data] as const,
  );
}

async function worker(): Promise<Worker> {
  return session.currentWorker();
}

async function dispatchMenuClick(info: Record<string, unknown>, tab: Record<string, unknown> = { id: 1, index: 0, url: info.pageUrl }): Promise<void> {
  await (await worker()).evaluate(([i, t]) => (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.onClicked.dispatch(i, t), [info, tab] as const);
}

async function readClipboard(): Promise<string> {
  await clipboardPage.bringToFront();
  return clipboardPage.evaluate(() => navigator.clipboard.readText());
}

async function badge(): Promise<{ text: string; title: string }> {
  return (await worker()).evaluate(async () => {
    const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
    // The first line says what happened; the lines under it what the link got.
    return { text: await chrome.action.getBadgeText({}), title: (await chrome.action.getTitle({})).split('\n')[0] };
  });
}

/** The account's own links (the seed also holds another account's), newest first. */
const newestLinks = (n: number) =>
  server.db.links
    .filter(isMine)
    .sort((a, b) => b.id - a.id)
    .slice(0, n);
/** A link whose alias no other link shares (aliases are unique per domain, not across domains). */
const uniqueAlias = (link: { alias: string }) => server.db.links.filter((l) => l.alias === link.alias).length === 1;
const posts = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const shortUrlOfLink = (link: { domain_id: number; alias: string }) => `https://${server.db.domains.find((d) => d.id === link.domain_id)!.name}/${link.alias}`;
/** The short URL of the newest link to `url` (seeded links may share a destination). */
const shortUrlOf = (url: string) => {
  const link = newestLinks(Infinity).find((l) => l.url === url);
  return link && shortUrlOfLink(link);
};

/** The click created exactly one link for `url`, which is now on the clipboard and in the badge. */
async function expectShortened(url: string): Promise<void> {
  await expect.poll(() => shortUrlOf(url), poll).toBeDefined();
  const shortUrl = shortUrlOf(url)!;
  await expect.poll(readClipboard, poll).toBe(shortUrl);
  expect(posts()).toHaveLength(1);
  expect(new URLSearchParams(posts()[0]!.body).get('url')).toBe(url);
  // The badge says "Copied" once the copy is done: after the clipboard holds the link, a moment later.
  await expect.poll(badge, poll).toEqual({ text: '✓', title: `Copied ${shortUrl}` });
  // …and the index knows it at once.
  expect((await ask('listPageLinks', { url }))[0]?.short_url).toBe(shortUrl);
}

describe('context menu', () => {
  beforeEach(clearRequests);

  it('has its three items', async () => {
    const ids = ['shorten-page', 'shorten-link', 'shorten-selection'];
    const results = await (await worker()).evaluate(
      (items) => Promise.all(items.map((id) => (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.update(id, {}).then(() => 'ok'))),
      ids,
    );
    expect(results).toEqual(['ok', 'ok', 'ok']);
  });

  it('"Shorten this page" creates one link for the page and copies it', async () => {
    const url = `${server.url}/page/Context%20page`;
    await dispatchMenuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expectShortened(url);
  });

  it('"Shorten this link" creates one link for the link and copies it', async () => {
    const url = 'https://example.org/articles/linked-from-a-page';
    await dispatchMenuClick({ menuItemId: 'shorten-link', linkUrl: url, pageUrl: `${server.url}/page/Links`, editable: false });
    await expectShortened(url);
  });

  it('"Shorten selected URL" creates one link for the selected URL and copies it', async () => {
    const url = 'https://example.org/selected?from=text';
    await dispatchMenuClick({ menuItemId: 'shorten-selection', selectionText: `  <${url}> `, pageUrl: `${server.url}/page/Text`, editable: false });
    await expectShortened(url);
  });

  it('reuses the link a page already has instead of making another', async () => {
    // A page whose link is what the defaults make (domain 1, no space, no pixel): reused (issue 39).
    const existing = server.db.links.find((link) => isMine(link) && server.db.links.filter((other) => other.url === link.url).length === 1)!;
    Object.assign(existing, { domain_id: 1, space_id: null, pixel_ids: [] });
    await dispatchMenuClick({ menuItemId: 'shorten-page', pageUrl: existing.url, editable: false });
    await expect.poll(readClipboard, poll).toBe(shortUrlOf(existing.url));
    expect(shortUrlOf(existing.url)).toBeDefined();
    expect(posts()).toHaveLength(0);
  });

  it('says so when the selection is not a URL, and stores the error for the popup', async () => {
    await dispatchMenuClick({ menuItemId: 'shorten-selection', selectionText: 'just some words', pageUrl: `${server.url}/page/Text`, editable: false });
    await expect.poll(badge, poll).toEqual({ text: '!', title: 'Linklet couldn’t shorten. The selection is not a web address.' });
    // In session storage (memory only), and without the selected text, which may be anything.
    const stored = await (await worker()).evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.storage.session.get('lastBackgroundError'));
    expect(stored.lastBackgroundError).toMatchObject({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: '' });
    expect(posts()).toHaveLength(0);
  });
});

describe('search', () => {
  beforeEach(clearRequests);

  const sample = () => server.db.links.find((l) => isMine(l) && uniqueAlias(l) && l.alias.length >= 6 && !/\d/.test(l.alias) && l.id < 250)!;

  it('finds a link by alias, title and URL among 300 from the index', async () => {
    const link = sample();
    const byAlias = await ask('searchIndex', { text: link.alias.toUpperCase(), limit: 5 });
    expect(byAlias[0]).toMatchObject({ rank: 0, link: { id: link.id } });
    const byTitle = await ask('searchIndex', { text: link.title, limit: 5 });
    expect(byTitle.map((h: any) => h.link.id)).toContain(link.id);
    const byUrl = await ask('searchIndex', { text: link.url.replace(/^https?:\/\//, ''), limit: 5 });
    expect(byUrl.map((h: any) => h.link.id)).toContain(link.id);
    // The local search sends nothing to the server.
    expect(server.apiRequests(), JSON.stringify(server.apiRequests().map((r) => [r.method, r.path, r.query]))).toHaveLength(0);
  });

  it('asks the server with every list parameter', async () => {
    const link = sample();
    const answer = await ask('searchLinks', {
      query: { search: link.alias, search_by: 'alias', status: 0, sort_by: 'id', sort: 'desc', per_page: 25, page: 1 },
    });
    expect(answer.ok).toBe(true);
    expect(answer.value.items.map((l: any) => l.id)).toContain(link.id);
    expect(server.apiRequests().at(-1)!.query).toMatchObject({ search: [link.alias], search_by: ['alias'], per_page: ['25'] });
  });
});

describe('keyboard command', () => {
  beforeEach(clearRequests);

  it('"shorten-current-page" creates one link for the tab and copies it', async () => {
    const url = `${server.url}/page/Command%20page`;
    await (await worker()).evaluate((tab) => (globalThis as unknown as { chrome: Chrome }).chrome.commands.onCommand.dispatch('shorten-current-page', tab), {
      id: 1,
      index: 0,
      url,
    });
    await expectShortened(url);
  });
});

describe('"Search links" in the popup', () => {
  beforeEach(clearRequests);

  /** The popup page (in a tab, as the toolbar popup shows it) with its Recent links panel. */
  async function openPopup(): Promise<Page> {
    const popup = await session.context.newPage();
    await popup.goto(session.pageUrl('popup.html'));
    await popup.getByRole('heading', { name: 'Recent links' }).waitFor();
    return popup;
  }

  const rowTexts = (popup: Page) => popup.locator('.recent-row .recent-short').allTextContents();

  it('lists the ten newest links', async () => {
    const popup = await openPopup();
    const newest = newestLinks(10).map((l) => shortUrlOfLink(l).replace('https://', ''));
    await expect.poll(() => rowTexts(popup), poll).toEqual(newest);
    await popup.close();
  });

  it('finds a link by alias, title and URL among 300 as one types', async () => {
    // Each text typed (40 characters at most) must find it among the first 20 results: an alias
    // no other link has, and a URL whose start no other link shares.
    const distinct = (l: { url: string }) => server.db.links.filter((o) => o.url.startsWith(l.url.slice(0, 40))).length === 1;
    const link = server.db.links.find((l) => isMine(l) && uniqueAlias(l) && distinct(l) && l.alias.length >= 6 && !/\d/.test(l.alias) && l.id < 200)!;
    const short = shortUrlOfLink(link).replace('https://', '');
    const popup = await openPopup();
    const search = popup.getByLabel('Search links');
    for (const text of [link.alias, link.title, link.url]) {
      await search.fill('');
      await search.pressSequentially(text.slice(0, 40), { delay: 5 });
      await expect.poll(() => rowTexts(popup), poll).toContain(short);
    }
    // The row's actions are named after the link.
    await expect(popup.getByRole('button', { name: `Copy ${short}` }).count()).resolves.toBe(1);
    await expect(popup.getByRole('link', { name: `Open ${short}` }).getAttribute('href')).resolves.toBe(`https://${short}`);
    await popup.close();
  });

  it('asks the index over one connection, and again once the stopped worker is woken', async () => {
    // Aliases no other link has, each found by the index alone (an exact alias comes first).
    const [first, second, third] = server.db.links.filter((l) => isMine(l) && uniqueAlias(l) && l.alias.length >= 6).slice(0, 3);
    const popup = await session.context.newPage();
    // Counts what the page sends: connections opened, and one-off messages by kind.
    await popup.addInitScript(() => {
      const runtime = (globalThis as unknown as { chrome: Chrome }).chrome.runtime;
      const seen = { connects: 0, oneOff: [] as string[] };
      (globalThis as unknown as { seen: typeof seen }).seen = seen;
      const connect = runtime.connect.bind(runtime);
      const sendMessage = runtime.sendMessage.bind(runtime);
      // The search's connections.
      runtime.connect = (...args: Array<{ name?: string }>) => (seen.connects++, connect(...args));
      runtime.sendMessage = (message: { linklet?: string }, ...rest: unknown[]) => (seen.oneOff.push(String(message?.linklet)), sendMessage(message, ...rest));
    });
    // Closed whatever happens: a popup left open would be the next journey's toolbar popup.
    try {
      await popup.goto(session.pageUrl('popup.html'));
      await popup.getByRole('heading', { name: 'Recent links' }).waitFor();
      const seen = () => popup.evaluate(() => (globalThis as unknown as { seen: { connects: number; oneOff: string[] } }).seen);
      const search = popup.getByLabel('Search links');
      const find = async (link: { alias: string }) => {
        await search.fill('');
        await search.pressSequentially(link.alias, { delay: 5 });
        await expect.poll(async () => (await rowTexts(popup))[0], poll).toBe(shortUrlOfLink(link as never).replace('https://', ''));
      };
      // One-off localSearch messages (other parts of the popup send their own one-off messages).
      const searches = (kinds: string[]) => kinds.filter((kind) => kind === 'searchIndex').length;

      await find(first!);
      expect((await seen()).connects).toBe(1);
      expect(searches((await seen()).oneOff)).toBe(0);

      // The worker is stopped (as Chrome does when it idles): the connection drops with it.
      await stopServiceWorker(session);
      await find(second!);
      expect((await seen()).connects).toBe(2);
      // Then the new connection serves every keystroke again.
      const before = searches((await seen()).oneOff);
      await find(third!);
      expect(searches((await seen()).oneOff)).toBe(before);
      expect((await seen()).connects).toBe(2);
    } finally {
      await popup.close();
    }
  });
});

describe('omnibox', () => {
  beforeEach(clearRequests);

  it('suggests matching links with the matches highlighted, each opening its short URL', async () => {
    const link = server.db.links.find((l) => isMine(l) && uniqueAlias(l) && l.alias.length >= 6)!;
    const suggestions: Array<{ content: string; description: string }> = await (await worker()).evaluate(
      (text) => new Promise((resolve) => (globalThis as unknown as { chrome: Chrome }).chrome.omnibox.onInputChanged.dispatch(text, resolve)),
      link.alias,
    );
    expect(suggestions[0]!.content).toBe(shortUrlOfLink(link));
    expect(suggestions[0]!.description).toContain(`<match>${link.alias}</match>`);
    expect(suggestions[0]!.description).toContain('<url>');
  });
});

describe('the install prompt', () => {
  it('has no warning; clipboardWrite at install would warn, which is why it is optional', async () => {
    const warnings = await page.evaluate(async () => {
      const chrome = (globalThis as any).chrome;
      const manifest = await (await fetch('/manifest.json')).json();
      const asBuilt: string[] = await chrome.management.getPermissionWarningsByManifest(JSON.stringify(manifest));
      const withClipboard = { ...manifest, permissions: [...manifest.permissions, 'clipboardWrite'] };
      const ifRequired: string[] = await chrome.management.getPermissionWarningsByManifest(JSON.stringify(withClipboard));
      return { asBuilt, ifRequired };
    });
    expect(warnings.asBuilt).toEqual([]);
    expect(warnings.ifRequired).toEqual(['Modify data you copy and paste']);
  });
});

describe('without the clipboardWrite permission', () => {
  beforeEach(clearRequests);

  it('makes the link, leaves the clipboard alone and the popup offers the link with Copy', async () => {
    await (await worker()).evaluate(async (r) => {
      const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
      await chrome.permissions.remove(r);
      // The earlier journeys' copy document, closed so that a new copy attempt would show.
      await chrome.offscreen.closeDocument().catch(() => undefined);
    }, CLIPBOARD);
    expect(await hasPermission(session, CLIPBOARD)).toBe(false);
    await clipboardPage.bringToFront();
    await clipboardPage.evaluate(() => navigator.clipboard.writeText('what the user copied before'));

    const url = `${server.url}/page/Not%20copied`;
    await dispatchMenuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expect.poll(() => shortUrlOf(url), poll).toBeDefined();
    const shortUrl = shortUrlOf(url)!;
    expect(posts()).toHaveLength(1);
    await expect.poll(badge, poll).toEqual({ text: '✓', title: `Short link ready: ${shortUrl} — open Linklet to copy it` });
    expect(await readClipboard()).toBe('what the user copied before');
    // No copy was even tried: no offscreen document was made for it.
    const contexts = await (await worker()).evaluate(() =>
      (globalThis as unknown as { chrome: Chrome }).chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] }),
    );
    expect(contexts).toEqual([]);

    const tab = await session.context.newPage();
    await tab.goto(`${server.url}/page/Somewhere%20else`);
    const popup = await openToolbarPopup(session);
    await popup.getByText(`Made from the context menu: ${shortUrl}`, { exact: true }).waitFor();
    // The popup has told the user: the toolbar button is plain again.
    await expect.poll(badge, poll).toEqual({ text: '', title: 'Shorten this page with Linklet' });
    await popup.getByRole('button', { name: 'Copy', exact: true }).click();
    await popup.getByText('Copied', { exact: true }).waitFor();
    expect(await readClipboard()).toBe(shortUrl);
    await tab.close();
  });

  it('the options checkbox asks for it again, through the browser’s prompt', async () => {
    const options = await session.context.newPage();
    await options.goto(session.pageUrl('options.html'));
    const box = options.getByLabel('Copy links made from the context menu and keyboard shortcut');
    await expect.poll(() => box.isEnabled(), poll).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await box.click();
    await answerPermissionPrompt(true);
    await expect.poll(() => box.isChecked(), poll).toBe(true);
    expect(await hasPermission(session, CLIPBOARD)).toBe(true);
    await options.close();
    // …and the background copies again.
    const url = `${server.url}/page/Copied%20again`;
    await dispatchMenuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expectShortened(url);
  });
});

describe('after the service worker was stopped', () => {
  beforeEach(clearRequests);

  it('answers from the stored index and still shortens from the context menu', async () => {
    // A mark in the running worker's memory, gone once a new worker runs.
    await (await worker()).evaluate(() => ((globalThis as { linkletMark?: number }).linkletMark = 1));
    await stopServiceWorker(session);
    // A message wakes the worker; its answer comes from storage.
    const link = server.db.links[42]!;
    const hits = await ask('searchIndex', { text: link.alias, limit: 3 });
    expect(hits[0].link.id).toBe(link.id);
    expect(await (await worker()).evaluate(() => (globalThis as { linkletMark?: number }).linkletMark)).toBeUndefined();
    server.clearRequests();
    const url = `${server.url}/page/After%20restart`;
    await dispatchMenuClick({ menuItemId: 'shorten-page', pageUrl: url, editable: false });
    await expectShortened(url);
  });
});

describe('after the browser was restarted', () => {
  it('keeps the index, the menu items and the connection from the previous run', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'linklet-restart-'));
    let first: ExtensionSession | undefined;
    let second: ExtensionSession | undefined;
    try {
      first = await launchExtension({ userDataDir: profile });
      await configureExtension(first, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
      // The user goes to a page of the web.
      await (await first.context.newPage()).goto(`${server.url}/page/Restart`);
      const status = () => first!.worker.evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get('linkIndexHead'));
      await expect.poll(async () => (await status()).linkIndexHead?.refreshedAt ?? 0, poll).toBeGreaterThan(0);
      await first.close();
      first = undefined;

      server.clearRequests();
      second = await launchExtension({ userDataDir: profile });
      const extensionPage = await second.context.newPage();
      // A page that lists nothing itself (the settings page loads its choices from the newest links).
      await extensionPage.goto(second.pageUrl('offscreen.html'));
      const link = newestLinks(50)[25]!;
      const hits = await extensionPage.evaluate(async (text) => {
        const { settings } = await (globalThis as any).chrome.storage.local.get('settings');
        return (globalThis as any).chrome.runtime.sendMessage({
          linklet: 'searchIndex',
          data: { profileId: settings?.activeProfileId ?? 'default', text, limit: 3 },
        });
      }, link.alias);
      expect(hits[0].link.id).toBe(link.id);
      const menus = await (await second.currentWorker()).evaluate(() =>
        (globalThis as unknown as { chrome: Chrome }).chrome.contextMenus.update('shorten-page', {}).then(() => 'ok'),
      );
      expect(menus).toBe('ok');
      // The index was fresh: the restart cost the instance no list request.
      expect(server.apiRequests().filter((r) => r.path === '/api/v1/links')).toEqual([]);
    } finally {
      await first?.close();
      await second?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
