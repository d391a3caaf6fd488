import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RecordedRequest, type RefServer } from '../server';
import { answerPermissionPrompt } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { welcomeTab } from './settings-page';
import { POLL, popupOver, shortenButton, sleep } from './helpers';

// A new user's first minute against an instance with 3,000 links and phpShort's rate limit on
// (60 requests a minute per client address, counted before the key, shared by everyone behind
// the address): Save, Test connection, reload the settings page, open the popup and shorten,
// open the Links manager and search. Linklet must leave most of the minute to the user and to
// whoever shares the address: at most 30 requests, at most 15 of them the link index's, no
// identical GET twice unless Linklet changed that resource in between, and no 429.

const WAIT = { timeout: 20_000 };
const KEY = 'fm-4Rt8sKq2Wv6xZp1Yn3Lc7Hj5';
const MINUTE = 60_000;

let server: RefServer;
let session: ExtensionSession;
let options: Page;

beforeAll(async () => {
  server = await startServer({ seed: { links: 3000 }, apiKey: KEY, rateLimit: { limit: 60, windowMs: MINUTE } });
  session = await launchExtension({ headful: true });
  options = await welcomeTab(session);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const connectionText = async (page: Page) => (await page.getByRole('region', { name: 'Connection' }).locator('[role="status"], [role="alert"]').allTextContents()).join(' ');
/** The link index's pages: newest first, a hundred at a time. */
const isIndexPage = (r: RecordedRequest) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.per_page?.[0] === '100' && r.query.sort_by?.[0] === 'id';
const target = (r: RecordedRequest) => `${r.path}?${new URLSearchParams(Object.entries(r.query).flatMap(([k, vs]) => vs.map((v) => [k, v]))).toString()}`;
/** `/api/v1/links/7` and `/api/v1/links` are one resource. */
const resourceOf = (path: string) => path.split('/').slice(0, 4).join('/');

describe('a new user’s first minute with the rate limit on', () => {
  it('costs at most 30 requests, 15 of them the index’s, never the same GET twice, and no 429', { timeout: 150_000 }, async () => {
    // Save: the host permission prompt, then one check.
    await field(options, 'Instance URL').fill(server.url);
    await field(options, 'API key').fill(KEY);
    await options.getByRole('button', { name: 'Save', exact: true }).click();
    await answerPermissionPrompt(true);
    await expect.poll(() => connectionText(options), POLL).toMatch(/Connected: phpShort v44 · 3,000 links/);
    const start = Math.min(...server.apiRequests().map((r) => r.time));

    // Test connection: the answer Save just had.
    const before = server.apiRequests().length;
    await options.getByRole('button', { name: 'Test connection', exact: true }).click();
    await expect.poll(() => connectionText(options), POLL).toMatch(/Connected: phpShort v44 · 3,000 links/);
    expect(server.apiRequests().length).toBe(before);

    // The settings page again: its lists are the ones just read.
    await options.reload();
    await options.getByRole('option', { name: 'go.example.com' }).first().waitFor({ state: 'attached', ...WAIT });

    // The popup over a page: shorten it.
    const { popup, tab } = await popupOver(session, server, 'First minute');
    if (await shortenButton(popup).isVisible().catch(() => false)) await shortenButton(popup).click();
    await expect.poll(() => popup.getByLabel('Short link', { exact: true }).inputValue(), POLL).toMatch(/^http/);
    await popup.close().catch(() => undefined);
    await tab.close();

    // The Links manager, and one search.
    await options.goto(session.pageUrl('options.html#links'));
    await options.bringToFront();
    await options.getByRole('searchbox', { name: 'Search' }).fill('garden');
    await options.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect.poll(() => server.apiRequests().some((r) => r.query.search?.[0] === 'garden'), POLL).toBe(true);

    // The rest of the minute, for what the background does by itself.
    const left = start + MINUTE - Date.now();
    if (left > 0) await sleep(left);
    const minute = server.apiRequests().filter((r) => r.time < start + MINUTE);
    const report = minute.map((r) => `${((r.time - start) / 1000).toFixed(1)}s ${r.method} ${target(r)} → ${r.status ?? '?'}`).join('\n');
    console.log(`[first minute] ${minute.length} requests, ${minute.filter(isIndexPage).length} of the index:\n${report}`);

    expect(minute.length, report).toBeLessThanOrEqual(30);
    expect(minute.filter(isIndexPage).length, report).toBeLessThanOrEqual(15);
    expect(server.requests.filter((r) => r.status === 429), report).toEqual([]);
    // No GET asked twice unless Linklet changed that resource in between.
    const seen = new Map<string, number>();
    minute.forEach((r, i) => {
      if (r.method !== 'GET') return;
      const key = target(r);
      const last = seen.get(key);
      if (last !== undefined) {
        const changed = minute.slice(last + 1, i).some((w) => w.method !== 'GET' && resourceOf(w.path) === resourceOf(r.path));
        expect(changed, `${key} asked twice:\n${report}`).toBe(true);
      }
      seen.set(key, i);
    });
  });
});
