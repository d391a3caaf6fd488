import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { startServer, type RefServer } from '../server';
import { shortUrl } from '../server/link-view';
import { isMine } from '../server/types';
import { expectAccessible } from './a11y-checks';
import { configureExtension } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { ManagerPage } from './manager-page';

// The Links table on a 1280 × 800 laptop (issue 41), against the reference server in each
// dialect: every short URL whole, the optional Space and Pixels columns, each row's menu above the
// table and inside the window, reached by the keyboard; a table that holds still while links are
// selected; a selection kept across pages.
const SEED = { links: 60 };
const poll = { timeout: 15_000 };
const WINDOW = { width: 1280, height: 800 };

describe.each([44, 49] as const)('the Links table at 1280 × 800, phpShort v%i', (version) => {
  let server: RefServer;
  let session: ExtensionSession;
  let m: ManagerPage;

  beforeAll(async () => {
    server = await startServer({ port: 0, version, seed: SEED });
    session = await launchExtension();
    await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey });
    m = new ManagerPage(await session.context.newPage(), session, server);
    await m.page.setViewportSize(WINDOW);
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });
  beforeEach(() => server.reset(SEED));

  const newest = () => server.db.links.filter(isMine).sort((a, b) => b.id - a.id);
  async function openLinks(): Promise<void> {
    await m.open('#links');
    await expect.poll(() => m.shownShortUrls(), poll).toHaveLength(25);
  }
  const columns = () => m.page.getByRole('group', { name: msg('managerColumns') });

  it('moves no column when a row’s link is copied: every heading and cell in place before and after the check and the toast', async () => {
    await openLinks();
    const row = m.page.locator('table.manager-table tbody tr').nth(2);
    const places = () =>
      m.page.locator('table.manager-table').evaluate((table) =>
        [...table.querySelectorAll('thead th, tbody tr:nth-child(3) td')].map((cell) => {
          const box = cell.getBoundingClientRect();
          return [Math.round(box.left), Math.round(box.width), Math.round(box.top), Math.round(box.height)];
        }),
      );
    const before = await places();
    const shown = (await row.locator('.manager-short').textContent())!;
    await row.getByRole('button', { name: msg('managerCopy'), exact: true }).click();
    // The row's button shows its check in its own box; the page's toast names the link.
    await row.locator('.manager-copy .icon-check').waitFor();
    await m.page
      .getByRole('status')
      .filter({ hasText: msg('managerCopiedLink', shown) })
      .waitFor();
    expect(await places()).toEqual(before);
  });

  it('shows every short URL whole, without its scheme, with Space and Pixels shown too; destination and title give way', async () => {
    // A long alias on the longest domain name, as campaign links have.
    newest()[3]!.alias = 'spring-newsletter-launch-2026';
    newest()[3]!.domain_id = 5;
    await openLinks();
    await columns().getByLabel(msg('managerSpace'), { exact: true }).check();
    await columns().getByLabel(msg('managerColumnPixels'), { exact: true }).check();
    await m.page.locator('td.manager-pixels').first().waitFor();
    const cells = await m.page.locator('table.manager-table tbody .manager-short').evaluateAll((spans) =>
      spans.map((span) => {
        const cell = span.closest('td')!;
        return {
          text: span.textContent,
          title: span.getAttribute('title'),
          whole: span.scrollWidth <= span.clientWidth && cell.scrollWidth <= cell.clientWidth,
          lines: Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
        };
      }),
    );
    expect(cells).toHaveLength(25);
    for (const cell of cells) {
      expect(cell.whole, `${cell.text} is cut`).toBe(true);
      expect(cell.lines, `${cell.text} is on ${cell.lines} lines`).toBe(1);
      expect(`https://${cell.text}`).toBe(cell.title);
    }
    expect(cells.map((cell) => cell.title)).toContain(`https://lnk.global.test/spring-newsletter-launch-2026`);
    // The destination gives way, cut with an ellipsis and whole in its title.
    const destination = m.page.locator('td.manager-url .manager-clip').first();
    expect(await destination.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect(await m.scrollsSideways()).toBe(false);
    const space = server.db.spaces.find((s) => s.id === newest()[0]!.space_id);
    expect(await m.page.locator('td.manager-space').first().textContent()).toBe(space?.name ?? '');
    await expectAccessible(m.page);
    // Remembered.
    await openLinks();
    expect(await columns().getByLabel(msg('managerColumnPixels'), { exact: true }).isChecked()).toBe(true);
    await columns().getByLabel(msg('managerSpace'), { exact: true }).uncheck();
    await columns().getByLabel(msg('managerColumnPixels'), { exact: true }).uncheck();
  });

  it('names every pixel and space whole at 1280 px, in comfortable and compact rows (issue 48)', async () => {
    // A team's pixels: several on a link, with the names a team gives them.
    const mine = server.db.pixels.filter(isMine);
    mine[0]!.name = 'FB main';
    mine[1]!.name = 'GA4 newsletter property';
    mine[2]!.name = 'LinkedIn Insight – EMEA';
    for (const link of newest().slice(0, 5)) link.pixel_ids = mine.slice(0, 3).map((p) => p.id);
    await openLinks();
    await columns().getByLabel(msg('managerSpace'), { exact: true }).check();
    await columns().getByLabel(msg('managerColumnPixels'), { exact: true }).check();
    for (const compact of [false, true]) {
      await m.page.getByLabel(msg('managerCompact'), { exact: true }).setChecked(compact);
      await m.page.locator('td.manager-pixels li').first().waitFor();
      const cells = await m.page.locator('table.manager-table tbody td.manager-pixels, table.manager-table tbody td.manager-space').evaluateAll((tds) =>
        tds.map((td) => ({
          names: [...td.querySelectorAll('li')].map((li) => li.textContent),
          whole: td.scrollWidth <= td.clientWidth && [...td.querySelectorAll('li')].every((li) => li.scrollWidth <= li.clientWidth),
        })),
      );
      for (const cell of cells) expect(cell.whole, `${cell.names.join(', ')} is cut`).toBe(true);
      expect(cells.map((cell) => cell.names)).toContainEqual(['FB main', 'GA4 newsletter property', 'LinkedIn Insight – EMEA']);
      expect(await m.scrollsSideways()).toBe(false);
    }
    await expectAccessible(m.page);
    await m.page.getByLabel(msg('managerCompact'), { exact: true }).uncheck();
    await columns().getByLabel(msg('managerSpace'), { exact: true }).uncheck();
    await columns().getByLabel(msg('managerColumnPixels'), { exact: true }).uncheck();
  });

  /** Where a row's menu is: in the top layer (above any box that would clip it), inside the window, each of its actions the element under its own centre. */
  async function expectMenuInSight(menu: Locator): Promise<void> {
    const seen = await menu.evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      return {
        topLayer: panel.matches(':popover-open'),
        inWindow: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= document.documentElement.clientWidth,
        // Nothing between the menu and the user: each action is what the window shows at its centre.
        reachable: [...panel.querySelectorAll('button')].every((button) => {
          const b = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
        }),
      };
    });
    expect(seen.topLayer, 'in the top layer').toBe(true);
    expect(seen.inWindow, 'inside the window').toBe(true);
    // No ancestor clips it, nothing covers it: each action is what the window shows at its centre.
    expect(seen.reachable, 'every action under the pointer').toBe(true);
  }

  it('opens each row’s menu above the table, inside the window, never clipped, and by the keyboard (Escape closes it, the focus back on More)', async () => {
    await openLinks();
    const rows = m.page.locator('table.manager-table tbody tr');
    // The first row, and the last one in the window (its menu opens upwards).
    const lastInWindow = await rows.evaluateAll((all) => all.filter((row) => row.getBoundingClientRect().bottom <= innerHeight).length - 1);
    for (const index of [0, lastInWindow]) {
      const row = rows.nth(index);
      const more = row.getByRole('button', { name: msg('managerMore'), exact: true });
      await more.click();
      const menu = row.locator('.manager-more');
      await menu.getByRole('button', { name: msg('managerDelete'), exact: true }).waitFor();
      await expectMenuInSight(menu);
      if (index === lastInWindow) expect((await menu.boundingBox())!.y).toBeLessThan((await more.boundingBox())!.y);
      await expectAccessible(m.page);
      await m.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await m.hasFocus(more)).toBe(true);
    }
    // The keyboard alone: Enter opens it, Tab goes into it, Escape closes it and gives the focus back.
    const more = rows.nth(2).getByRole('button', { name: msg('managerMore'), exact: true });
    await more.focus();
    await m.page.keyboard.press('Enter');
    await m.page.keyboard.press('Tab');
    const open = rows
      .nth(2)
      .locator('.manager-more')
      .getByRole('button', { name: msg('managerEdit'), exact: true });
    expect(await m.hasFocus(open)).toBe(true);
    await m.page.keyboard.press('Escape');
    expect(await m.hasFocus(more)).toBe(true);
    expect(await rows.nth(2).locator('.manager-more').isVisible()).toBe(false);
    // The table scrolled inside its box (a narrow window): the menu still opens in full.
    await m.page.setViewportSize({ width: 900, height: 600 });
    try {
      await m.page.locator('.manager-table-wrap').evaluate((wrap) => (wrap.scrollLeft = wrap.scrollWidth));
      const last = rows.nth(0).getByRole('button', { name: msg('managerMore'), exact: true });
      await last.click();
      await expectMenuInSight(rows.nth(0).locator('.manager-more'));
      await m.page.keyboard.press('Escape');
    } finally {
      await m.page.setViewportSize(WINDOW);
    }
  });

  it('holds still as links are selected: the first row’s checkbox stays within a pixel; the selection survives paging, counted', async () => {
    await openLinks();
    const first = m.page.locator('table.manager-table tbody tr').first().getByRole('checkbox');
    const at = async () => (await first.boundingBox())!;
    const before = await at();
    // Another row selected: the selection's bar comes over the bottom of the page, the table stays.
    const links = newest();
    await m.row(shortUrl(server.db, links[1]!)).getByRole('checkbox').check();
    await m.page.getByRole('region', { name: msg('managerBulkLabel') }).waitFor();
    const after = await at();
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    await m.row(shortUrl(server.db, links[2]!)).getByRole('checkbox').check();
    expect(Math.abs((await at()).y - before.y)).toBeLessThanOrEqual(1);
    // Page 2: one more, and the count says all of them.
    await m.page.getByRole('button', { name: msg('managerNextPage'), exact: true }).click();
    await expect.poll(() => m.shownShortUrls(), poll).toContain(shortUrl(server.db, links[25]!));
    await m.row(shortUrl(server.db, links[25]!)).getByRole('checkbox').check();
    const count = m.page.locator('.manager-selection-count');
    await expect.poll(() => count.textContent(), poll).toBe(`${msg('managerSelectedOther', '3')} ${msg('managerSelectedOnPage', '1')}`);
    await m.page.getByRole('button', { name: msg('managerPreviousPage'), exact: true }).click();
    await expect.poll(() => m.shownShortUrls(), poll).toContain(shortUrl(server.db, links[1]!));
    expect(await m.row(shortUrl(server.db, links[1]!)).getByRole('checkbox').isChecked()).toBe(true);
    await expect.poll(() => count.textContent(), poll).toBe(`${msg('managerSelectedOther', '3')} ${msg('managerSelectedOnPage', '2')}`);
    await expectAccessible(m.page);
    // Another filter: another selection.
    await m.choose(msg('managerStatus'), { value: '1' });
    await expect.poll(() => count.textContent(), poll).toBe('');
  });
});
