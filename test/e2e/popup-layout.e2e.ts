import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { popupOver, shortenButton } from './helpers';

// The popup as it fits in the toolbar (at most 800 × 600 px, here 400 px wide whatever is open):
// one width with More options open, the Shorten button in sight however long the form grows, the
// search and its first result in the first screen, one scroll area, Statistics on recent rows.

let server: RefServer;
let session: ExtensionSession;
const opened: Page[] = [];

beforeAll(async () => {
  server = await startServer({ port: 0, version: 49, seed: { links: 40 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await configureExtension(session, {
    instanceUrl: server.url,
    apiKey: server.apiKey,
    settings: { defaultDomainId: 1, defaultPixelIds: [1], shortenOnOpen: false, autoCopy: false },
  });
});
afterEach(async () => {
  for (const page of opened.splice(0)) await page.close().catch(() => undefined);
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

async function open(title: string): Promise<Page> {
  const { popup, tab } = await popupOver(session, server, title);
  opened.push(tab, popup);
  await shortenButton(popup).waitFor();
  return popup;
}

const width = (popup: Page) => popup.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
/** Whether all of `locator`'s box is inside the popup's viewport as it is scrolled now. */
const inSight = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('the popup’s layout', () => {
  it('keeps one width with More options open, and Shorten in sight at every scroll', async () => {
    const popup = await open('Layout width');
    const before = await width(popup);
    expect(before.inner).toBe(400);
    await popup.getByRole('button', { name: 'More options', exact: true }).click();
    await popup.locator('#more-options input').first().waitFor();
    // Every rule and date field opened, as a user exploring them would.
    for (const add of await popup.getByRole('button', { name: /^Add / }).all()) await add.click();
    await popup.waitForTimeout(300);
    const after = await width(popup);
    expect(after.inner).toBe(before.inner);
    // Nothing is wider than the popup: no sideways scrolling.
    expect(after.scroll).toBeLessThanOrEqual(after.inner);
    expect(await popup.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    for (const y of [0, 400, 100_000]) {
      await popup.evaluate((top) => window.scrollTo(0, top), y);
      await popup.waitForTimeout(50);
      expect(await inSight(shortenButton(popup)), `Shorten in sight scrolled to ${y}`).toBe(true);
    }
    await expectAccessible(popup);
  });

  it('shows the search box and its first result in the first screen, in one scroll area', async () => {
    const popup = await open('Layout search');
    const search = popup.getByRole('searchbox', { name: 'Search links', exact: true });
    await popup.locator('.recent-row').first().waitFor();
    // The list grows with the page: the popup is its one scroll area.
    expect(await popup.locator('.recent-list').evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    const wanted = server.db.links[server.db.links.length - 5]!;
    await search.click();
    await popup.keyboard.type(wanted.alias!, { delay: 30 });
    const first = popup.locator('.recent-row').first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain(wanted.alias!);
    expect(await inSight(search)).toBe(true);
    expect(await inSight(first)).toBe(true);
  });

  it('offers Statistics on a recent row, shown above the list', async () => {
    const popup = await open('Layout statistics');
    const row = popup.locator('.recent-row').first();
    await row.waitFor();
    const short = (await row.locator('.recent-short').textContent())!;
    server.clearRequests();
    await row.getByRole('button', { name: `Statistics for ${short}`, exact: true }).click();
    const chart = popup.getByRole('img', { name: /^Clicks per day/ });
    await chart.waitFor({ timeout: 15_000 });
    expect(server.apiRequests().filter((r) => r.path.startsWith('/api/v1/stats/')).length).toBe(4);
    await expectAccessible(popup);
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => chart.count()).toBe(0);
  });
});
