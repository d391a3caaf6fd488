import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RefServer } from '../server';
import { expectAccessible } from './a11y-checks';
import { configureExtension, grantHostPermission, hasHostPermission } from './configure';
import { launchExtension, openToolbarPopup, type ExtensionSession } from './harness';
import { POLL, pagesOfEachTest } from './helpers';

// Presets and the settings file in real Chromium against the reference server: a preset made in
// the settings page and chosen in the popup reaches the server as the URL with its UTM parameters;
// the settings exported there and imported into a fresh browser profile come back whole, without
// the key, and without the host access (which is asked for, never granted by an import).
let server: RefServer;
let session: ExtensionSession;
let fresh: ExtensionSession | undefined;
const opened = pagesOfEachTest();
const WAIT = { timeout: 15_000 };

beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 5 } });
  session = await launchExtension({ headful: true });
  expect(await grantHostPermission(session, server.origin)).toBe(true);
  await configureExtension(session, {
    instanceUrl: server.url,
    apiKey: server.apiKey,
    settings: { defaultDomainId: 1, autoCopy: false, shortenOnOpen: false },
  });
});
afterAll(async () => {
  await fresh?.close();
  await session?.close();
  await server?.close();
});

async function optionsPage(of: ExtensionSession): Promise<Page> {
  const page = await of.context.newPage();
  opened.push(page);
  await page.goto(of.pageUrl('options.html'));
  await page.getByRole('heading', { name: 'Presets', exact: true }).waitFor(WAIT);
  return page;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const storedSettings = async (of: ExtensionSession) =>
  (await of.currentWorker()).evaluate(() => (globalThis as unknown as { chrome: any }).chrome.storage.local.get(null)) as Promise<Record<string, any>>;

let exported = '';

describe('a preset with UTM parameters', () => {
  it('made in the settings page, preselected as the default in the popup, reaches the server as the URL with its parameters', async () => {
    const options = await optionsPage(session);
    await button(options, 'Add preset').click();
    await field(options, 'Preset name').fill('Newsletter');
    await field(options, 'Domain').selectOption({ label: 'go.example.com' });
    await field(options, 'Source (utm_source)').fill('news letter');
    await field(options, 'Campaign (utm_campaign)').fill('spring');
    await button(options, 'Add parameter').click();
    await field(options, 'Parameter 1 name').fill('ref');
    await field(options, 'Parameter 1 value').fill('nl');
    // The editor open with a free pair, in both colour schemes.
    await expectAccessible(options);
    await button(options, 'Save preset').click();
    await options.locator('.preset-name', { hasText: 'Newsletter' }).waitFor(WAIT);
    await field(options, 'Default preset').selectOption({ label: 'Newsletter' });
    await expect.poll(async () => (await storedSettings(session)).settings?.profiles?.[0]?.defaultPresetId, POLL).toMatch(/^s-/);
    await expectAccessible(options);

    const tab = await session.context.newPage();
    opened.push(tab);
    const page = `${server.url}/page/Campaign?id=7#top`;
    await tab.goto(page);
    await tab.bringToFront();
    const popup = await openToolbarPopup(session);
    opened.push(popup);
    const expected = `${server.url}/page/Campaign?id=7&utm_source=news%20letter&utm_campaign=spring&ref=nl#top`;
    await expect
      .poll(
        () =>
          field(popup, 'Preset')
            .inputValue()
            .catch(() => ''),
        POLL,
      )
      .toMatch(/^s-/);
    await expect.poll(() => field(popup, 'URL to shorten').inputValue(), POLL).toBe(expected);
    await expectAccessible(popup);
    await button(popup, 'Shorten').click();
    await popup.getByLabel('Short link', { exact: true }).waitFor(WAIT);
    const stored = server.db.links.at(-1)!;
    expect(stored.url).toBe(expected);
    expect(stored.domain_id).toBe(2);
  });

  it('with "Shorten as soon as the popup opens", the default preset is applied as a click would', async () => {
    const setShortenOnOpen = async (on: boolean) =>
      (await session.currentWorker()).evaluate(async (value) => {
        const storage = (globalThis as unknown as { chrome: any }).chrome.storage.local;
        const { settings } = await storage.get('settings');
        await storage.set({ settings: { ...settings, shortenOnOpen: value } });
      }, on);
    await setShortenOnOpen(true);
    try {
      const tab = await session.context.newPage();
      opened.push(tab);
      await tab.goto(`${server.url}/page/Opened`);
      await tab.bringToFront();
      const popup = await openToolbarPopup(session);
      opened.push(popup);
      const expected = `${server.url}/page/Opened?utm_source=news%20letter&utm_campaign=spring&ref=nl`;
      await expect.poll(() => server.db.links.at(-1)?.url, POLL).toBe(expected);
      await popup.getByLabel('Short link', { exact: true }).first().waitFor(WAIT);
      expect(server.db.links.filter((link) => link.url.includes('/page/Opened'))).toHaveLength(1);
      expect(server.db.links.at(-1)!.domain_id).toBe(2);
    } finally {
      await setShortenOnOpen(false);
    }
  });
});

describe('a preset whose space is “The default space”', () => {
  it('makes links in the profile’s default space, whatever it is when the preset is used', async () => {
    const setDefaultSpace = async (id: number) =>
      (await session.currentWorker()).evaluate(async (value) => {
        const storage = (globalThis as unknown as { chrome: any }).chrome.storage.local;
        const { settings } = await storage.get('settings');
        const profiles = settings.profiles ? settings.profiles.map((p: object) => ({ ...p, defaultSpaceId: value })) : undefined;
        await storage.set({ settings: profiles ? { ...settings, profiles } : { ...settings, defaultSpaceId: value } });
      }, id);
    await setDefaultSpace(2);
    const options = await optionsPage(session);
    await button(options, 'Add preset').click();
    await field(options, 'Preset name').fill('Team default');
    const space = field(options, 'Space');
    expect(await space.inputValue()).toBe('default');
    expect((await space.locator('option').allTextContents()).slice(0, 2)).toEqual(['The default space', 'No space']);
    await expectAccessible(options);
    await button(options, 'Save preset').click();
    await options.locator('.preset-name', { hasText: 'Team default' }).waitFor(WAIT);
    // The default space changes after the preset was made: the preset follows it.
    await setDefaultSpace(3);

    const tab = await session.context.newPage();
    opened.push(tab);
    await tab.goto(`${server.url}/page/Team`);
    await tab.bringToFront();
    const popup = await openToolbarPopup(session);
    opened.push(popup);
    await field(popup, 'Preset')
      .locator('option', { hasText: 'Team default' })
      .waitFor({ state: 'attached', ...WAIT });
    await field(popup, 'Preset').selectOption({ label: 'Team default' });
    await button(popup, 'Shorten').click();
    await popup.getByLabel('Short link', { exact: true }).waitFor(WAIT);
    const stored = server.db.links.at(-1)!;
    expect(stored.url).toBe(`${server.url}/page/Team`);
    expect(stored.space_id).toBe(3);
  });
});

describe('export, then import into a fresh browser profile', () => {
  it('exports a dated JSON file without the key', async () => {
    const options = await optionsPage(session);
    // The file's text is read from the blob the page hands to the download: the popup's CDP
    // connections (openToolbarPopup) take over Chromium's download behaviour, so Playwright
    // sees the download start but never gets the file.
    await options.evaluate(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => {
        void blob.text().then((text) => ((window as unknown as { exported: string }).exported = text));
        return create(blob);
      };
    });
    const [download] = await Promise.all([options.waitForEvent('download', WAIT), button(options, 'Export settings').click()]);
    expect(download.suggestedFilename()).toMatch(/^linklet-settings-\d{4}-\d{2}-\d{2}\.json$/);
    await expect.poll(() => options.evaluate(() => (window as unknown as { exported?: string }).exported ?? ''), POLL).not.toBe('');
    exported = await options.evaluate(() => (window as unknown as { exported: string }).exported);
    const file = JSON.parse(exported);
    expect(file).toMatchObject({ format: 'linklet-settings', version: 3 });
    expect(file.settings).toEqual((await storedSettings(session)).settings);
    expect(exported).not.toContain(server.apiKey);
  });

  it('restores every profile, preset and switch but the key; the instance shows "Grant access"', async () => {
    expect(exported).not.toBe('');
    fresh = await launchExtension();
    const options = await optionsPage(fresh);
    await options
      .getByLabel('Import settings', { exact: true })
      .setInputFiles({ name: 'linklet-settings.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    const preview = options.getByRole('region', { name: 'What the import changes' });
    await preview.waitFor(WAIT);
    await expectAccessible(options);
    expect(await preview.textContent()).toContain('No API keys included');
    await button(options, 'Replace').click();
    await options.getByText('Settings replaced.', { exact: true }).waitFor(WAIT);
    const restored = await storedSettings(fresh);
    expect(restored.settings).toEqual(JSON.parse(exported).settings);
    expect(restored.apiKey).toBeUndefined();
    expect(restored.apiKeys).toBeUndefined();
    expect(await hasHostPermission(fresh, server.origin)).toBe(false);
    expect(await field(options, 'Instance URL').inputValue()).toBe(server.url);
    await button(options, 'Grant access').waitFor(WAIT);
    await options.locator('.preset-name', { hasText: 'Newsletter' }).waitFor(WAIT);
  });

  it('a bad file changes nothing and says so', async () => {
    const options = await optionsPage(fresh!);
    const before = await storedSettings(fresh!);
    await options
      .getByLabel('Import settings', { exact: true })
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"linklet-settings","version":99,"settings":{}}') });
    await expect.poll(async () => (await options.getByRole('alert').allTextContents()).join(' '), POLL).toContain('newer Linklet');
    expect(await storedSettings(fresh!)).toEqual(before);
  });
});
