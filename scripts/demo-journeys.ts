/**
 * The main journeys of the demo, each a short walk through the real extension against the
 * reference server that fails loudly when the product does not behave. `npm run demo --
 * --headless` runs them and keeps their screenshots in docs/; test/e2e/demo.e2e.ts runs them in CI.
 */
import type { Page } from 'playwright-core';
import { openToolbarPopup } from '../test/e2e/harness';
import { isMine } from '../test/server/types';
import { INSTANCE_HOST } from './demo-hosts';
import { captureOmnibox, renderOmnibox } from './demo-omnibox';
import { msg, msgPattern } from './demo-messages';
import { shootScreen, type Theme } from './demo-screens';
import type { Demo } from './demo-setup';

export interface JourneyContext {
  demo: Demo;
  /** Where screenshots go; none are taken without it. */
  outDir?: string;
}

export interface Journey {
  name: string;
  run(ctx: JourneyContext): Promise<void>;
}

export interface JourneyResult {
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

const WAIT = { timeout: 10_000 };

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Waits for `condition` (checked every 50 ms), failing with `message` after the usual wait. */
async function until(condition: () => boolean, message: string): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The screen in light and dark, checked for loopback addresses (demo-screens.ts) and written under `outDir`. */
const screenshot = (ctx: JourneyContext, page: Page, screen: string, themes?: readonly Theme[]) => shootScreen(page, screen, ctx.outDir, themes);

/** An extension page in a tab of its own, as a 1280 × 800 laptop shows it. */
async function extensionTab(ctx: JourneyContext, path: string): Promise<Page> {
  const page = await ctx.demo.session.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(ctx.demo.session.pageUrl(path));
  return page;
}

/** The pixel ids of a form body, whatever bracket style the client uses. */
function formPixelIds(form: URLSearchParams): number[] {
  return [...form].filter(([key]) => key.startsWith('pixel_ids')).map(([, value]) => Number(value));
}

/** Changes settings the way the options page saves them (storage.local `settings`). */
async function changeSettings(ctx: JourneyContext, patch: Record<string, unknown>): Promise<void> {
  const worker = await ctx.demo.session.currentWorker();
  await worker.evaluate(async (patch) => {
    const storage = (globalThis as unknown as { chrome: any }).chrome.storage.local;
    const { settings } = await storage.get('settings');
    await storage.set({ settings: { ...settings, ...patch } });
  }, patch);
}

/**
 * The toolbar popup over a new tab showing `url`. With `icon`, once the browser knows the tab's
 * icon: it fetches it after the page loads, and the popup reads the tab once, as it opens.
 */
async function popupOver(ctx: JourneyContext, url: string, { icon = false } = {}): Promise<Page> {
  const tab = await ctx.demo.session.context.newPage();
  await tab.goto(url);
  await tab.bringToFront();
  if (icon) {
    const worker = await ctx.demo.session.currentWorker();
    const deadline = Date.now() + WAIT.timeout;
    const known = () =>
      worker.evaluate(async (url) => {
        const tabs = await (globalThis as unknown as { chrome: any }).chrome.tabs.query({ active: true, currentWindow: true });
        return tabs.some((t: { url?: string; favIconUrl?: string }) => t.url === url && !!t.favIconUrl);
      }, url);
    while (!(await known())) {
      check(Date.now() < deadline, `The browser never knew the icon of ${url}`);
      await tab.waitForTimeout(100);
    }
  }
  return openToolbarPopup(ctx.demo.session);
}

/** The link the server was asked to create, checked against the page and the defaults. */
function checkCreated(ctx: JourneyContext, url: string): void {
  const created = ctx.demo.server.apiRequests().find((r) => r.method === 'POST' && r.path === '/api/v1/links');
  check(created, 'No link was created on the server');
  const form = new URLSearchParams(created.body);
  const { defaultDomainId, defaultSpaceId, defaultPixelIds } = ctx.demo.settings;
  check(form.get('url') === url, `The link was made for ${form.get('url')}, not ${url}`);
  check(form.get('domain_id') === String(defaultDomainId), 'The default domain was not used');
  check(form.get('space_id') === String(defaultSpaceId), 'The default space was not used');
  check(formPixelIds(form).sort().join() === defaultPixelIds.join(), 'The default pixels were not attached');
}

async function expectShortLink(popup: Page): Promise<void> {
  const shortUrl = popup.getByLabel(msg('popupShortLink'), { exact: true });
  await shortUrl.waitFor(WAIT);
  const value = await shortUrl.inputValue();
  check(value.startsWith(`https://${INSTANCE_HOST}/`), `The popup shows "${value}", not a short link on the default domain`);
  await popup.getByText(msg('popupCopied'), { exact: true }).waitFor(WAIT);
}

const shortenFromPopup: Journey = {
  name: 'shorten the page from the toolbar popup',
  async run(ctx) {
    await changeSettings(ctx, { shortenOnOpen: false });
    ctx.demo.server.clearRequests();
    const popup = await popupOver(ctx, ctx.demo.site.articleUrl, { icon: true });
    const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
    await shorten.waitFor(WAIT);
    await popup
      .getByRole('checkbox', { checked: true })
      .nth(ctx.demo.settings.defaultPixelIds.length - 1)
      .waitFor(WAIT);
    check(
      ctx.demo.server.apiRequests().every((r) => r.method === 'GET'),
      'Something was created before Shorten was clicked',
    );
    await screenshot(ctx, popup, 'popup-form');
    await shorten.click();
    await expectShortLink(popup);
    checkCreated(ctx, ctx.demo.site.articleUrl);
    // The card is headed by the page's own icon, from the page's origin.
    const favicon = await popup.locator('.result-page img').getAttribute('src', WAIT);
    check(favicon === `${ctx.demo.site.origin}/favicon.svg`, `The result card shows the icon ${favicon}, not the page's`);
    await screenshot(ctx, popup, 'popup-result');
    await popup.getByRole('button', { name: msg('popupQrCode'), exact: true }).click();
    const qr = popup.getByRole('img', { name: msgPattern('qrCodeOf') }).first();
    await qr.waitFor(WAIT);
    await qr.scrollIntoViewIfNeeded();
    await screenshot(ctx, popup, 'popup-qr');
    await popup.close();
  },
};

const shortenOnOpen: Journey = {
  name: 'one click: the popup shortens and copies as it opens',
  async run(ctx) {
    await changeSettings(ctx, { shortenOnOpen: true });
    ctx.demo.server.clearRequests();
    const url = `${ctx.demo.site.origin}/`;
    const popup = await popupOver(ctx, url);
    await expectShortLink(popup);
    checkCreated(ctx, url);
    await popup.close();
  },
};

const recentLinksSearch: Journey = {
  name: 'the popup lists recent links and searches them',
  async run(ctx) {
    await changeSettings(ctx, { shortenOnOpen: false });
    const popup = await popupOver(ctx, ctx.demo.site.articleUrl);
    const rows = popup.locator('.recent-row');
    await rows.first().waitFor(WAIT);
    const newest = await rows.allInnerTexts();
    check(
      newest.some((text) => text.includes(ctx.demo.site.articleUrl)),
      'The link just made is not among the recent links',
    );
    await screenshot(ctx, popup, 'popup-recent');
    await popup.getByRole('searchbox', { name: msg('recentSearchLabel'), exact: true }).fill('solar');
    await popup.getByRole('heading', { name: msg('recentResultsTitle'), exact: true }).waitFor(WAIT);
    await popup.locator('.recent-row mark').first().waitFor(WAIT);
    await popup.getByText(msg('recentSearchingServer')).waitFor({ state: 'hidden', ...WAIT });
    const found = await rows.allInnerTexts();
    check(found.length > 0 && found.every((text) => /solar/i.test(text)), 'The search shows links that do not match "solar"');
    await screenshot(ctx, popup, 'popup-search');
    // The statistics of the link clicked most (the seed gives its first links visits), under its row.
    const { links, clicks } = ctx.demo.server.db;
    const visits = (id: number) => clicks.filter((click) => click.link_id === id).length;
    const clicked = links.filter(isMine).reduce((best, link) => (visits(link.id) > visits(best.id) ? link : best));
    await popup.getByRole('searchbox', { name: msg('recentSearchLabel'), exact: true }).fill(clicked.alias);
    await popup.getByText(msg('recentSearchingServer')).waitFor({ state: 'hidden', ...WAIT });
    await rows
      .filter({ hasText: `/${clicked.alias}` })
      .first()
      .getByRole('button', { name: msgPattern('recentStatsLabel') })
      .click();
    const stats = popup.locator('.stats-panel');
    await stats.waitFor(WAIT);
    await stats.getByText(msg('statsLoading')).waitFor({ state: 'hidden', ...WAIT });
    await stats.evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
    await screenshot(ctx, popup, 'popup-statistics');
    await popup.close();
  },
};

/** The settings page's groups: screen name, heading. */
export const SETTINGS_SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['settings-connection', 'optionsGroupConnection'],
  ['settings-defaults', 'optionsGroupDefaults'],
  ['settings-shortcuts', 'optionsShortcutsHeading'],
  ['settings-backup', 'backupHeading'],
];

