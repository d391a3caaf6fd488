import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseAllSettings, readAllSettings, readSettings, saveSettings, settingsOf } from '../../../lib/settings';
import { migrateV1ToV2, migrateV2ToV3, SETTINGS_MIGRATIONS } from '../../../lib/settings/migrations';
import { SETTINGS_VERSION } from '../../../lib/settings/schema';
import v1 from './fixtures/settings-v1.json';
import v2 from './fixtures/settings-v2.json';
import v3 from './fixtures/settings-v3.json';

/** One stored fixture per version; the last is the current shape. */
const FIXTURES: Record<number, Record<string, unknown>> = { 1: v1, 2: v2, 3: v3 };

/** The flat view of the current fixture: what every part of Linklet reads. */
const FLAT = settingsOf(parseAllSettings(v3));

describe('settings migrations', () => {
  it('has a fixture for every version and a step for every version after the first', () => {
    expect(Object.keys(FIXTURES).map(Number)).toEqual(Array.from({ length: SETTINGS_VERSION }, (_, i) => i + 1));
    expect(Object.keys(SETTINGS_MIGRATIONS).map(Number)).toEqual(Array.from({ length: SETTINGS_VERSION - 1 }, (_, i) => i + 2));
  });

  it('v1 → v2 turns typed strings into ids under the new names', () => {
    expect(migrateV1ToV2(v1)).toEqual(v2);
  });

  it('v1 → v2 is pure: the input is left as it was', () => {
    const input = structuredClone(v1);
    migrateV1ToV2(input);
    expect(input).toEqual(v1);
  });

  it.each([
    [
      { defaultDomain: 'abc', defaultSpace: '0', defaultPixels: 'not a list' },
      { defaultDomainId: null, defaultSpaceId: null, defaultPixelIds: [] },
    ],
    [
      { defaultDomain: 4, defaultSpace: ' 5 ', autoShorten: 'yes' },
      { defaultDomainId: 4, defaultSpaceId: 5, shortenOnOpen: false },
    ],
  ])('v1 → v2 reads odd values %j leniently', (input, expected) => {
    expect(migrateV1ToV2(input)).toMatchObject(expected);
  });

  it('v1 → v2 of an empty v1 value gives the defaults, with the popup on its form as it opened then', () => {
    expect(parseAllSettings(migrateV2ToV3(migrateV1ToV2({})))).toEqual({ ...parseAllSettings({}), shortenOnOpen: false });
  });

  it('an existing user keeps the mode they had: a stored value without the switch opens on the form; one who chose keeps it', () => {
    expect(parseAllSettings(migrateV2ToV3({ instanceUrl: 'https://sho.rt' })).shortenOnOpen).toBe(false);
    expect(parseAllSettings(migrateV2ToV3({ instanceUrl: 'https://sho.rt', shortenOnOpen: true })).shortenOnOpen).toBe(true);
    // A new install, with nothing stored: the first toolbar click shortens.
    expect(parseAllSettings({}).shortenOnOpen).toBe(true);
  });

  it('v2 → v3 makes the settings the first profile, id "default", keeping the browser\'s own at the top', () => {
    expect(migrateV2ToV3(v2)).toEqual(v3Before(v2));
    expect(parseAllSettings(migrateV2ToV3(v2))).toEqual(v3);
  });

  it('v2 → v3 is pure, and leaves a value already holding profiles as it is', () => {
    const input = structuredClone(v2);
    migrateV2ToV3(input);
    expect(input).toEqual(v2);
    expect(migrateV2ToV3(v3)).toEqual(v3);
  });

  it('v2 → v3 carries fields it does not know into the profile, to be checked on read', () => {
    const migrated = migrateV2ToV3({ instanceUrl: 'https://x.example', somethingNew: 1 });
    expect(migrated.profiles).toEqual([{ id: 'default', name: '', instanceUrl: 'https://x.example', somethingNew: 1 }]);
  });

  it('v1 → v2 leaves a value already in the v2 shape as it is (read before its version was recorded)', () => {
    expect(migrateV1ToV2(v2)).toEqual(v2);
  });

  it('a page reading between the first save and its version record keeps what was saved', async () => {
    // The first save writes the value, then its version in a second write; this is the state between.
    await fakeBrowser.storage.local.set({ settings: { ...v2, defaultDomainId: 5 } });
    expect((await readSettings()).defaultDomainId).toBe(5);
  });

  it('every fixture reaches the current version as valid settings', () => {
    for (const [version, fixture] of Object.entries(FIXTURES)) {
      let value = fixture;
      for (let next = Number(version) + 1; next <= SETTINGS_VERSION; next++) value = SETTINGS_MIGRATIONS[next]!(value);
      expect(parseAllSettings(value), `from v${version}`).toEqual(v3);
    }
  });

  it('runs on a stored v1 value (no version meta) as settings are read, and the next save records v3', async () => {
    await fakeBrowser.storage.local.set({ settings: v1 });
    expect(await readSettings()).toEqual(FLAT);
    expect(await fakeBrowser.storage.local.get(['settings', 'settings$'])).toEqual({ settings: v1 });
    await saveSettings({ autoCopy: v2.autoCopy });
    const stored = await fakeBrowser.storage.local.get(['settings', 'settings$']);
    expect(stored.settings).toEqual(v3);
    expect(stored.settings$).toEqual({ v: 3 });
  });

  it('a stored v2 value (the last version before profiles) reads as one profile, losing nothing', async () => {
    await fakeBrowser.storage.local.set({ settings: v2, settings$: { v: 2 } });
    expect(await readAllSettings()).toEqual(v3);
    expect(await readSettings()).toEqual({
      ...v2,
      plainHttpOrigin: '',
      showKnownLink: false,
      contextMenu: true,
      addressBar: true,
      allowPrivateOneClick: false,
      presets: [],
      defaultPresetId: null,
      profileId: 'default',
    });
  });

  it('leaves a current value alone', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...v3, autoCopy: true }, settings$: { v: 3 } });
    expect((await readSettings()).autoCopy).toBe(true);
  });
});

/** v2 → v3 before its fields are checked: the v2 fields moved, nothing added. */
function v3Before(value: Record<string, unknown>) {
  const { shortenOnOpen, autoCopy, ...profile } = value;
  return { activeProfileId: 'default', profiles: [{ id: 'default', name: '', ...profile }], shortenOnOpen, autoCopy };
}
