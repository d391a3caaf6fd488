import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startServer, type RefServer } from '../server';
import { isMine } from '../server/types';
import { configureExtension, grantHostPermission, grantPermission, hasPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { expectAccessible } from './a11y-checks';
import { POLL, popupOver } from './helpers';

// "Shorten several URLs" in real Chromium against the reference server: a batch of 50 with one
// refused by the server, retried; a batch resumed after its page was closed mid-way (no URL made
// twice); the window's tabs, with the optional `tabs` permission granted through its prompt.
let server: RefServer;
let session: ExtensionSession;

const SEED = { links: 10, pixels: 2 };
const LINKS = '/api/v1/links';

beforeAll(async () => {
  server = await startServer({ port: 0, seed: SEED });
  // Headful: the permission prompts are answered with the keyboard. With host access the rate
  // limit's headers are readable, as for a user who granted it.
  session = await launchExtension({ headful: true });
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});
beforeEach(async () => {
  server.reset(SEED);
  const worker = await session.currentWorker();
  await worker.evaluate(() => (globalThis as unknown as { chrome: any }).chrome.storage.local.remove('bulkBatch'));
});

/** The options page's bulk view: its form, or (`resuming`) the table of the batch under way. */
async function openBulk(resuming = false): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(session.pageUrl('options.html#bulk'));
  await (resuming ? page.getByRole('table') : page.getByLabel(/URLs to shorten/)).waitFor();
  return page;
}

async function start(page: Page, urls: string[]) {
  await page.getByLabel(/URLs to shorten/).fill(`Links for the newsletter:\n${urls.join('\n')}\n`);
  await page.getByRole('button', { name: `Shorten ${urls.length} URLs` }).click();
}

const row = (page: Page, url: string) => page.locator('tr', { has: page.getByRole('cell', { name: url, exact: true }) });
const progress = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: / of \d+ done/ })
    .textContent();
const linksTo = (url: string) => server.db.links.filter((link) => link.url === url);
/** The server's own short link for each URL (its list answer, as the API gives it). */
async function shortLinks(): Promise<Map<string, string>> {
  const response = await fetch(`${server.url}${LINKS}?per_page=100`, { headers: { Authorization: `Bearer ${server.apiKey}`, Accept: 'application/json' } });
  const { data } = (await response.json()) as { data: Array<{ url: string; short_url: string }> };
  // The newest link of each URL (the list comes newest first).
  const links = new Map<string, string>();
  for (const link of data) if (!links.has(link.url)) links.set(link.url, link.short_url);
  return links;
}
const posts = () => server.apiRequests().filter((r) => r.method === 'POST' && r.path === LINKS);

describe('a batch of 50', () => {
  it('makes each link once, reuses an existing one, lists the one the server refused and retries it', async () => {
    // A page whose link is what the batch makes (the default domain, no space, no pixel): reused.
    const known = server.db.links.filter(isMine)[0]!;
    Object.assign(known, { domain_id: 1, space_id: null, pixel_ids: [] });
    // A page whose only link is on another domain: not "Already had this link", one is made (issue 39).
    const elsewhere = server.db.links.filter(isMine)[1]!;
    Object.assign(elsewhere, { domain_id: 2, space_id: null, pixel_ids: [] });
    const urls = Array.from({ length: 48 }, (_, i) => `https://news.example/issue-7/story-${i + 1}`);
    urls.splice(10, 0, known.url);
    urls.splice(20, 0, elsewhere.url);
    server.inject({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { url: ['This URL is on the blocklist.'] } },
      match: { method: 'POST', path: LINKS },
    });
    const page = await openBulk();
    await start(page, urls);
    await expect.poll(() => progress(page), POLL).toBe('50 of 50 done, 1 failed.');
    const failed = row(page, urls[0]!);
    await expect.poll(() => failed.textContent()).toContain('Failed: This URL is on the blocklist.');
    const server1 = await shortLinks();
    const reused = row(page, known.url);
    expect(await reused.textContent()).toContain(server1.get(known.url));
    expect(await reused.textContent()).toContain('Already had this link');
    expect(await row(page, elsewhere.url).textContent()).not.toContain('Already had this link');
    expect(
      linksTo(elsewhere.url)
        .map((link) => link.domain_id)
        .sort(),
    ).toEqual([1, 2]);
    expect(posts()).toHaveLength(49);

    await page.getByRole('button', { name: 'Retry failed' }).click();
    await expect.poll(() => progress(page), POLL).toBe('50 of 50 done, 0 failed.');
    expect(await failed.textContent()).toContain('Created');
    // One link each, and the page whose link was on another domain has that one and the batch's.
    for (const url of urls) expect(linksTo(url), url).toHaveLength(url === elsewhere.url ? 2 : 1);
    // Every short link shown is the server's.
    const byUrl = await shortLinks();
    const shown = await page.locator('tbody td.manager-short').allTextContents();
    expect(shown).toEqual(urls.map((url) => byUrl.get(url)));
    // Each row says what its link got (issue 46): its domain, space and pixels, named.
    const got = await page.locator('tbody .bulk-got').allTextContents();
    expect(got).toHaveLength(urls.length);
    expect(
      got.every((line) => /^Domain \S+ · (Space .+|No space) · (Pixels .+|No pixels)$/.test(line)),
      got.join(' | '),
    ).toBe(true);
    await page.close();
  });
});

