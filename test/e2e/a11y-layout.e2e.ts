import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { A11ySession } from './a11y-session';

// Results arrive without moving what is on screen (components/theme.css reserves the room).
describe('steady layout', () => {
  const journey = A11ySession.start();
  beforeAll(() => journey.configure());
  const height = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().height);
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
    const loading = await popup.locator('main').evaluate((main, text) => {
      main.setAttribute('aria-busy', 'true');
      main.replaceChildren(main.querySelector('header')!, Object.assign(document.createElement('p'), { className: 'hint', textContent: text }));
      return main.getBoundingClientRect().height;
    }, msg('popupLoading')).then(shown);
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
