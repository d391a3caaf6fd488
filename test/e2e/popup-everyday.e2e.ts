import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { pagesOfEachTest } from './helpers';
import { pixelTypeName } from '../../components/link-fields/pixel-option';

// Everyday use of the real toolbar popup in Chromium, against the reference server (whose
// origin is granted, so the popup sees the tab's URL as activeTab would show it): a page that
// cannot be shortened, options kept in sight, the editor's draft, the keyboard in Recent links,
// the background's notices, forty pixels and Escape.
let server: RefServer;
let session: ExtensionSession;
/** A page of the server's origin, which may read the clipboard (an extension origin may not be granted it). */
let clipboardPage: Page;
const opened = pagesOfEachTest(() => server.clearFaults());
let pages = 0;
const poll = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 30, pixels: 40 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  clipboardPage = await session.context.newPage();
  await clipboardPage.goto(`${server.url}/page/Clipboard`);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1, autoCopy: true, shortenOnOpen: false } });
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

async function tabAt(url: string): Promise<Page> {
  const tab = await session.context.newPage();
  await tab.goto(url);
  opened.push(tab);
  return tab;
}

/** A fresh page of the server in front, and the toolbar popup over it. */
async function popupOver(title: string): Promise<{ popup: Page; url: string; tab: Page }> {
  const url = `${server.url}/page/${encodeURIComponent(`${title} ${++pages}`)}`;
  const tab = await tabAt(url);
  return { popup: await reopen(tab), url, tab };
}

async function reopen(tab: Page): Promise<Page> {
  await tab.bringToFront();
  const popup = await openToolbarPopup(session);
  opened.push(popup);
  return popup;
}

/** Closes the popup the way a click elsewhere does, once its drafts are written. */
async function closePopup(popup: Page): Promise<void> {
  await new Promise((r) => setTimeout(r, 300));
  await popup.close();
}

const stores = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
const field = (popup: Page, label: string) => popup.getByLabel(label, { exact: true });
const button = (popup: Page, name: string) => popup.getByRole('button', { name, exact: true });

async function clipboardText(): Promise<string> {
  await clipboardPage.bringToFront();
  return clipboardPage.evaluate(() => navigator.clipboard.readText());
}

