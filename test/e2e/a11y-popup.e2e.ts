import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../scripts/demo-messages';
import { expectAccessible, expectVisibleFocusWithTab } from './a11y-checks';
import { A11ySession } from './a11y-session';
import { configureExtension } from './configure';

// The checks of a11y-checks.ts on every state of the toolbar popup a user meets.
describe('accessibility of the popup', () => {
  const journey = A11ySession.start();

  it('popup, not configured', async () => {
    const popup = await journey.popupOverNewPage();
    await popup.getByRole('button', { name: msg('noticeOpenSettings') }).waitFor();
    await expectAccessible(popup);
  });

  it('popup, the connection broken (a rejected key)', async () => {
    await configureExtension(journey.session, { instanceUrl: journey.server.url, apiKey: 'not-the-key-0000', settings: { defaultDomainId: 1 } });
    const popup = await journey.popupOverNewPage();
    await popup.getByRole('heading', { name: msg('popupConnectionTitle') }).waitFor();
    await popup.getByRole('button', { name: msg('noticeOpenSettings') }).waitFor();
    await expectAccessible(popup);
    await expectVisibleFocusWithTab(popup);
  });

  describe('configured', () => {
    beforeAll(() => journey.configure());

    it('popup, ready to shorten, then with the short link', async () => {
      const popup = await journey.popupOverNewPage();
      const shorten = popup.getByRole('button', { name: msg('popupShorten'), exact: true });
      await shorten.waitFor();
      await expectAccessible(popup);
      await expectVisibleFocusWithTab(popup);
      await popup.getByRole('button', { name: msg('popupMoreOptions'), exact: true }).click();
      await popup.locator('#more-options input').first().waitFor();
      await expectAccessible(popup);
      await shorten.click();
      await popup.getByLabel(msg('popupShortLink'), { exact: true }).waitFor();
      await expectAccessible(popup);
      // "Copied" shows on Copy itself, in Copy's box, and moves nothing under it.
      const copy = popup.getByRole('button', { name: msg('popupCopy'), exact: true });
      const more = popup.getByRole('button', { name: msg('popupMore'), exact: true });
      const status = popup.getByRole('status').filter({ hasText: msg('popupCopied') });
      const box = async (locator: typeof copy) => (await locator.boundingBox())!;
      const moreBefore = await box(more);
      await copy.click();
      await status.waitFor();
      const [copyBox, statusBox] = [await box(copy), await box(status)];
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(statusBox[side] - copyBox[side]), side).toBeLessThanOrEqual(1);
      expect((await box(more)).y).toBe(moreBefore.y);
      // "More" opens by the keyboard; its first action is the next Tab stop, by name; Escape closes it onto More.
      await more.focus();
      await popup.keyboard.press('Enter');
      await popup.keyboard.press('Tab');
      expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe(msg('popupCopyMarkdown'));
      await popup.getByRole('button', { name: msg('popupCreateAnother'), exact: true }).waitFor();
      await expectAccessible(popup);
      await popup.keyboard.press('Escape');
      await popup.getByRole('button', { name: msg('popupCreateAnother'), exact: true }).waitFor({ state: 'hidden' });
      expect(await popup.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('result-more');
    });

    it('popup, recent links and a search', async () => {
      const popup = await journey.popupOverNewPage();
      await popup.locator('.recent-row').first().waitFor();
      await expectAccessible(popup);
      await popup.getByRole('searchbox', { name: msg('recentSearchLabel'), exact: true }).fill('a');
      await popup.getByRole('heading', { name: msg('recentResultsTitle'), exact: true }).waitFor();
      await popup.getByText(msg('recentSearchingServer')).waitFor({ state: 'hidden' });
      await expectAccessible(popup);
    });

    it('popup, with a server error', async () => {
      journey.server.inject({ status: 500, match: { method: 'POST', path: '/api/v1/links' } });
      const popup = await journey.popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
      await popup.getByRole('alert').first().waitFor();
      await expectAccessible(popup);
      // Its way out is no danger: "Try again" in the page's ink, in both schemes; the technical line behind "Details".
      const retry = popup.getByRole('alert').getByRole('button', { name: msg('noticeTryAgain') });
      for (const colorScheme of ['light', 'dark'] as const) {
        await popup.emulateMedia({ colorScheme });
        const colours = await retry.evaluate((button) => {
          const probe = Object.assign(document.createElement('span'), { style: 'color: var(--danger)' });
          button.after(probe);
          const danger = getComputedStyle(probe).color;
          probe.remove();
          return { button: getComputedStyle(button).color, danger };
        });
        expect(colours.button, colorScheme).not.toBe(colours.danger);
      }
      await popup.emulateMedia({ colorScheme: null });
      const details = popup.getByRole('alert').getByText(msg('noticeDetails'), { exact: true });
      await details.waitFor();
      expect(await popup.getByRole('alert').locator('details').getAttribute('open')).toBeNull();
    });

    it('popup, with a field the server rejected', async () => {
      journey.server.inject({
        status: 422,
        match: { method: 'POST', path: '/api/v1/links' },
        body: { message: 'The alias has already been taken.', errors: { alias: ['The alias has already been taken.'] } },
      });
      const popup = await journey.popupOverNewPage();
      await popup.getByRole('button', { name: msg('popupShorten'), exact: true }).click();
      await popup.getByText('The alias has already been taken.').first().waitFor();
      await expectAccessible(popup);
    });
  });
});
