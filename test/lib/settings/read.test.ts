import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { migrateStored, readSettings } from '../../../lib/settings/read';
import { SETTINGS_VERSION } from '../../../lib/settings/schema';
import v1 from './fixtures/settings-v1.json';
import v2 from './fixtures/settings-v2.json';
import v3 from './fixtures/settings-v3.json';

/** The current fixture as every reader sees it: the active profile's settings, flat. */
const FLAT = {
  ...v2,
  plainHttpOrigin: '',
  showKnownLink: false,
  contextMenu: true,
  addressBar: true,
  allowPrivateOneClick: false,
  presets: [],
  defaultPresetId: null,
  profileId: 'default',
};

/** What readSettings answers for this storage; reading writes nothing back. */
async function readStored(stored: Record<string, unknown>) {
  await fakeBrowser.storage.local.set(stored);
  const read = await readSettings();
  expect(await fakeBrowser.storage.local.get(null)).toEqual(stored);
  return read;
}

describe('readSettings (the one reader of the settings)', () => {
  it('a v1 value without a recorded version: migrated to the current version', async () => {
    const read = await readStored({ settings: v1 });
    expect(read).toEqual(FLAT);
  });

  it('a v1 value with { v: 1 } recorded: migrated the same way', async () => {
    const read = await readStored({ settings: v1, settings$: { v: 1 } });
    expect(read).toEqual(FLAT);
  });

  it('a current value: as stored', async () => {
    const read = await readStored({ settings: v3, settings$: { v: SETTINGS_VERSION } });
    expect(read).toEqual(FLAT);
  });

  it('nothing stored: the defaults', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['a string', 'garbage'],
    ['a number', 42],
    ['a list', [1, 2]],
    ['wrong types', { instanceUrl: 7, autoCopy: 'yes', defaultPixelIds: 'x' }],
  ])('garbage (%s): every field at its default', async (_, garbage) => {
    const read = await readStored({ settings: garbage, settings$: { v: SETTINGS_VERSION } });
    expect(read).toEqual(DEFAULT_SETTINGS);
  });

  it('garbage meta reads as v1', async () => {
    const read = await readStored({ settings: v1, settings$: 'x' });
    expect(read).toEqual(FLAT);
  });

  it('a newer version than this build knows is read as stored, not migrated', () => {
    expect(migrateStored(v1, { v: SETTINGS_VERSION + 1 })).toEqual(v1);
  });

  it('is not disturbed by other items in storage.local', async () => {
    await fakeBrowser.storage.local.set({ settings: v2, settings$: { v: 2 }, apiKey: { origin: 'https://sho.rt', key: 'k' } });
    expect(await readSettings()).toEqual(FLAT);
  });
});
