/**
 * One measured open of a toolbar popup (the product's popup.html or the floor page): the active
 * tab shows a fresh page, `chrome.action.openPopup()` opens the page as the real toolbar popup, and
 * the probe in the page says when the short URL the server just created appeared in the DOM.
 */
import { chromium, type Page } from 'playwright-core';
import type { RecordedRequest, RefServer } from '../test/server';
import type { ExtensionSession } from '../test/e2e/harness';
import { inWorker } from './session';
import { sleep, until } from './util';

/** The product's popup, the floor (the store request alone) and the floor with the duplicate check first. */
export type PopupKind = 'popup' | 'floor' | 'checked';

export interface OpenMeasurement {
  kind: PopupKind;
  /** The popup document's navigation start (performance.timeOrigin) → short URL in the DOM. */
  navToShownMs: number;
  /** openPopup() called in the worker → short URL in the DOM (includes creating the popup window). */
  openToShownMs: number;
  shortUrl: string;
  /** Requests the instance received during this open (API paths only, OPTIONS included). */
  requests: RecordedRequest[];
  /** Where the time went, in ms since navigation start (the page's own Performance entries). */
  phases: Phases;
}

export interface Phases {
  firstContentfulPaint?: number;
  /** The store request (POST /api/v1/links) sent … */
  storeStart?: number;
  /** … and its response read. */
  storeEnd?: number;
  /** API requests the page itself sent before the store request. */
  apiCallsBefore: number;
}

export interface OpenContext {
  session: ExtensionSession;
  /** The instance: its requests are counted. */
  api: RefServer;
  /** The active tab, showing pages of `pages`. */
  tab: Page;
  pageUrl: (name: string) => string;
}

export const apiOnly = (requests: RecordedRequest[]) => requests.filter((r) => r.path.startsWith('/api/'));

/** The short URL of the link the server holds for `url`, as its API answers it. */
export function shortUrlFor(api: RefServer, url: string): string | undefined {
  const link = api.db.links.findLast((l) => l.url === url);
  if (!link) return undefined;
  const domain = api.db.domains.find((d) => d.id === link.domain_id);
  return `https://${domain?.name ?? 'unknown.invalid'}/${link.alias}`;
}

/** Shows `url` in the active tab and opens `file` as the toolbar popup; returns the open time. */
export async function openAsToolbarPopup(ctx: OpenContext, file: string, url: string): Promise<number> {
  await ctx.tab.goto(url);
  await ctx.tab.bringToFront();
  return inWorker(
    ctx.session,
    async (popup: string) => {
      const chromeApi = (globalThis as unknown as { chrome: any }).chrome;
      await chromeApi.action.setPopup({ popup });
      const openedAt = performance.timeOrigin + performance.now();
      await chromeApi.action.openPopup();
      return openedAt;
    },
    file,
  );
}

/** The open toolbar popup as a page, through a CDP connection made now (see harness.openToolbarPopup). */
export async function attachToPopup(session: ExtensionSession, file: string): Promise<{ page: Page; detach: () => Promise<void> }> {
  const url = session.pageUrl(file);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${session.debugPort}`);
    const page = cdp
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().startsWith(url));
    if (page) return { page, detach: () => cdp.close() };
    await cdp.close();
    await sleep(100);
  }
  throw new Error(`the toolbar popup ${file} did not open`);
}

/** The page's paint and API resource entries, sampled once the short URL is shown. */
export async function readPhases(page: Page): Promise<Phases> {
  return page.evaluate(() => {
    const api = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/v1/')) as PerformanceResourceTiming[];
    // The store request is the only one to /api/v1/links without a query (the list has one).
    const store = api.find((e) => new URL(e.name).pathname === '/api/v1/links' && !new URL(e.name).search);
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      storeStart: store?.startTime,
      storeEnd: store?.responseEnd,
      apiCallsBefore: store ? api.filter((e) => e.startTime < store.startTime).length : api.length,
    };
  });
}

/** When the probe saw `text` in the page, as epoch ms and as ms since the page's navigation start. */
export async function probeTime(page: Page, text: string, timeoutMs = 10_000): Promise<{ epoch: number; sinceNav: number }> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const bench = (globalThis as unknown as { __linkletBench?: { log: Array<{ t: number; text: string }> } }).__linkletBench;
      const hit = bench?.log.find((entry) => entry.text.includes(wanted));
      return hit ? { epoch: performance.timeOrigin + hit.t, sinceNav: hit.t } : undefined;
    },
    text,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as { epoch: number; sinceNav: number };
}

export async function closePopup(page: Page): Promise<void> {
  await page.evaluate(() => window.close()).catch(() => {});
}

/**
 * Opens the popup (or floor) over a fresh page, waits for the link the page must create, and
 * measures when its short URL appeared. Requests are collected until `settleMs` after that.
 */
export async function measureOpen(ctx: OpenContext, kind: PopupKind, runId: string, settleMs = 300): Promise<OpenMeasurement> {
  const file = kind === 'floor' ? 'floor.html' : kind === 'checked' ? 'floor-checked.html' : 'popup.html';
  const url = ctx.pageUrl(`bench-${kind}-${runId}`);
  const from = ctx.api.requests.length;
  const openedAt = await openAsToolbarPopup(ctx, file, url);
  let attached: Awaited<ReturnType<typeof attachToPopup>> | undefined;
  try {
    const shortUrl = await until(() => shortUrlFor(ctx.api, url), 10_000, `${kind} to create a link for ${url}`);
    // Attach only once the page has had time to show it: a CDP connection costs the browser CPU.
    await sleep(150);
    attached = await attachToPopup(ctx.session, file);
    const seen = await probeTime(attached.page, shortUrl);
    const phases = await readPhases(attached.page);
    await sleep(settleMs);
    return {
      kind,
      navToShownMs: seen.sinceNav,
      openToShownMs: seen.epoch - openedAt,
      shortUrl,
      requests: apiOnly(ctx.api.requests.slice(from)),
      phases,
    };
  } finally {
    attached ??= await attachToPopup(ctx.session, file).catch(() => undefined);
    if (attached) {
      await closePopup(attached.page);
      await attached.detach();
    }
    await sleep(200);
  }
}