const popupError: Journey = {
  name: 'a server error in the popup keeps the form and offers to try again',
  async run(ctx) {
    await changeSettings(ctx, { shortenOnOpen: false });
    // A page not shortened yet, so the popup offers its form.
    const popup = await popupOver(ctx, `${ctx.demo.site.origin}/routes/vienna-paris`);
    const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
    await shorten.waitFor(WAIT);
    ctx.demo.server.inject({ status: 500, match: { method: 'POST', path: '/api/v1/links' } });
    await shorten.click();
    const alert = popup.getByRole('alert').filter({ has: popup.getByRole('button', { name: msg('noticeTryAgain'), exact: true }) });
    await alert.waitFor(WAIT);
    ctx.demo.server.clearFaults();
    await alert.scrollIntoViewIfNeeded();
    await screenshot(ctx, popup, 'popup-error');
    await popup.close();
  },
};

const shortenSeveral: Journey = {
  name: 'shorten several URLs at once',
  async run(ctx) {
    const page = await extensionTab(ctx, 'options.html#bulk');
    const urls = [
      'https://www.railway-stories.com/night-trains',
      'https://www.railway-stories.com/routes/vienna-paris',
      'https://www.railway-stories.com/guides/couchette-or-sleeper',
      'www.railway-stories.com/newsletter',
    ];
    await page.getByLabel(msg('bulkInputLabel'), { exact: true }).fill(urls.join('\n'));
    const start = page.getByRole('button', { name: msg('bulkStart', String(urls.length)), exact: true });
    await start.waitFor(WAIT);
    await start.click();
    // Each URL's row gets its short link (one already made is reused, so the server is not the measure).
    const done = page.getByRole('row').filter({ hasText: `${ctx.demo.instanceUrl}/` });
    const deadline = Date.now() + WAIT.timeout;
    while ((await done.count()) < urls.length) {
      check(Date.now() < deadline, `${await done.count()} of ${urls.length} URLs got a short link`);
      await page.waitForTimeout(100);
    }
    await screenshot(ctx, page, 'bulk');
    await page.close();
  },
};