describe('a page that cannot be shortened', () => {
  it('about:blank: the address field is empty and focused with a one-line hint; a typed URL is shortened', async () => {
    const tab = await tabAt('about:blank');
    const popup = await reopen(tab);
    const url = field(popup, 'URL to shorten');
    await url.waitFor();
    expect(await url.inputValue()).toBe('');
    await expect.poll(() => popup.evaluate(() => document.activeElement?.id), poll).toBe('url');
    expect(await popup.locator('#url-hint').textContent()).toBe("This page can't be shortened: type or paste an address.");
    const typed = `${server.url}/page/Typed%20on%20a%20blank%20tab`;
    server.clearRequests();
    await url.fill(typed);
    await url.press('Enter');
    await expect.poll(() => field(popup, 'Short link').inputValue(), poll).toMatch(/^https:\/\/sho\.rt\//);
    expect(stores()).toHaveLength(1);
    expect(new URLSearchParams(stores()[0]!.body).get('url')).toBe(typed);
    expect(server.db.links.at(-1)!.url).toBe(typed);
  });
});

describe('an address typed without its scheme', () => {
  it('says under the field that it gets https:// before anything is sent, and is stored so', async () => {
    const popup = await reopen(await tabAt('about:blank'));
    const url = field(popup, 'URL to shorten');
    await url.waitFor();
    server.clearRequests();
    await url.pressSequentially('example.com/pricing');
    await expect.poll(() => popup.locator('#url-hint').textContent(), poll).toBe('Shortened as https://example.com/pricing');
    expect(stores()).toHaveLength(0);
    await expectAccessible(popup);
    await url.press('Enter');
    await expect.poll(() => field(popup, 'Short link').inputValue(), poll).toMatch(/^https:\/\/sho\.rt\//);
    expect(stores()).toHaveLength(1);
    expect(new URLSearchParams(stores()[0]!.body).get('url')).toBe('https://example.com/pricing');
    expect(server.db.links.at(-1)!.url).toBe('https://example.com/pricing');
  });
});

describe('options that are set', () => {
  it('a restored draft opens "More options"; closed, a line says what is set', async () => {
    const { popup, tab } = await popupOver('Options draft');
    await button(popup, 'More options').click();
    await field(popup, 'Link password').fill('visitor pass');
    await field(popup, 'Click limit').fill('100');
    await closePopup(popup);

    const again = await reopen(tab);
    const more = button(again, 'More options');
    await expect.poll(() => more.getAttribute('aria-expanded'), poll).toBe('true');
    expect(await field(again, 'Click limit').inputValue()).toBe('100');
    await more.click();
    await again.getByText('Link password, expires after 100 clicks', { exact: true }).waitFor();
    await expectAccessible(again);
    expect(await field(again, 'Click limit').count()).toBe(0);
  });
});

describe('the edit panel', () => {
  it('keeps its unsaved changes when the popup closes, and saves them after', async () => {
    const { popup, tab } = await popupOver('Edit draft');
    await button(popup, 'Shorten').click();
    await field(popup, 'Short link').waitFor();
    await button(popup, 'Change…').click();
    await field(popup, 'Alias').fill('e2e-edit-draft');
    await closePopup(popup);

    const again = await reopen(tab);
    await again.getByText('This page already has a short link').waitFor();
    await expect.poll(() => field(again, 'Alias').inputValue(), poll).toBe('e2e-edit-draft');
    await button(again, 'Save changes').click();
    await expect.poll(() => field(again, 'Short link').inputValue(), poll).toBe('https://sho.rt/e2e-edit-draft');
    expect(server.db.links.some((link) => link.alias === 'e2e-edit-draft')).toBe(true);
  });

  it('Escape closes the QR code, then the edit panel', async () => {
    const { popup } = await popupOver('Escape');
    await button(popup, 'Shorten').click();
    await field(popup, 'Short link').waitFor();
    await button(popup, 'QR code').click();
    await button(popup, 'Download PNG').waitFor();
    await button(popup, 'Download PNG').focus();
    await popup.keyboard.press('Escape');
    await button(popup, 'Download PNG').waitFor({ state: 'detached' });
    expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('QR code');
    await button(popup, 'Change…').click();
    await field(popup, 'Alias').focus();
    await popup.keyboard.press('Escape');
    await button(popup, 'Save changes').waitFor({ state: 'detached' });
    expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('Change…');
    expect(await popup.isClosed()).toBe(false);
  });
});

describe('Recent links', () => {
  it('are in sight without scrolling, in a popup of one width', async () => {
    const { popup } = await popupOver('In sight');
    const search = popup.getByRole('searchbox', { name: 'Search links' });
    await popup.locator('.recent-row').first().waitFor();
    const layout = await search.evaluate((el) => ({
      bottom: el.getBoundingClientRect().bottom,
      height: innerHeight,
      width: document.body.getBoundingClientRect().width,
    }));
    expect(layout.bottom, `search box at ${layout.bottom}px of ${layout.height}px`).toBeLessThanOrEqual(layout.height);
    expect(layout.width).toBe(400);
    expect(await popup.getByRole('heading', { level: 1 }).count()).toBe(1);
    await search.fill('Page');
    await popup.getByRole('heading', { name: 'Search results' }).waitFor();
    expect(await popup.evaluate(() => document.body.getBoundingClientRect().width)).toBe(400);
  });

  it('from the keyboard: type, ↓, Enter copies the link and closes the popup', async () => {
    const wanted = server.db.links.filter((link) => link.user_id === undefined || link.user_id === 1).at(-1)!;
    const { popup } = await popupOver('Keyboard');
    const search = popup.getByRole('searchbox', { name: 'Search links' });
    await search.fill(wanted.alias);
    const first = popup.locator('.recent-row').first();
    await expect.poll(() => first.locator('.recent-short').textContent(), poll).toBe(`sho.rt/${wanted.alias}`);
    await search.press('ArrowDown');
    expect(await popup.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Copy sho.rt/${wanted.alias}`);
    await expectAccessible(popup);
    const closed = popup.waitForEvent('close');
    // The popup closes between the key's down and up.
    await popup.keyboard.press('Enter').catch(() => undefined);
    await closed;
    expect(await clipboardText()).toBe(`https://sho.rt/${wanted.alias}`);
  });
});

describe('background notices', () => {
  it('show one, the newest, naming its page, and go once dismissed', async () => {
    const worker = await session.currentWorker();
    const click = (pageUrl: string) =>
      worker.evaluate(
        (u) =>
          (globalThis as any).chrome.contextMenus.onClicked.dispatch({ menuItemId: 'shorten-page', pageUrl: u, editable: false }, { id: 1, index: 0, url: u }),
        pageUrl,
      );
    const made = `${server.url}/page/Made%20from%20the%20menu`;
    await click(made);
    await expect.poll(() => server.db.links.some((link) => link.url === made), poll).toBe(true);
    const failed = `${server.url}/page/Failed%20from%20the%20menu`;
    // A refusal: an outage (a 500) would be queued to be sent again, and listed as waiting.
    server.inject({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { url: ['The url format is invalid.'] } },
      match: { method: 'POST', path: '/api/v1/links' },
    });
    await click(failed);
    await expect
      .poll(() => worker.evaluate(async () => Boolean((await (globalThis as any).chrome.storage.session.get('lastBackgroundError')).lastBackgroundError)), poll)
      .toBe(true);
    server.clearFaults();

    const { popup, tab } = await popupOver('Notices');
    const notice = popup.getByRole('alert').filter({ hasText: '“Shorten” from the context menu failed' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Page: ${failed}`);
    expect(await popup.locator('.notice.background-result, .notice.background-error').count()).toBe(1);
    await button(popup, 'Dismiss').click();
    await notice.waitFor({ state: 'detached' });
    await closePopup(popup);
    const again = await reopen(tab);
    await field(again, 'URL to shorten').waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(await again.locator('.notice').count()).toBe(0);
  });
});

describe('forty pixels', () => {
  it('get a filter box and "N of 40 selected"', async () => {
    const { popup, url } = await popupOver('Pixels');
    const filter = field(popup, 'Filter pixels');
    await filter.waitFor();
    const [first, second] = server.db.pixels.filter((p) => p.user_id === undefined || p.user_id === 1);
    await popup.getByLabel(`${first!.name} (${pixelTypeName(first!.type)})`, { exact: true }).check();
    await filter.fill(second!.name);
    await popup.getByLabel(`${second!.name} (${pixelTypeName(second!.type)})`, { exact: true }).check();
    expect(await popup.getByText('2 of 40 selected.', { exact: true }).count()).toBe(1);
    await expectAccessible(popup);
    server.clearRequests();
    await button(popup, 'Shorten').click();
    await field(popup, 'Short link').waitFor();
    expect(new URLSearchParams(stores()[0]!.body).getAll('pixel_ids[]')).toEqual([String(first!.id), String(second!.id)]);
    expect(new URLSearchParams(stores()[0]!.body).get('url')).toBe(url);
  });
});