describe('a server that asks to wait for weeks (issue 29)', () => {
  it('waits ten minutes at most, and Stop (from the keyboard) ends the wait at once, sending nothing more', async () => {
    const urls = ['https://wait.example/one', 'https://wait.example/two'];
    // The first URL's lookup is refused with a Retry-After of 24.8 days.
    server.inject({ status: 429, headers: { 'Retry-After': '2147483' }, match: { method: 'GET', path: LINKS, query: { search: urls[0]! } } });
    const page = await openBulk();
    // Closed whatever happens: a page left waiting would hold the batch from the tests that follow.
    onTestFinished(() => page.close().catch(() => undefined));
    await start(page, urls);
    await page.getByText('Waiting for the server’s rate limit: going on in about 600 s.').waitFor(POLL);
    const stop = page.getByRole('button', { name: 'Stop' });
    // The running batch with its Stop passes the accessibility checks, light and dark.
    await expectAccessible(page);
    server.clearRequests();
    await stop.focus();
    await page.keyboard.press('Enter');
    const next = page.getByRole('button', { name: 'Continue' });
    await next.waitFor(POLL);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), POLL).toBe('Continue');
    expect(await stop.count()).toBe(0);
    expect(await progress(page)).toBe('0 of 2 done, 0 failed.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.apiRequests().filter((r) => r.path === LINKS)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => progress(page), POLL).toBe('2 of 2 done, 0 failed.');
    for (const url of urls) expect(linksTo(url)).toHaveLength(1);
  });
});

describe('closing the page', () => {
  it('resumes the batch when the page is opened again, making no link twice', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => `https://shop.example/item/${i + 1}`);
    // Slow stores, so the page is closed with one of them under way.
    // Slow enough that a loaded machine still closes the page before the store's answer.
    server.inject({ delayMs: 1000, match: { method: 'POST', path: LINKS }, times: 100 });
    const first = await openBulk();
    await start(first, urls);
    await expect.poll(() => progress(first), POLL).toMatch(/^[2-6] of 8 done/);
    // Closed while a store is out: that URL must be looked up, not sent blindly again.
    await first.getByRole('cell', { name: 'Sending…' }).waitFor();
    await first.close();
    const worker = await session.currentWorker();
    const stored = await worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('bulkBatch')).bulkBatch);
    expect(stored.items.some((item: { state: string }) => item.state === 'sending')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(server.apiKey);
    const madeBefore = urls.filter((url) => linksTo(url).length > 0).length;
    expect(madeBefore).toBeLessThan(8);

    const page = await openBulk(true);
    await expect.poll(() => progress(page), { ...POLL, timeout: 30_000 }).toBe('8 of 8 done, 0 failed.');
    for (const url of urls) expect(linksTo(url), url).toHaveLength(1);
    await page.close();
  });
});

