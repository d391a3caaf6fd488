import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { answerPermissionPrompt, configureExtension, grantHostPermission, hasPermission } from './configure';
import { launchExtension, stopServiceWorker, type ExtensionSession } from './harness';
import { alertText, Background, linkPosts, linksTo, POLL, popupField, popupOver, reopenPopup, shortenButton, sleep } from './helpers';

// The offline queue and the "already shortened" mark, end to end: shortens made while the
// reference server refuses every connection wait in the queue (from the popup and the context
// menu), the badge counts them, they survive the worker being stopped, and they are sent once
// the server is back — each page stored exactly once. Then, with the optional `tabs` permission
// granted from the options page, a tab on a page that has a link carries the mark and the popup
// opens on that link without storing anything.
let server: RefServer;
let session: ExtensionSession;
let bg: Background;
const opened: Page[] = [];

// The worker's `chrome`, untyped on the test side.
type Chrome = any;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 10 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1, autoCopy: false } });
  bg = new Background(session);
  await bg.indexFilled(10);
});
afterAll(async () => {
  for (const page of opened) await page.close().catch(() => undefined);
  await bg?.close();
  await session?.close();
  await server?.close();
});

/** The badge text of the tab showing `url`, and the shared one; the same of their tooltips. */
const markOf = (url: string) =>
  bg.run(async (page: string) => {
    const chrome = (globalThis as unknown as { chrome: any }).chrome;
    const tabs: Array<{ id: number; url?: string }> = await chrome.tabs.query({});
    const found = tabs.find((t) => t.url === page);
    return { text: found ? await chrome.action.getBadgeText({ tabId: found.id }) : null, shared: await chrome.action.getBadgeText({}) };
  }, url);
const titleOf = (url: string) =>
  bg.run(async (page: string) => {
    const chrome = (globalThis as unknown as { chrome: any }).chrome;
    const tabs: Array<{ id: number; url?: string }> = await chrome.tabs.query({});
    const found = tabs.find((t) => t.url === page);
    return { title: found ? await chrome.action.getTitle({ tabId: found.id }) : null, shared: await chrome.action.getTitle({}) };
  }, url);

const queue = () =>
  bg.run(
    async () =>
      ((await (globalThis as unknown as { chrome: Chrome }).chrome.storage.local.get('shortenQueue')).shortenQueue ?? []) as Array<{
        input: { url: string; alias?: string };
        state: string;
      }>,
  );