const optionsConnected: Journey = {
  name: 'the options page shows the connection working',
  async run(ctx) {
    const page = await extensionTab(ctx, 'options.html#settings');
    await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor(WAIT);
    check((await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).inputValue()) === ctx.demo.instanceUrl, 'The instance URL is not shown');
    await page.getByRole('button', { name: msg('optionsTestConnection'), exact: true }).click();
    await page.getByText(msgPattern('optionsOutcomeConnected')).waitFor(WAIT);
    // Each group of settings at the top of the window, found by its heading.
    for (const [screen, heading] of SETTINGS_SCREENS) {
      const title = page.getByRole('heading', { name: msg(heading), exact: true }).first();
      await title.waitFor(WAIT);
      await title.evaluate((element) => (element.closest('section') ?? element).scrollIntoView({ block: 'start' }));
      await screenshot(ctx, page, screen);
    }
    await page.close();
  },
};

const linksManagerFilter: Journey = {
  name: 'the links manager filters by status and search, shows spaces and pixels, and acts on the links selected',
  async run(ctx) {
    const { server } = ctx.demo;
    const page = await extensionTab(ctx, 'options.html#links');
    const rows = page.locator('.manager-table tbody tr');
    await rows.first().waitFor(WAIT);
    server.clearRequests();
    // Status is in the toolbar's Filter menu; the choice shows as a chip once the menu closes.
    await page.getByRole('button', { name: msg('managerFilter'), exact: true }).click();
    await page.getByLabel(msg('managerStatus'), { exact: true }).selectOption('1');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: msg('managerSearch'), exact: true }).fill('solar');
    await page.waitForURL(/status=1/, WAIT);
    await page.waitForURL(/search=solar/, WAIT);
    await until(
      () => server.apiRequests().some((r) => r.path === '/api/v1/links' && r.query.search?.[0] === 'solar' && r.query.status?.[0] === '1'),
      'The list was not asked for active links matching "solar"',
    );
    await page.waitForFunction(`!document.querySelector('.manager-table[aria-busy="true"], .manager-list-status [role="status"]')`, undefined, WAIT);
    const texts = await rows.allInnerTexts();
    check(texts.length > 0, 'No active link matches "solar"');
    check(
      texts.every((text) => /solar/i.test(text)),
      'The rows shown do not all match "solar"',
    );
    // The spaces and pixels at a glance, and two links selected: the actions on them come over the page's bottom.
    const columns = page.getByRole('group', { name: msg('managerColumns') });
    await columns.getByLabel(msg('managerSpace'), { exact: true }).check();
    await columns.getByLabel(msg('managerColumnPixels'), { exact: true }).check();
    await page.locator('td.manager-pixels').first().waitFor(WAIT);
    const shorts = await page.locator('.manager-table tbody .manager-short').evaluateAll((spans) => spans.map((span) => span.scrollWidth <= span.clientWidth));
    check(shorts.every(Boolean), 'A short URL is cut');
    const boxes = page.locator('.manager-table tbody .manager-select');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page
      .getByRole('region', { name: msg('managerBulkLabel') })
      .getByText(msg('managerSelectedOther', '2'), { exact: true })
      .waitFor(WAIT);
    await screenshot(ctx, page, 'links');
    await page.close();
  },
};

