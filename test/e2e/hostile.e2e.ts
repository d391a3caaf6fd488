import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer, type StoredLink } from '../server';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { alertText, Background, POLL, popupOver, sleep, tabAddresses, WorkerLog, pagesOfEachTest } from './helpers';
import { ManagerPage } from './manager-page';

// Big, broken and hostile answers, end to end: 10,000 links, a 20 MB body, a list with one
// malformed record; titles, aliases and URLs carrying markup, `javascript:`, right-to-left and
// zero-width characters. The UI keeps answering, skips what it cannot read, renders text as
// text, and opens only http(s).
let big: RefServer;
let small: RefServer;
let site: RefServer;
let session: ExtensionSession;
let bg: Background;
let log: WorkerLog;
const opened = pagesOfEachTest(() => {
  for (const server of [big, small]) server.clearFaults();
});
/** Any dialog (alert, confirm) an extension page opened: a payload that ran would show here. */
const dialogs: string[] = [];

beforeAll(async () => {
  [big, small, site] = await Promise.all([
    startServer({ port: 0, seed: { links: 10_000 } }),
    startServer({ port: 0, seed: { links: 30 } }),
    startServer({ port: 0, seed: false }),
  ]);
  session = await launchExtension({ headful: true });
  log = await WorkerLog.attach(session);
  for (const server of [big, small, site]) expect(await grantHostPermission(session, server.origin)).toBe(true);
  bg = new Background(session);
});
afterAll(async () => {
  await session?.close();
  for (const server of [big, small, site]) await server?.close();
});

function watch(page: Page): Page {
  page.setDefaultTimeout(POLL.timeout);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  opened.push(page);
  return page;
}

async function links(hash = '#links'): Promise<ManagerPage> {
  const manager = new ManagerPage(watch(await session.context.newPage()), session, bigOrSmall());
  await manager.open(hash);
  return manager;
}

let current: RefServer;
const bigOrSmall = () => current;

async function connect(server: RefServer, count: number): Promise<void> {
  current = server;
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1, autoCopy: false } });
  const started = Date.now();
  await bg.indexFilled(count);
  console.log(`index of ${count} links filled in ${Date.now() - started} ms`);
}

/** The popup over a page of `site`, with "Recent links" open. */
async function recentLinks(title: string): Promise<Page> {
  const { popup, tab } = await popupOver(session, site, title);
  watch(popup);
  opened.push(tab);
  await popup.getByLabel('Search links').waitFor();
  return popup;
}

const rowShorts = (popup: Page) => popup.locator('.recent-row .recent-short').allTextContents();

/** Milliseconds from `act` until `settled` holds, printed: responsiveness is reported, not asserted. */
async function timed(what: string, act: () => Promise<void>, settled: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await act();
  await expect.poll(settled, POLL).toBe(true);
  const ms = Date.now() - started;
  console.log(`${what}: ${ms} ms`);
  return ms;
}