describe('the offline queue', () => {
  let pageUrl = '';
  let otherUrl = '';
  const linkUrl = 'https://example.org/read-later';
  const cancelledUrl = 'https://example.org/changed-my-mind';

  it('fills while the server is down: from the popup with what was typed, and from the context menu; the badge counts them; Cancel takes one out', async () => {
    const { popup, tab, url } = await popupOver(session, server, 'Offline page');
    opened.push(popup, tab);
    pageUrl = url;
    await popupField(popup, 'Alias').fill('offline-alias');
    // The page's link was looked for (the popup's own check: the background's index refresh lists
    // links too, and a check failing would replace the form); now every API request gets its
    // connection closed without an answer (pages still load).
    await expect.poll(() => server.apiRequests().some((r) => r.path === '/api/v1/links' && r.method === 'GET' && r.query.search?.[0] === url), POLL).toBe(true);
    server.inject({ drop: true, times: 100_000 });
    await shortenButton(popup).click();
    await expect.poll(() => alertText(popup), POLL).toContain('Could not reach the server');
    await popup.getByRole('button', { name: 'Shorten when back online' }).click();
    await popup.getByText('Queued: Linklet will shorten it when your instance can be reached again.').waitFor();
    // What the user typed is still there.
    expect(await popupField(popup, 'Alias').inputValue()).toBe('offline-alias');
    await popup.getByRole('heading', { name: 'Waiting to be shortened (1)' }).waitFor();
    await expect.poll(() => bg.badge(), POLL).toEqual({ text: '1', title: 'Linklet: 1 waiting to be shortened when your instance can be reached' });

    // A popup opened while the server is down says so above the form, keeps the form, the recent
    // links and their search (from the index on the device), and queues the page with what is
    // chosen there.
    const down = await popupOver(session, server, 'Opened offline');
    opened.push(down.popup, down.tab);
    otherUrl = down.url;
    await expect.poll(() => alertText(down.popup), POLL).toContain('Could not reach the server');
    await down.popup.locator('.recent-row').first().waitFor();
    const known = server.db.links[0]!;
    await down.popup.getByRole('searchbox', { name: 'Search links', exact: true }).fill(known.alias!);
    await expect.poll(() => down.popup.locator('.recent-row').first().textContent(), POLL).toContain(known.alias!);
    await popupField(down.popup, 'Alias').fill('down-alias');
    await down.popup.getByRole('button', { name: 'Shorten when back online' }).click();
    await down.popup.getByRole('heading', { name: 'Waiting to be shortened (2)' }).waitFor();

    await bg.menuClick({ menuItemId: 'shorten-link', linkUrl, pageUrl: url, editable: false });
    await bg.menuClick({ menuItemId: 'shorten-link', linkUrl: cancelledUrl, pageUrl: url, editable: false });
    await expect.poll(async () => (await queue()).length, POLL).toBe(4);
    const told = await bg.badge();
    expect(told.text).toBe('!');
    expect(told.title).toBe('Linklet couldn’t shorten. Your instance could not be reached: it will be shortened when the server can be reached again.');

    // The popup shows the background's notice, then the badge rests on the count.
    const again = await reopenPopup(session, tab);
    opened.push(again);
    await again.getByText('“Shorten” from the context menu failed').waitFor();
    await again.getByRole('heading', { name: 'Waiting to be shortened (4)' }).waitFor();
    await again.locator('li', { hasText: cancelledUrl }).getByRole('button', { name: 'Cancel' }).click();
    await again.getByRole('heading', { name: 'Waiting to be shortened (3)' }).waitFor();
    await again.getByText(linkUrl, { exact: true }).waitFor();
    // The list, its Cancel buttons and the badge's notice pass the accessibility checks, light and dark.
    await expectAccessible(again);
    await expect.poll(async () => (await bg.badge()).text, POLL).toBe('3');
    expect(await queue()).toMatchObject([
      { input: { url: pageUrl, alias: 'offline-alias' } },
      { input: { url: otherUrl, domain_id: 1, alias: 'down-alias' } },
      { input: { url: linkUrl } },
    ]);
    expect(linksTo(server, pageUrl)).toEqual([]);
  });

  it('survives the worker being stopped, and is sent once the server is back: each page stored once', async () => {
    await stopServiceWorker(session);
    expect(await queue()).toHaveLength(3); // read by a new worker
    expect(await bg.run(async () => Boolean(await (globalThis as unknown as { chrome: Chrome }).chrome.alarms.get('shorten-queue')))).toBe(true);

    server.clearFaults();
    server.clearRequests();
    // The browser says the network is back.
    await bg.run(() => void globalThis.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await queue()).length, { ...POLL, timeout: 30_000 }).toBe(0);
    expect(linksTo(server, pageUrl)).toMatchObject([{ alias: 'offline-alias' }]);
    expect(linksTo(server, linkUrl)).toHaveLength(1);
    expect(linksTo(server, otherUrl)).toHaveLength(1);
    // The alarm and the start may try again: nothing more is stored.
    await bg.run(() => (globalThis as unknown as { chrome: Chrome }).chrome.alarms.onAlarm.dispatch({ name: 'shorten-queue', scheduledTime: Date.now() }));
    await sleep(1000);
    expect(linkPosts(server)).toHaveLength(3);
    for (const url of [pageUrl, otherUrl, linkUrl]) expect(linksTo(server, url)).toHaveLength(1);
    expect(linksTo(server, cancelledUrl)).toEqual([]);
    // Not copied (no clipboardWrite, and queued long enough ago): offered on the badge and in the popup.
    await expect.poll(async () => (await bg.badge()).title, POLL).toBe('Linklet: 3 made now that your instance is back — open Linklet to copy them');
    expect((await bg.badge()).text).toBe('✓');
    const { popup, tab } = await popupOver(session, server, 'After the queue');
    opened.push(popup, tab);
    const made = popup.getByRole('region', { name: 'Made now that your instance is back (3)' });
    await made.waitFor();
    expect(await made.getByRole('button', { name: 'Copy' }).count()).toBe(3);
    await made.getByRole('button', { name: 'Dismiss all' }).click();
    await made.waitFor({ state: 'detached' });
    expect(await bg.run(async () => Boolean(await (globalThis as unknown as { chrome: Chrome }).chrome.alarms.get('shorten-queue')))).toBe(false);
  });
});

describe('the "already shortened" mark', () => {
  it('is turned on from the options page (asking for tabs), marks a tab whose page has a link, and the popup opens on it', async () => {
    const options = await session.context.newPage();
    opened.push(options);
    await options.goto(session.pageUrl('options.html'));
    const box = options.getByRole('checkbox', { name: 'Show when the page I’m on already has a short link' });
    await box.click();
    await answerPermissionPrompt(true);
    expect(await hasPermission(session, { permissions: ['tabs'] })).toBe(true);
    await expect.poll(() => box.isChecked(), POLL).toBe(true);

    // A page that has a link (made by the queue above), reached with a #fragment.
    const known = server.db.links.find((l) => l.alias === 'offline-alias')!;
    const tab = await session.context.newPage();
    opened.push(tab);
    await tab.goto(`${known.url}#section`);
    await tab.bringToFront();
    // The tab's own mark; the other tabs show the shared badge (the queue's ✓ went once its links were shown).
    await expect.poll(() => markOf(`${known.url}#section`), POLL).toEqual({ text: '•', shared: '' });
    // Its tooltip says so (it said "Shorten this page" over the mark: issue 30).
    const marked = await titleOf(`${known.url}#section`);
    expect(marked.title).toMatch(/^Linklet: this page already has a short link, https?:\/\/.+\/offline-alias$/);
    expect(marked.shared).not.toMatch(/already has a short link/);

    server.clearRequests();
    const popup = await reopenPopup(session, tab);
    opened.push(popup);
    await popup.getByText('This page already has a short link').waitFor();
    expect(await popupField(popup, 'Short link').inputValue()).toMatch(/\/offline-alias$/);
    expect(linkPosts(server)).toEqual([]);

    // Another address without a link: the mark goes, the tab shows the shared badge again.
    const elsewhere = `${server.url}/page/No%20link%20here`;
    await tab.goto(elsewhere);
    await expect
      .poll(async () => {
        const { text, shared } = await markOf(elsewhere);
        return text === shared && text !== '•';
      }, POLL)
      .toBe(true);
    const unmarked = await titleOf(elsewhere);
    expect(unmarked.title).toBe(unmarked.shared);
  });
});
