/**
 * Values stored by the builds before WXT's storage items (raw keys, a versioned value's `{ v }`
 * under `<key>$`, a profile's copy under `<key>.<id>`) read the same through the items.
 */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFacts } from '../../../lib/instance/facts';
import { madeLinks } from '../../../lib/queue/made';
import { loadApiKey } from '../../../lib/settings/api-key';
import { SETTINGS_ITEM } from '../../../lib/settings/item';
import { readAllSettings } from '../../../lib/settings/read';
import { SETTINGS_VERSION } from '../../../lib/settings/version';
import v2 from '../settings/fixtures/settings-v2.json';

const ORIGIN = 'https://sho.rt';
const OLD_LAYOUT = {
  settings: v2,
  settings$: { v: 2 },
  apiKey: { origin: ORIGIN, key: 'k-default' },
  apiKeys: { 'p-2': { origin: ORIGIN, key: 'k-2' } },
  queueMade: [{ shortUrl: 'https://sho.rt/a', url: 'https://example.org/a', at: 1 }],
  instanceFacts: { origin: ORIGIN },
  'instanceFacts.p-2': { origin: 'https://other.example' },
};

describe('values stored the old way', () => {
  it('read through the items as they did: the settings at the current version, keys and per-profile copies where they were', async () => {
    await fakeBrowser.storage.local.set(OLD_LAYOUT);
    const all = await readAllSettings();
    expect(all.profiles).toHaveLength(1);
    expect(all.profiles[0]).toMatchObject({ id: 'default', instanceUrl: v2.instanceUrl, defaultDomainId: v2.defaultDomainId });
    expect(await loadApiKey('default', ORIGIN)).toBe('k-default');
    expect(await loadApiKey('p-2', ORIGIN)).toBe('k-2');
    expect(await madeLinks()).toEqual(OLD_LAYOUT.queueMade);
    expect((await readFacts({ profileId: 'default', origin: ORIGIN })).origin).toBe(ORIGIN);
    expect((await readFacts({ profileId: 'p-2', origin: 'https://other.example' })).origin).toBe('https://other.example');
  });

  it("are migrated and written back with their version by WXT's migration, as a new build's start runs it, and read the same after", async () => {
    await fakeBrowser.storage.local.set(OLD_LAYOUT);
    const before = await readAllSettings();
    await SETTINGS_ITEM.migrate();
    const stored = await fakeBrowser.storage.local.get(['settings', 'settings$']);
    expect(stored.settings$).toEqual({ v: SETTINGS_VERSION });
    expect(stored.settings).toMatchObject({ profiles: [{ id: 'default' }] });
    expect(await readAllSettings()).toEqual(before);
  });

  it('a damaged stored value reads as the fallback, and nothing throws', async () => {
    await fakeBrowser.storage.local.set({ settings: 'garbage', settings$: { v: 'x' }, queueMade: { not: 'a list' }, instanceFacts: 42, apiKey: ['k'] });
    expect((await readAllSettings()).profiles[0]).toMatchObject({ id: 'default', instanceUrl: '' });
    expect(await madeLinks()).toEqual([]);
    expect((await readFacts({ profileId: 'default', origin: ORIGIN })).origin).toBe(ORIGIN);
    expect(await loadApiKey('default', ORIGIN)).toBeNull();
  });
});