describe('8. big and broken answers', () => {
  beforeAll(() => connect(big, 10_000), 90_000);

  it('10,000 links: the Links view and the popup’s search answer as one types', async () => {
    const manager = await links();
    await expect.poll(() => manager.shownShortUrls(), POLL).toHaveLength(25);
    const wanted = big.db.links.find((l) => l.id === 4321)!;
    await manager.choose('Search by', { value: 'alias' });
    await timed(
      'Links view: search by alias among 10,000 (server)',
      () => manager.search(wanted.alias),
      async () => (await manager.shownShortUrls()).includes(`https://${big.db.domains.find((d) => d.id === wanted.domain_id)!.name}/${wanted.alias}`),
    );

    const popup = await recentLinks('Ten thousand');
    await expect.poll(() => rowShorts(popup), POLL).toHaveLength(10);
    const search = popup.getByLabel('Search links');
    const short = `${big.db.domains.find((d) => d.id === wanted.domain_id)!.name}/${wanted.alias}`;
    await timed(
      'Popup: each keystroke answered',
      () => search.pressSequentially(wanted.alias, { delay: 0 }),
      async () => (await search.inputValue()) === wanted.alias,
    );
    await timed(
      'Popup: the link found by alias among 10,000',
      async () => undefined,
      async () => (await rowShorts(popup)).includes(short),
    );
  });

  it('a 20 MB list: refused with a clear message while the page keeps answering; Try again recovers', async () => {
    const huge = JSON.stringify({
      data: Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, url: `https://example.org/${'x'.repeat(960)}`, short_url: `https://sho.rt/${i}` })),
    });
    expect(huge.length).toBeGreaterThan(20_000_000);
    // The Links view's request alone (25 a page): the background's index refresh, which may be
    // under way, must not take the fault instead (the message then never came).
    big.inject({ status: 200, body: huge, contentType: 'application/json', match: { method: 'GET', path: '/api/v1/links', query: { per_page: '25' } } });
    const manager = await links();
    // Keyboard use while the 20 MB arrive (typing a search would replace the request itself).
    const focused = () => manager.page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName || '');
    await manager.control('Search').focus();
    const before = await focused();
    await timed(
      'Links view: Tab answered while 20 MB arrive',
      () => manager.page.keyboard.press('Tab'),
      async () => (await focused()) !== before,
    );
    await expect.poll(() => alertText(manager.page), { ...POLL, timeout: 30_000 }).toContain('The server’s answer was too large for Linklet to read.');
    expect(await manager.shownShortUrls()).toEqual([]);
    await manager.page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => manager.shownShortUrls(), POLL).toHaveLength(25);
  });

  it('a list with one malformed record: it is skipped and said so, the rest shown (Links view and popup search)', async () => {
    const query = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1' };
    const answer = await new ManagerPage(watch(await session.context.newPage()), session, big).serverPage<Record<string, unknown>>('/api/v1/links', query);
    const broken = structuredClone(answer);
    delete broken.data[3]!.short_url;
    big.inject({ status: 200, body: broken, match: { method: 'GET', path: '/api/v1/links', query: { per_page: '25' } } });
    const manager = await links();
    const expected = answer.data.filter((_, i) => i !== 3).map((l) => l.short_url);
    await expect.poll(() => manager.shownShortUrls(), POLL).toEqual(expected);
    await manager.page.getByText('1 record from the server could not be read and is not shown.').waitFor();

    // The popup's server search: the same list through the background, merged with the index.
    const popup = await recentLinks('Malformed');
    const search = popup.getByLabel('Search links');
    const text = 'no-such-thing-in-the-index';
    const sample = answer.data.slice(0, 5).map((l) => String(l.short_url).replace('https://', ''));
    const searchAnswer = { data: answer.data.slice(0, 5).map((l, i) => (i === 1 ? { ...l, short_url: undefined } : l)) };
    // One word is looked for in aliases and in titles: two requests, both answered this way.
    big.inject({ status: 200, body: searchAnswer, match: { method: 'GET', path: '/api/v1/links', query: { search: text } }, times: 2 });
    await search.fill(text);
    await expect.poll(() => rowShorts(popup), POLL).toEqual(sample.filter((_, i) => i !== 1));
    expect(await alertText(popup)).toBe('');
  });
});

const PAYLOAD = '<img src=x onerror="window.__pwned=1;alert(1)">';
const JS_SHORT = 'javascript:alert(document.domain)//';
const RLO = '\u202E';
const ZWSP = '\u200B';

