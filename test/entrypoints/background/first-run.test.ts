import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupFirstRun } from '../../../entrypoints/background/first-run';

type InstalledDetails = Parameters<typeof fakeBrowser.runtime.onInstalled.trigger>[0];

const tabUrls = async () => (await fakeBrowser.tabs.query({})).map((tab) => tab.url);

describe('first run', () => {
  it('opens the options page with the welcome when the extension is installed', async () => {
    setupFirstRun();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(await tabUrls()).toContain('chrome-extension://test-extension-id/options.html?welcome=1');
  });

  it.each(['update', 'chrome_update', 'shared_module_update'] as const)('opens nothing on %s', async (reason) => {
    setupFirstRun();
    const before = await tabUrls();
    await fakeBrowser.runtime.onInstalled.trigger({ reason, temporary: false } as InstalledDetails);
    expect(await tabUrls()).toEqual(before);
  });
});
