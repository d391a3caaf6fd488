import { beforeAll, describe, it } from 'vitest';
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