describe('reaching it', () => {
  it('from the settings page’s nav and from the popup', async () => {
    const settings = await session.context.newPage();
    await settings.goto(session.pageUrl('options.html#settings'));
    await settings.getByRole('link', { name: 'Shorten several', exact: true }).click();
    await settings.getByLabel(/URLs to shorten/).waitFor();
    await settings.close();

    const { popup, tab } = await popupOver(session, server, 'Bulk entry');
    // The popup closes as the tab opens: the click is not waited on past itself.
    await popup
      .getByRole('link', { name: 'Shorten several URLs…', exact: true })
      .click({ noWaitAfter: true })
      .catch(() => undefined);
    const bulkPage = () => session.context.pages().find((page) => page.url().endsWith('options.html#bulk'));
    await expect.poll(() => !!bulkPage(), POLL).toBe(true);
    const page = bulkPage()!;
    await page.getByLabel(/URLs to shorten/).waitFor();
    await page.close();
    await tab.close();
  });
});

describe('Shorten all tabs in this window', () => {
  it('asks for the tabs permission, then lists the window’s http(s) tabs', async () => {
    expect(await grantPermission(session, { permissions: ['tabs'] })).toBe(true);
    const page = await openBulk();
    const pages = [`${server.url}/tab-one`, `${server.url}/tab-two?x=1`];
    // Opened from the page, so they are tabs of its window.
    await page.evaluate((urls) => Promise.all(urls.map((url) => (globalThis as any).chrome.tabs.create({ url, active: false }))), pages);
    const loaded = () =>
      page.evaluate(async () => ((await (globalThis as any).chrome.tabs.query({ currentWindow: true, status: 'loading' })) as unknown[]).length);
    await expect.poll(loaded, POLL).toBe(0);
    await page.getByRole('button', { name: 'Shorten all tabs in this window' }).click();
    await expect.poll(() => page.getByLabel(/URLs to shorten/).inputValue(), POLL).toBe(pages.join('\n'));
    // Read once: the permission is given back at once (no setting needs it).
    await expect.poll(() => hasPermission(session, { permissions: ['tabs'] }), POLL).toBe(false);
    await page.getByRole('button', { name: 'Shorten 2 URLs' }).click();
    await expect.poll(() => progress(page), POLL).toBe('2 of 2 done, 0 failed.');
    for (const url of pages) expect(linksTo(url)).toHaveLength(1);
    await page.close();
  });
});

describe('a preset', () => {
  it('tags each URL with its UTM parameters: the server is asked about, and stores, the tagged URL', async () => {
    const utm = { source: 'newsletter', medium: 'email', campaign: 'week 48' };
    const preset = { id: 's-week', name: 'Weekly mail', domainId: 1, spaceId: null, pixelIds: [], utm };
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1, presets: [preset] } });
    const page = await openBulk();
    await page.getByLabel('Preset', { exact: true }).selectOption({ label: 'Weekly mail' });
    const urls = ['https://blog.example/post-1', 'https://blog.example/post-2?ref=home#comments'];
    await start(page, urls);
    await expect.poll(() => progress(page), POLL).toBe('2 of 2 done, 0 failed.');
    const tagged = [
      'https://blog.example/post-1?utm_source=newsletter&utm_medium=email&utm_campaign=week%2048',
      'https://blog.example/post-2?ref=home&utm_source=newsletter&utm_medium=email&utm_campaign=week%2048#comments',
    ];
    for (const url of tagged) expect(linksTo(url), url).toHaveLength(1);
    for (const url of urls) expect(linksTo(url), url).toHaveLength(0);
    const lookups = server
      .apiRequests()
      .filter((r) => r.method === 'GET' && r.path === LINKS)
      .map((r) => r.query.search?.[0]);
    // Looked up as the page (the fragment is not part of it).
    expect(lookups).toEqual(expect.arrayContaining(tagged.map((url) => url.split('#')[0])));
    // The table lists the URLs as pasted.
    expect(await row(page, urls[1]!).textContent()).toContain('Created');
    await page.close();
  });
});
