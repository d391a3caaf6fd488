import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { answerPermissionPrompt, configureExtension, grantHostPermission, hasHostPermission } from './configure';
import { launchExtension, type ExtensionSession } from './harness';
import { button, expectInWindow, field, headings, inPageOrder, region, WINDOW } from './settings-page';

// The settings page after the first run (issue 30, "What to build"): four groups a person finds
// at a glance (Connection and profiles, Defaults and presets, Context menu and shortcuts,
// Backup), listed at the top; and the result of every action where it was taken, inside a
// 1280×800 window: Save's (after the permission prompt) and a wrong key's, a default's
// "Saved.", the backup's. A window too short for Save's result scrolls it into view.

let server: RefServer;
/** A second instance: saving it asks for its origin. */
let next: RefServer;
let session: ExtensionSession;
let page: Page;

beforeAll(async () => {
  [server, next] = await Promise.all([startServer({ port: 0, seed: { links: 40 } }), startServer({ port: 0, seed: { links: 12 } })]);
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await configureExtension(session, { instanceUrl: server.url, apiKey: server.apiKey, settings: { defaultDomainId: 1 } });
  page = await session.context.newPage();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(WINDOW);
  await page.goto(session.pageUrl('options.html'));
  await field(page, 'Instance URL').waitFor();
});
afterAll(async () => {
  await session?.close();
  await Promise.all([server?.close(), next?.close()]);
});

const GROUPS = ['Connection and profiles', 'Defaults and presets', 'Context menu and shortcuts', 'Backup'];
const connection = () => region(page, 'Connection');

describe('the settings page is organised in sections found at a glance', () => {
  it('four groups, in order, listed at the top of the page', async () => {
    expect(await headings(page, 2)).toEqual(GROUPS);
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    expect(await onThisPage.getByRole('link').allTextContents()).toEqual(GROUPS);
    await expectInWindow(onThisPage);
    expect(await page.getByRole('heading', { name: 'Welcome to Linklet' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('Connection and profiles: the instance URL first, then the access, then the profiles', async () => {
    const group = region(page, 'Connection and profiles');
    expect(await group.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Connection', 'Access to your instance', 'Profiles']);
    expect(
      await inPageOrder(field(page, 'Instance URL'), page.getByRole('heading', { name: 'Profiles', exact: true }), field(page, 'New profile’s name')),
    ).toBe(true);
  });

  it('Defaults and presets: the defaults, then the presets', async () => {
    const group = region(page, 'Defaults and presets');
    expect(await group.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Defaults for new links', 'Presets']);
    await group.getByRole('group', { name: 'Default pixels' }).getByRole('checkbox').first().waitFor();
  });

  it('Context menu and shortcuts: the menu items, the shortcuts, the address-bar keyword, the clipboard and the mark', async () => {
    const group = region(page, 'Context menu and shortcuts');
    const text = (await group.textContent()) ?? '';
    for (const words of ['“Shorten this page”', '“Shorten this link”', '“Shorten selected URL”', 'Type “ln” and a space', 'chrome://extensions/shortcuts']) {
      expect(text).toContain(words);
    }
    // The shortcuts as the browser has them.
    expect(await group.locator('kbd').allTextContents()).toEqual(['Alt+Shift+K', 'Alt+Shift+L']);
    expect(await group.getByRole('checkbox', { name: 'Copy links made from the context menu and keyboard shortcut' }).count()).toBe(1);
    expect(await group.getByRole('checkbox', { name: 'Show when the page I’m on already has a short link' }).count()).toBe(1);
    expect(await group.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Clipboard', '“Already shortened” mark']);
  });

  it('"On this page" takes the user to a group', async () => {
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Backup' }).click();
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Backup' }).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expectInWindow(page.getByRole('heading', { name: 'Backup' }));
    // Still the settings view.
    expect(await page.getByRole('link', { name: 'Settings', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.evaluate(() => window.scrollTo(0, 0));
  });
});

describe('the result of every action, where it was taken', () => {
  it('Save of a new instance: after the permission prompt, the result beside the button, inside the window', async () => {
    await field(page, 'Instance URL').fill(next.url);
    await field(page, 'API key').fill(next.apiKey);
    await button(page, 'Save').click();
    await answerPermissionPrompt(true);
    const result = connection().locator('.outcome');
    await result.getByText(/^Connected: phpShort v44 · 12 links · plan Pro/).waitFor();
    expect(await hasHostPermission(session, next.origin)).toBe(true);
    await expectInWindow(result, { of: button(page, 'Save'), gap: 100 });
    await expectAccessible(page);
  });

  it('a wrong key, in a window too short for the result: it is scrolled into view, Save still in sight', async () => {
    await page.setViewportSize({ width: WINDOW.width, height: 460 });
    try {
      await field(page, 'API key').fill('not-the-key-123');
      await button(page, 'Save').click();
      const problem = connection().getByRole('alert').filter({ hasText: 'The server rejected the API key.' });
      await problem.waitFor();
      await expect.poll(async () => (await problem.boundingBox())!.y + (await problem.boundingBox())!.height).toBeLessThanOrEqual(460);
      await expectInWindow(problem, { of: button(page, 'Save'), gap: 80 });
      await expectInWindow(button(page, 'Save'));
    } finally {
      await page.setViewportSize(WINDOW);
    }
    await field(page, 'API key').fill(next.apiKey);
    await button(page, 'Save').click();
    await connection()
      .getByText(/^Connected:/)
      .waitFor();
  });

  it('a default changed: "Saved." under that control, inside the window', async () => {
    const space = field(page, 'Default space');
    await space.getByRole('option', { name: 'Research' }).waitFor({ state: 'attached' });
    // The user scrolls to it.
    await space.scrollIntoViewIfNeeded();
    await space.selectOption({ label: 'Research' });
    const saved = region(page, 'Defaults for new links').getByText('Saved.', { exact: true });
    await saved.waitFor();
    expect(await saved.count()).toBe(1);
    await expectInWindow(saved, { of: space, gap: 20 });
    await field(page, 'Copy the short link automatically').uncheck();
    await expect.poll(() => saved.count()).toBe(1);
    await expectInWindow(saved, { of: field(page, 'Copy the short link automatically'), gap: 20 });
    await expectAccessible(page);
  });

  it('an import that is not a settings file: the problem under the file field, inside the window', async () => {
    const input = field(page, 'Import settings');
    await input.scrollIntoViewIfNeeded();
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    const problem = region(page, 'Backup').getByRole('alert');
    await problem.filter({ hasText: 'This file is not a Linklet settings file.' }).waitFor();
    await expectInWindow(problem, { of: input, gap: 20 });
    await expectAccessible(page);
  });
});
