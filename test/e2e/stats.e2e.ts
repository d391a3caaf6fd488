import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { landmarks } from '../server/landmarks';
import { shortUrl } from '../server/link-view';
import { isMine, type StoredLink } from '../server/types';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { pagesOfEachTest } from './helpers';

// A seeded link's statistics, from the popup's result view and from the Links manager, against
// each phpShort dialect of the reference server (v44 `clicks` paginated with string counts, v49
// `click` unpaginated, null for direct visits).
const DAY = 86_400_000;
const poll = { timeout: 15_000 };

describe.each([44, 49] as const)('statistics on phpShort v%i', (version) => {
  let server: RefServer;
  let session: ExtensionSession;
  let link: StoredLink;
  let short: string;
  const opened = pagesOfEachTest();

  beforeAll(async () => {
    server = await startServer({ port: 0, version, seed: { links: 12 } });
    link = landmarks(server.db)['link.withStats'] as StoredLink;
    // The page the popup opens over is this link's destination: the popup shows the link itself.
    link.url = `${server.url}/page/${encodeURIComponent('Statistics article')}`;
    short = shortUrl(server.db, link);
    session = await launchExtension({ headful: true });
    expect(await grantHostPermission(session, server.origin)).toBe(true);
    // Defaults that make exactly this link: the popup shows it as the page's (a link is reused only when it fits them).
    const defaults = { defaultDomainId: link.domain_id, defaultSpaceId: link.space_id, defaultPixelIds: link.pixel_ids };
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { autoCopy: false, ...defaults } });
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  /** The seeded clicks of the last `days` days, today included (the account's zone is UTC). */
  const clicksIn = (days: number) => {
    const since = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - (days - 1) * DAY;
    return server.db.clicks.filter((c) => c.link_id === link.id && c.at >= since).length;
  };
  const statsRequests = () => server.apiRequests().filter((r) => r.path === `/api/v1/stats/${link.id}`);
  const summary = (days: number) => new RegExp(`^${clicksIn(days)} clicks? in the last ${days} days`);
  /** The most clicks on one day of the last `days` days. */
  const busiestIn = (days: number) => {
    const since = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - (days - 1) * DAY;
    const perDay = new Map<number, number>();
    for (const c of server.db.clicks)
      if (c.link_id === link.id && c.at >= since) perDay.set(Math.floor(c.at / DAY), (perDay.get(Math.floor(c.at / DAY)) ?? 0) + 1);
    return Math.max(0, ...perDay.values());
  };

  /** The chart reads at a glance: its axes' labels and the busiest day's count, as drawn. */
  async function expectAxes(chart: Locator, days: number): Promise<void> {
    const texts = (selector: string) => chart.locator(selector).allTextContents();
    const values = await texts('.stats-value-axis .stats-axis-label');
    expect(values[0]).toBe('0');
    expect(values.length).toBeGreaterThanOrEqual(2);
    const dates = await texts('.stats-date-axis .stats-axis-label');
    expect(dates).toHaveLength(days <= 7 ? days : 5);
    expect(dates.every((text) => /^[A-Z][a-z]{2} \d{1,2}$/.test(text))).toBe(true);
    expect(await texts('.stats-busiest-label')).toEqual([String(busiestIn(days))]);
    // Each label is drawn: a box of its own, inside the chart.
    const box = (await chart.boundingBox())!;
    for (const label of await chart.locator('text').all()) {
      const at = (await label.boundingBox())!;
      expect(at.width).toBeGreaterThan(0);
      expect(at.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
  }

  it('shows a seeded link’s statistics from the popup’s result view', async () => {
    const tab = await session.context.newPage();
    opened.push(tab);
    await tab.goto(link.url);
    await tab.bringToFront();
    const popup = await openToolbarPopup(session);
    opened.push(popup);
    await expect.poll(() => popup.getByLabel('Short link', { exact: true }).inputValue(), poll).toBe(short);
    server.clearRequests();
    const toggle = popup.getByRole('button', { name: 'Statistics', exact: true });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await popup.getByText(summary(30)).waitFor();
    const chart = popup.getByRole('img', { name: /^Clicks per day/ });
    expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expectAxes(chart, 30);
    expect(statsRequests()).toHaveLength(4);
    // The table alternative, behind its disclosure, by keyboard.
    await popup.getByText('Show as table', { exact: true }).focus();
    await popup.keyboard.press('Enter');
    const table = popup.getByRole('table', { name: 'Clicks per day' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await popup.getByRole('region', { name: 'Top referrers' }).getByText('Direct', { exact: true }).count()).toBe(1);
    // axe's WCAG rules (contrast included), light and dark, and a visible label on each control.
    await expectAccessible(popup);
    // The period by keyboard.
    const period = popup.getByLabel('Period', { exact: true });
    await period.focus();
    await period.selectOption('7');
    await popup.getByText(summary(7)).waitFor();
    await expectAxes(chart, 7);
    expect(statsRequests()).toHaveLength(8);
  });

  it('shows the statistics of a row of the Links manager, and asks for each period once', async () => {
    const page = await session.context.newPage();
    opened.push(page);
    await page.goto(session.pageUrl('options.html#links'));
    const row = page.locator('table.manager-table tbody tr').filter({ has: page.getByText(short.replace('https://', ''), { exact: true }) });
    server.clearRequests();
    await row.getByRole('button', { name: 'More', exact: true }).click();
    await row.getByRole('button', { name: 'Statistics', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Statistics of ${short}` });
    await dialog.getByText(summary(30)).waitFor();
    const countries = await dialog.getByRole('region', { name: 'Top countries' }).getByRole('listitem').allTextContents();
    expect(countries.length).toBeGreaterThan(1);
    // Names, not the server's `US:…` values.
    expect(countries.some((text) => text.includes(':'))).toBe(false);
    await dialog.getByText('Show as table', { exact: true }).click();
    await expectAccessible(page);
    await dialog.getByLabel('Period', { exact: true }).selectOption('90');
    await dialog.getByText(summary(90)).waitFor();
    await expectAxes(dialog.getByRole('img', { name: /^Clicks per day/ }), 90);
    await dialog.getByLabel('Period', { exact: true }).selectOption('30');
    await dialog.getByText(summary(30)).waitFor();
    expect(statsRequests()).toHaveLength(8);
    const names = statsRequests().map((r) => r.query.name![0]);
    expect(new Set(names)).toEqual(new Set([version === 44 ? 'clicks' : 'click', 'country', 'referrer', 'device']));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count(), poll).toBe(0);
  });

  it('names the days of its period, and says why a period has none: no click yet, or none the instance kept', async () => {
    const [counted, unclicked] = server.db.links
      .filter((l) => l.id !== link.id && isMine(l) && !server.db.clicks.some((c) => c.link_id === l.id))
      .sort((a, b) => b.id - a.id);
    counted!.clicks = 1234;
    unclicked!.clicks = 0;
    const page = await session.context.newPage();
    opened.push(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(session.pageUrl('options.html#links'));
    const open = async (target: StoredLink) => {
      const text = shortUrl(server.db, target);
      const row = page.locator('table.manager-table tbody tr').filter({ has: page.getByText(text.replace('https://', ''), { exact: true }) });
      await row.getByRole('button', { name: 'More', exact: true }).click();
      await row.getByRole('button', { name: 'Statistics', exact: true }).click();
      return page.getByRole('dialog', { name: `Statistics of ${text}` });
    };
    const today = new Date();
    const first = new Date(today.getTime() - 29 * DAY);
    const month = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
    let dialog = await open(counted!);
    const days = dialog.locator('.stats-period .hint');
    await expect
      .poll(() => days.textContent(), poll)
      .toMatch(
        new RegExp(`^${month(first)} ${first.getUTCDate()}(, \\d{4})?\\s–\\s${month(today)} ${today.getUTCDate()}, ${today.getUTCFullYear()}, days in UTC$`),
      );
    await dialog
      .getByText(/^No statistics from .+, though the link counts 1,234 clicks in all: they are older, or visits the instance keeps no statistics for\.$/)
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    dialog = await open(unclicked!);
    await dialog.getByText('Nobody has followed this link yet: it has no clicks at all.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('says plainly that statistics are not available when the server refuses them', async () => {
    const page = await session.context.newPage();
    opened.push(page);
    await page.goto(session.pageUrl('options.html#links'));
    server.inject({ status: 403, body: { message: 'You don’t have access to this feature.', status: 403 }, match: { path: /^\/api\/v1\/stats\// }, times: 4 });
    const row = page.locator('table.manager-table tbody tr').filter({ has: page.getByText(short.replace('https://', ''), { exact: true }) });
    await row.getByRole('button', { name: 'More', exact: true }).click();
    await row.getByRole('button', { name: 'Statistics', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Statistics of ${short}` });
    await dialog.getByText('Statistics are not available on your plan.').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    server.clearFaults();
  });
});