describe('9. hostile titles, aliases and URLs', () => {
  const hostile: Array<Partial<StoredLink>> = [
    { alias: 'hostile-title', title: `${PAYLOAD}Quarterly report`, url: `https://example.org/report?q=<script>window.__pwned=1</script>` },
    { alias: `invoice${RLO}fdp.exe`, title: `Invoice ${RLO}fdp.exe`, url: `https://example.org/${ZWSP}zero${ZWSP}width` },
    { alias: `zero${ZWSP}width`, title: `Zero${ZWSP}width title`, url: 'javascript:window.__pwned=1//' },
    { alias: 'js-target', title: 'A javascript: destination', url: 'javascript:alert(document.domain)' },
  ];
  const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
  const images = (page: Page) => page.locator('img').count();

  beforeAll(async () => {
    const template = small.db.links[0]!;
    for (const patch of hostile) {
      const id = Math.max(...small.db.links.map((l) => l.id)) + 1;
      const plain = { clicks: 0, disabled: 0, domain_id: 1, expiration_date: null, expiration_time: null, expiration_clicks: null } as const;
      small.db.links.push({ ...template, id, ...plain, ...patch } as StoredLink);
    }
    await connect(small, 30 + hostile.length);
    // A hostile server controls short_url too: the index is refilled from an answer where one is `javascript:`.
    const full = { sort_by: 'id', sort: 'desc', per_page: '100', page: '1' };
    const answer = await new ManagerPage(watch(await session.context.newPage()), session, small).serverPage<Record<string, unknown>>('/api/v1/links', full);
    const target = answer.data.find((l) => l.alias === 'js-target')!;
    target.short_url = JS_SHORT;
    small.inject({ status: 200, body: answer, match: { method: 'GET', path: '/api/v1/links', query: full } });
    expect(await bg.ask('refreshIndex')).toMatchObject({ ok: true });
    // Opening an https short link must not reach the network: the tab is answered here.
    await session.context.route('https://sho.rt/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>short link</title>' }));
  }, 60_000);

  async function expectInert(page: Page): Promise<void> {
    expect(await images(page)).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  }

  it('the popup’s Recent links and search show them as text; Open exists only for http(s)', async () => {
    const popup = await recentLinks('Hostile');
    await expect.poll(() => popup.locator('.recent-row').count(), POLL).toBe(10);
    const text = await popup.locator('.recent-links').innerText();
    expect(text).toContain(`${PAYLOAD}Quarterly report`);
    expect(text).toContain(`Invoice ${RLO}fdp.exe`);
    expect(text).toContain('javascript:window.__pwned=1//');
    await expectInert(popup);

    // "Open" is an https link of a short URL; the destinations get none. The record whose short
    // URL is javascript: is not read at all: it is not a link Linklet would copy or open.
    const hrefs = await popup.locator('.recent-row a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(10);
    expect(hrefs.every((href) => /^https:\/\/[a-z.]+\//.test(href ?? ''))).toBe(true);
    expect(await popup.locator('.recent-row', { hasText: 'A javascript: destination' }).count()).toBe(0);

    await popup.getByLabel('Search links').fill('onerror');
    await expect.poll(() => rowShorts(popup), POLL).toEqual(['sho.rt/hostile-title']);
    await popup.getByLabel('Search links').fill('javascript');
    await expect.poll(() => popup.locator('.recent-row').count(), POLL).toBeGreaterThanOrEqual(2);
    await expectInert(popup);

    // An https one opens in a new tab (which closes the popup, as a click elsewhere does).
    await popup.getByLabel('Search links').fill('');
    const open = popup.getByRole('link', { name: 'Open sho.rt/hostile-title' });
    await open.waitFor();
    await open.click().catch((error: Error) => {
      if (!popup.isClosed()) throw error;
    });
    await expect.poll(() => tabAddresses(session), POLL).toContain('https://sho.rt/hostile-title');
  });

  it('the options Links view shows them as text; a record whose short URL is javascript: is not shown, and says so', async () => {
    const query = { sort_by: 'id', sort: 'desc', per_page: '25', page: '1' };
    const answer = await new ManagerPage(watch(await session.context.newPage()), session, small).serverPage<Record<string, unknown>>('/api/v1/links', query);
    // A hostile server controls short_url too (the newest link keeps its javascript: destination).
    answer.data[1]!.short_url = 'javascript:window.__pwned=1;alert(1)//';
    // Every list the page asks for gets it (the settings' own check of the connection lists links
    // too, and could take a single answer first); afterEach clears what is left.
    small.inject({ status: 200, body: answer, match: { method: 'GET', path: '/api/v1/links' }, times: 5 });
    const manager = await links();
    await expect.poll(() => manager.shownShortUrls(), POLL).toHaveLength(24);
    expect(await manager.shownShortUrls()).not.toContain('javascript:window.__pwned=1;alert(1)//');
    await manager.page.getByText(/1 record from the server could not be read/).waitFor();
    const table = await manager.page.locator('table.manager-table').innerText();
    expect(table).toContain(`${PAYLOAD}Quarterly report`);
    expect(table).toContain('javascript:alert(document.domain)');
    await expectInert(manager.page);

    const httpsShort = String(answer.data[2]!.short_url);
    const newTab = session.context.waitForEvent('page');
    await (await manager.rowAction(httpsShort, 'Open')).click();
    const tab = await newTab;
    opened.push(tab);
    await tab.waitForURL(httpsShort);
  });

  it('the omnibox escapes them (no broken list) and opens only http(s) suggestions', async () => {
    const suggestions: Array<{ content: string; description: string }> = await bg.run(
      (text: string) => new Promise((resolve) => (globalThis as any).chrome.omnibox.onInputChanged.dispatch(text, resolve)),
      'hostile',
    );
    const report = suggestions.find((s) => s.content === 'https://sho.rt/hostile-title')!;
    expect(report.description).toContain('&lt;img src=x onerror=&quot;window.__pwned=1;alert(1)&quot;&gt;');
    expect(report.description).not.toContain('<img');

    // The record with the javascript: short URL was never read, so it is not suggested; typing it opens nothing.
    const js: Array<{ content: string }> = await bg.run(
      (text: string) => new Promise((resolve) => (globalThis as any).chrome.omnibox.onInputChanged.dispatch(text, resolve)),
      'js-target',
    );
    expect(js.map((s) => s.content)).not.toContain(JS_SHORT);
    const before = session.context.pages().length;
    await bg.run((text: string) => (globalThis as any).chrome.omnibox.onInputEntered.dispatch(text, 'newForegroundTab'), JS_SHORT);
    await sleep(500);
    expect(session.context.pages().length).toBe(before);
    await log.refresh();
    expect(log.matching(/^(error|exception)/)).toEqual([]);
  });

  it('a page whose title and address carry markup and direction marks is shown as text in the popup', async () => {
    const { popup, tab } = await popupOver(session, site, `${PAYLOAD}${RLO}cod.exe`);
    watch(popup);
    opened.push(tab);
    // The form shows the page's address in its field; the short link's view names the page by its title.
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    // The result's card names the page by the link's title (the server's reading of the page), as text: the markup shows, nothing runs.
    const title = popup.locator('.result-page-title');
    await expect.poll(() => title.innerText(), POLL).toContain('<img src=x onerror=');
    expect(await title.innerText()).toContain(`${RLO}cod.exe`);
    await expectInert(popup);
  });
});
