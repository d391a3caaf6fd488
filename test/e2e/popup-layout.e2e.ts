import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible } from './a11y-checks';
import { journey, type JourneyPages } from './fixture';
import { shortenButton } from './helpers';

// The popup as it fits in the toolbar (at most 800 × 600 px, here 400 px wide whatever is open):
// one width with More options open, the Shorten button in sight wherever one is in the form, the
// search and its first result in the first screen, one scroll area, Statistics on recent rows.
// The index the recent links come from is filled first.
const it = journey({
  server: { version: 49, seed: { links: 40 } },
  settings: { defaultDomainId: 1, defaultPixelIds: [1], shortenOnOpen: false, autoCopy: false },
  indexed: 40,
});

async function open(pages: JourneyPages, title: string): Promise<Page> {
  const { popup } = await pages.popupOver(title);
  await shortenButton(popup).waitFor();
  return popup;
}

/** The page's width (the popup's window is that and its scroll bar), and how wide its content is. */
const width = (popup: Page) =>
  popup.evaluate(() => ({ page: document.documentElement.clientWidth, window: window.innerWidth, scroll: document.documentElement.scrollWidth }));
/** Every element whose box reaches past the popup's left or right edge (issue 41: "Active until" and the resulting URL did). */
const pastTheEdges = (popup: Page) =>
  popup.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')].flatMap((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)
        ? [`${el.tagName.toLowerCase()}#${el.id}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`]
        : [];
    });
  });
/** Whether all of `locator`'s box is inside the popup's viewport as it is scrolled now. */
const inSight = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('the popup’s layout', () => {
  it('keeps one width with More options open, and Shorten in sight at every scroll', async ({ pages }) => {
    const popup = await open(pages, 'Layout width');
    // As a user sees it: the recent links loaded under the form (the window then has its scroll bar).
    await popup.locator('.recent-row').first().waitFor();
    const before = await width(popup);
    expect(before.page).toBe(400);
    await popup.getByRole('button', { name: 'More options', exact: true }).click();
    await popup.locator('#more-options input').first().waitFor();
    // Every rule and date field opened, as a user exploring them would, and UTM parameters that
    // make a long resulting URL.
    for (const add of await popup.getByRole('button', { name: /^Add / }).all()) await add.click();
    await popup.getByLabel('Active until', { exact: true }).fill('2030-06-30T18:00');
    for (const field of await popup.locator('.utm-fields input').all()) await field.fill('spring-launch-2026-newsletter-subscribers-europe');
    await popup.getByText('Resulting URL').waitFor();
    await popup.waitForTimeout(300);
    const after = await width(popup);
    expect(after).toMatchObject({ page: before.page, window: before.window });
    // Nothing is wider than the popup: no sideways scrolling, no element cut at its edge.
    expect(after.scroll).toBeLessThanOrEqual(after.page);
    expect(await pastTheEdges(popup)).toEqual([]);
    expect(await popup.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    // Anywhere in the form (below it come the recent links, where the form and its button have
    // scrolled away).
    const formEnd = await popup
      .locator('form')
      .first()
      .evaluate((form) => form.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
    expect(formEnd).toBeGreaterThan(400);
    for (const y of [0, 400, formEnd]) {
      await popup.evaluate((top) => window.scrollTo(0, top), y);
      await popup.waitForTimeout(50);
      expect(await inSight(shortenButton(popup)), `Shorten in sight scrolled to ${y}`).toBe(true);
    }
    await expectAccessible(popup);
  });

  it('shows the search box and its first result in the first screen, in one scroll area', async ({ server, pages }) => {
    const popup = await open(pages, 'Layout search');
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

  it('offers Statistics on a recent row, shown above the list', async ({ server, pages }) => {
    const popup = await open(pages, 'Layout statistics');
    const row = popup.locator('.recent-row').first();
    await row.waitFor();
    const short = (await row.locator('.recent-short').textContent())!;
    server.clearRequests();
    await row.getByRole('button', { name: `Statistics for ${short}`, exact: true }).click();
    const panel = popup.locator('#picked-stats');
    await panel.getByLabel('Period', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => server.apiRequests().filter((r) => r.path.startsWith('/api/v1/stats/')).length, { timeout: 15_000 }).toBe(4);
    await popup.getByRole('heading', { name: /.+/ }).first().waitFor();
    await expectAccessible(popup);
    await popup.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });
});
