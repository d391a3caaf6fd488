import { beforeAll, describe, expect, it } from 'vitest';
import { msg, msgPattern } from '../../scripts/demo-messages';
import { expectAccessible, expectVisibleFocusWithTab, violations, withoutVisibleLabel } from './a11y-checks';
import { A11ySession } from './a11y-session';

// The checks of a11y-checks.ts on the options page's views and dialogs, and the checks themselves.
describe('accessibility of the options page', () => {
  const journey = A11ySession.start();

  it("options, first run (the welcome's four steps, nothing saved)", async () => {
    const page = await journey.session.context.newPage();
    await page.goto(journey.session.pageUrl('options.html?welcome=1#settings'));
    await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
    await page.getByRole('img', { name: msg('optionsPinPicture') }).waitFor();
    await page.getByText(msg('optionsPixelsAfterConnecting'), { exact: true }).waitFor();
    await page.getByLabel(msg('optionsClipboardCopy'), { exact: true }).waitFor();
    await expectAccessible(page);
    await expectVisibleFocusWithTab(page);
  });

  describe('configured', () => {
    beforeAll(() => journey.configure());

    it('options, first run once connected (what is next, the lists, the pin picture)', async () => {
      const page = await journey.optionsView('settings');
      await page.goto(journey.session.pageUrl('options.html?welcome=1'));
      await page.getByText(msgPattern('optionsWelcomeConnected')).waitFor();
      await page
        .getByRole('group', { name: msg('optionsDefaultPixels') })
        .getByRole('checkbox')
        .first()
        .waitFor();
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
    });

    it('options, settings', async () => {
      const page = await journey.optionsView('settings');
      await page.getByRole('button', { name: msg('optionsTestConnection'), exact: true }).click();
      await page.getByText(msgPattern('optionsOutcomeConnected')).waitFor();
      await expectAccessible(page);
      // The offer to use the saved key for a fixed address, and the opt-in to plain http on the user's network.
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).fill('http://nas.local:8080');
      await page.getByLabel(msg('optionsPlainHttp'), { exact: true }).waitFor();
      await page.getByRole('button', { name: msg('optionsUseKeyFor', 'http://nas.local:8080'), exact: true }).waitFor();
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
      // A single-label name: the user confirms it is a machine on their network.
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).fill('http://nas:8080');
      await page.getByLabel(msg('optionsPlainHttpName', 'nas'), { exact: true }).waitFor();
      await expectAccessible(page);
    });

    it('options, settings: an import that points a profile at another address, with its own confirmation', async () => {
      const page = await journey.optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      const file = {
        format: 'linklet-settings',
        version: 3,
        settings: { profiles: [{ id: 'default', name: 'Main', instanceUrl: 'https://elsewhere.example' }] },
        keys: { default: { origin: 'https://elsewhere.example', key: 'another-key' } },
      };
      await page
        .getByLabel(msg('backupImport'), { exact: true })
        .setInputFiles({ name: 'linklet-settings.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      const preview = page.getByRole('region', { name: msg('importPreviewHeading') });
      await preview.getByText(msg('importMoved', 'Main', journey.server.url, 'https://elsewhere.example')).waitFor();
      const confirm = page.getByLabel(msg('importConfirmChanges', 'Main'), { exact: true });
      await confirm.waitFor();
      expect(await page.getByRole('button', { name: msg('importMerge'), exact: true }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await confirm.check();
      expect(await page.getByRole('button', { name: msg('importMerge'), exact: true }).isEnabled()).toBe(true);
      await expectVisibleFocusWithTab(page);
      await page.getByRole('button', { name: msg('managerCancel'), exact: true }).click();
    });

    it('options, links', async () => {
      const page = await journey.optionsView('links');
      await page.locator('.manager-table tbody tr').first().waitFor();
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
      // Edit is in the row's More.
      const row = page.locator('.manager-table tbody tr').first();
      await row.getByRole('button', { name: msg('managerMore'), exact: true }).click();
      await row.getByRole('button', { name: msg('managerEdit'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
    });

    it('options, links: filtered, the editor’s error summary and its “discard changes?”', async () => {
      const page = await journey.optionsView('links?status=1');
      await page.locator('.manager-table tbody tr').first().waitFor();
      await page.getByRole('button', { name: msg('managerClearFilters'), exact: true }).waitFor();
      // Edit is in the row's More.
      const row = page.locator('.manager-table tbody tr').first();
      await row.getByRole('button', { name: msg('managerMore'), exact: true }).click();
      await row.getByRole('button', { name: msg('managerEdit'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(msg('linkFormAlias'), { exact: true }).fill(' ');
      await dialog.getByRole('button', { name: msg('managerSave'), exact: true }).click();
      await dialog.getByText(msg('managerSummaryCheck'), { exact: true }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: msg('managerDiscardTitle') }).waitFor();
      await expectAccessible(page);
    });

    it('options, links: the optional columns, a selection and its actions, each action’s dialog, a result with a failure, a row’s menu (issue 41)', async () => {
      const page = await journey.optionsView('links');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('.manager-table tbody tr').first().waitFor();
      const columns = page.getByRole('group', { name: msg('managerColumns') });
      await columns.getByLabel(msg('managerSpace'), { exact: true }).check();
      await columns.getByLabel(msg('managerColumnPixels'), { exact: true }).check();
      const boxes = page.locator('.manager-table tbody .manager-select');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const bar = page.getByRole('region', { name: msg('managerBulkLabel') });
      await bar.waitFor();
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
      for (const [button, title] of [
        ['managerBulkAddPixelsButton', 'managerBulkAddPixels'],
        ['managerBulkRemovePixelsButton', 'managerBulkRemovePixels'],
        ['managerBulkMoveButton', 'managerBulkMove'],
        ['managerBulkUntilButton', 'managerBulkUntil'],
      ] as const) {
        await bar.getByRole('button', { name: msg(button), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: msg(title) });
        await dialog.waitFor();
        // Applied with nothing chosen, each says what is missing at its field (a space needs none: "No space" is one).
        if (button !== 'managerBulkMoveButton') await dialog.getByRole('button', { name: msg('managerBulkApply'), exact: true }).click();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: msg('managerCancel'), exact: true }).click();
      }
      journey.server.inject({ status: 500, match: { method: 'PATCH' } });
      await bar.getByRole('button', { name: msg('managerDisable'), exact: true }).click();
      await bar.getByRole('alert').waitFor();
      await bar.getByText(msg('managerBulkEach'), { exact: true }).click();
      await expectAccessible(page);
      await columns.getByLabel(msg('managerSpace'), { exact: true }).uncheck();
      await columns.getByLabel(msg('managerColumnPixels'), { exact: true }).uncheck();
      const row = page.locator('.manager-table tbody tr').nth(4);
      await row.getByRole('button', { name: msg('managerMore'), exact: true }).click();
      await row.getByRole('button', { name: msg('managerDelete'), exact: true }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    });

    it('options, links at 420 px wide', async () => {
      const page = await journey.optionsView('links');
      await page.setViewportSize({ width: 420, height: 800 });
      await page.locator('.manager-table tbody tr').first().waitFor();
      await expectAccessible(page);
    });

    it('options, pixels', async () => {
      const page = await journey.optionsView('pixels');
      await page.locator('.manager-table tbody tr').first().waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: msg('managerNewPixel'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page);
    });
  });

  describe('shorten several URLs', () => {
    beforeAll(() => journey.configure());

    it('options, shorten several URLs: the form, then the results with a failure', async () => {
      const page = await journey.optionsView('bulk');
      const urls = page.getByLabel(msg('bulkInputLabel'), { exact: true });
      await urls.waitFor();
      await page.getByText(msg('optionsChoicesLoading'), { exact: true }).waitFor({ state: 'detached' });
      await expectAccessible(page);
      await expectVisibleFocusWithTab(page);
      await urls.fill('https://a11y.example/one ftp://a11y.example/refused https://a11y.example/two');
      journey.server.inject({
        status: 422,
        body: { message: 'Invalid.', errors: { url: ['The url is invalid.'] } },
        match: { method: 'POST', path: '/api/v1/links' },
      });
      await page.getByRole('button', { name: msg('bulkStart', '2'), exact: true }).click();
      await page.getByText(msg('bulkProgress', '2', '2', '1'), { exact: true }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: msg('bulkNew'), exact: true }).click();
      await urls.waitFor();
    });
  });

  // The checks themselves: they must see what they are there to catch.
  describe('the checks', () => {
    it('report an unlabelled field and low-contrast text', async () => {
      const page = await journey.optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.evaluate(() => {
        const field = document.createElement('input');
        const faint = document.createElement('p');
        faint.textContent = 'faint';
        faint.style.color = '#ccc';
        faint.style.background = '#fff';
        document.body.append(field, faint);
      });
      const found = (await violations(page, 'light')).join('\n');
      expect(found).toContain('label');
      expect(found).toContain('color-contrast');
    });

    it('report a control named only for screen readers', async () => {
      const page = await journey.optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.setAttribute('aria-label', 'invisible name');
        const button = document.createElement('button');
        button.setAttribute('aria-label', 'close');
        document.body.append(field, button);
      });
      expect(await withoutVisibleLabel(page)).toHaveLength(2);
    });

    it('report a control without a focus indicator', async () => {
      const page = await journey.optionsView('settings');
      await page.getByLabel(msg('optionsInstanceUrl'), { exact: true }).waitFor();
      await page.addStyleTag({ content: '*, *:focus-visible { outline: none !important; box-shadow: none !important; }' });
      await expect(expectVisibleFocusWithTab(page, 3)).rejects.toThrow(/no visible focus/);
    });
  });
});
