import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupFirstRun, WELCOMED_ITEM } from '../../../entrypoints/background/first-run';

type InstalledDetails = Parameters<typeof fakeBrowser.runtime.onInstalled.trigger>[0];

const tabUrls = async () => (await fakeBrowser.tabs.query({})).map((tab) => tab.url);

describe('first run', () => {
  it('opens the options page with the welcome when the extension is installed', async () => {
    setupFirstRun();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(await tabUrls()).toContain('chrome-extension://test-extension-id/options.html?welcome=1');
  });

  it('opens it once per profile: an unpacked extension is "installed" again at every load, its storage kept', async () => {
    setupFirstRun();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: true });
    expect(await WELCOMED_ITEM.getValue()).toBe(true);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: true });
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: true });
    expect((await tabUrls()).filter((url) => url?.includes('welcome=1'))).toHaveLength(1);
  });

  it('opens nothing on install in a profile that was welcomed before', async () => {
    await WELCOMED_ITEM.setValue(true);
    setupFirstRun();
    const before = await tabUrls();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(await tabUrls()).toEqual(before);
  });

  it.each(['update', 'chrome_update', 'shared_module_update'] as const)('opens nothing on %s', async (reason) => {
    setupFirstRun();
    const before = await tabUrls();
    await fakeBrowser.runtime.onInstalled.trigger({ reason, temporary: false } as InstalledDetails);
    expect(await tabUrls()).toEqual(before);
  });
});

describe('an update', () => {
  it('drops what earlier versions kept in local storage: a background error (it belongs in session storage), the old link index (a cache, filled again)', async () => {
    await fakeBrowser.storage.local.set({
      lastBackgroundError: { kind: 'api', url: 'https://example.org/x' },
      welcomed: true,
      linkIndex: { v: 1 },
      linkIndexChanges: { v: 1 },
    });
    setupFirstRun();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', temporary: false } as InstalledDetails);
    expect(await fakeBrowser.storage.local.get(['lastBackgroundError', 'linkIndex', 'linkIndexChanges'])).toEqual({});
    expect(await WELCOMED_ITEM.getValue()).toBe(true);
  });
});
