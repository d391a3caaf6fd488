import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { expectAccessible } from './a11y-checks';
import { A11ySession } from './a11y-session';

// Results arrive without moving what is on screen (components/theme.css reserves the room).
describe('steady layout', () => {
  const journey = A11ySession.start();
  beforeAll(() => journey.configure());
  const height = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
  /** What the toolbar popup shows of a page this high: Chrome's popup is at most 600 px high, and scrolls beyond. */
  const shown = (px: number) => Math.min(px, 600);

  it('the popup opens at about its final size and does not shrink under the short link', async () => {
    const popup = await journey.popupOverNewPage();
    const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
    await popup.getByRole('checkbox').first().waitFor();
    const form = shown(await height(popup, 'main'));
    await shorten.click();
    await popup.getByLabel(msg('popupShortLink'), { exact: true }).waitFor();
    const result = shown(await height(popup, 'main'));
    // The first frame, "Loading…" under the header, is too brief to catch: rebuild it here.
    const loading = await popup
      .locator('main')
      .evaluate((main, text) => {
        main.setAttribute('aria-busy', 'true');
        main.replaceChildren(main.querySelector('header')!, Object.assign(document.createElement('p'), { className: 'hint', textContent: text }));
        return main.getBoundingClientRect().height;
      }, msg('popupLoading'))
      .then(shown);
    expect(loading, `"Loading…" ${loading}px, then the form ${form}px`).toBeGreaterThanOrEqual(form * 0.85);
    expect(result, `the short link ${result}px after "Loading…" ${loading}px`).toBeGreaterThanOrEqual(loading);
  });

  it('status lines of the short link and of Recent links keep their line when they empty', async () => {
    const popup = await journey.popupOverNewPage();
    await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
    await popup.getByText(msg('popupCopied'), { exact: true }).waitFor();
    await popup.locator('.recent-row').first().waitFor();
    for (const selector of ['.result .status', '.recent-links .status']) {
      const line = popup.locator(selector);
      const sizes = await line.evaluate((el) => {
        const box = () => el.getBoundingClientRect().height + parseFloat(getComputedStyle(el).marginTop) + parseFloat(getComputedStyle(el).marginBottom);
        el.textContent = 'Copied';
        const full = box();
        el.textContent = '';
        return { full, empty: box() };
      });
      expect(sizes.empty, selector).toBe(sizes.full);
    }
  });

  it('the links list keeps the line of its loading text once the links are there', async () => {
    journey.server.inject({ delayMs: 1500, match: { method: 'GET', path: '/api/v1/links' }, times: 3 });
    const page = await journey.optionsView('links');
    await page.getByText(msg('managerLinksLoading')).waitFor();
    const loading = await height(page, '.manager-list-status');
    await page.locator('.manager-table tbody tr').first().waitFor();
    expect(await height(page, '.manager-list-status')).toBe(loading);
  });
});

// The settings page holds still (issue 41): a confirmation takes a line kept for it, the tabs
// keep one width from view to view, and saving keeps the page where it was.
describe('a settings page that holds still', () => {
  const journey = A11ySession.start();
  beforeAll(() => journey.configure());
  const WINDOW = { width: 1280, height: 800 };

  async function settings(hash = 'settings') {
    const page = await journey.optionsView(hash);
    await page.setViewportSize(WINDOW);
    return page;
  }

  it('gives the tabs one width, and the header the same place in every view', async () => {
    const seen: Array<{ view: string; title: number; tabs: Array<{ left: number; width: number }> }> = [];
    for (const view of ['settings', 'links', 'pixels', 'bulk']) {
      const page = await settings(view);
      await page
        .getByRole('navigation', { name: msg('optionsNavLabel') })
        .getByRole('link')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      seen.push({
        view,
        title: await page.getByRole('heading', { level: 1 }).evaluate((h) => Math.round(h.getBoundingClientRect().left)),
        tabs: await page
          .getByRole('navigation', { name: msg('optionsNavLabel') })
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((a) => ({ left: Math.round(a.getBoundingClientRect().left), width: Math.round(a.getBoundingClientRect().width * 10) / 10 })),
          ),
      });
      await page.close();
    }
    for (const { view, tabs } of seen) expect(new Set(tabs.map((tab) => tab.width)).size, `${view}: ${JSON.stringify(tabs)}`).toBe(1);
    for (const one of seen) expect({ title: one.title, tabs: one.tabs }, one.view).toEqual({ title: seen[0]!.title, tabs: seen[0]!.tabs });
  });

  it('lays the settings out as cards that use a 1280 px window, beside their side navigation, and still fit at 800 px', async () => {
    const page = await settings();
    const group = page.locator('.settings .group').first();
    await group.waitFor();
    const nav = (await page.getByRole('navigation', { name: msg('optionsOnThisPage') }).boundingBox())!;
    const card = (await group.boundingBox())!;
    // The navigation beside the cards, and the cards reaching to the page's margin: no half-empty window.
    expect(nav.x + nav.width, 'the navigation is left of the cards').toBeLessThanOrEqual(card.x);
    expect(nav.y, 'the navigation is beside the cards, not above them').toBeGreaterThanOrEqual(card.y - 1);
    expect(card.x + card.width, `the card ends at ${card.x + card.width} px`).toBeGreaterThan(WINDOW.width * 0.9);
    await page.setViewportSize({ width: 800, height: 800 });
    const narrow = (await group.boundingBox())!;
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await expectAccessible(page);
    await page.close();
  });

  it('says “Saved.” under a default without moving the field below it', async () => {
    const page = await settings();
    const domain = page.getByLabel(msg('optionsDefaultDomain'), { exact: true });
    const space = page.getByLabel(msg('optionsDefaultSpace'), { exact: true });
    await domain.locator('option', { hasText: 'go.example.com' }).waitFor({ state: 'attached' });
    await space.scrollIntoViewIfNeeded();
    const before = (await space.boundingBox())!;
    await domain.selectOption({ label: 'go.example.com' });
    await page.getByText(msg('optionsSaved'), { exact: true }).first().waitFor();
    const after = (await space.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    // And as it moves to the next field changed.
    await space.selectOption({ index: 1 });
    await expect.poll(() => page.locator('.save-note p.ok').count()).toBe(1);
    expect(Math.abs((await space.boundingBox())!.y - before.y)).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    await page.close();
  });

  it('keeps the page where it was and the focus on Save once a preset is saved', async () => {
    const page = await settings();
    await page.getByRole('button', { name: msg('presetAdd'), exact: true }).click();
    await page.getByLabel(msg('presetName'), { exact: true }).fill('Steady');
    const save = page.getByRole('button', { name: msg('presetSave'), exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.focus();
    const before = (await save.boundingBox())!;
    await page.keyboard.press('Enter');
    await page.locator('.preset-saved', { hasText: msg('optionsSaved') }).waitFor();
    const after = (await save.boundingBox())!;
    expect(Math.abs(after.y - before.y), `Save moved from ${before.y} to ${after.y}`).toBeLessThanOrEqual(1);
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.close();
  });
});