const pixelsManager: Journey = {
  name: 'the pixels manager lists pixels of several types',
  async run(ctx) {
    const page = await extensionTab(ctx, 'options.html#pixels');
    const rows = page.locator('.manager-table tbody tr');
    await rows.first().waitFor(WAIT);
    const count = await rows.count();
    // The seed also holds another account's pixel, which the API never lists.
    const own = ctx.demo.server.db.pixels.filter(isMine).length;
    check(count === own, `${count} pixels shown of ${own}`);
    await screenshot(ctx, page, 'pixels');
    await page.close();
  },
};

const omniboxSuggestions: Journey = {
  name: 'the omnibox suggests links for "ln solar"',
  async run(ctx) {
    // The index fills while the user reads the web (it yields to a Linklet page in front).
    const reading = await ctx.demo.session.context.newPage();
    await reading.goto(`${ctx.demo.site.origin}/`);
    await reading.bringToFront();
    let capture = await captureOmnibox(ctx.demo.session, 'solar');
    // The guest's share of the minute's budget may make it wait for the next window.
    const deadline = Date.now() + 90_000;
    while (capture.suggestions.length === 0 && Date.now() < deadline) {
      await reading.waitForTimeout(500);
      capture = await captureOmnibox(ctx.demo.session, 'solar');
    }
    await reading.close();
    check(capture.suggestions.length > 0, 'No omnibox suggestion for "solar"');
    const page = await ctx.demo.session.context.newPage();
    await renderOmnibox(page, capture);
    // A drawing of the browser's drop-down, in the browser's colours: one theme.
    await screenshot(ctx, page, 'omnibox', ['light']);
    await page.close();
  },
};

export const JOURNEYS: readonly Journey[] = [
  shortenFromPopup,
  shortenOnOpen,
  recentLinksSearch,
  popupError,
  optionsConnected,
  linksManagerFilter,
  pixelsManager,
  shortenSeveral,
  omniboxSuggestions,
];

/** Runs every journey, even after a failure, and reports each. */
export async function runJourneys(ctx: JourneyContext, journeys: readonly Journey[] = JOURNEYS): Promise<JourneyResult[]> {
  const results: JourneyResult[] = [];
  for (const journey of journeys) {
    const start = Date.now();
    try {
      await journey.run(ctx);
      results.push({ name: journey.name, ok: true, ms: Date.now() - start });
    } catch (error) {
      results.push({ name: journey.name, ok: false, ms: Date.now() - start, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
