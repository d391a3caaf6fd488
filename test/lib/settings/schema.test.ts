import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseAllSettings, settingsOf } from '../../../lib/settings';
import { parseProfile } from '../../../lib/settings/schema';

const PRESET = { id: 'a', name: 'Newsletter', domainId: 2, spaceId: null, pixelIds: [4], utm: { source: 'news', extra: [{ key: 'ref', value: 'x' }] } };

describe('settings schema', () => {
  it('has a default for every setting: one empty profile, the toolbar click shortening (a new install), auto copy on, key remembered', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      profileId: 'default',
      instanceUrl: '',
      plainHttpOrigin: '',
      rememberKey: true,
      defaultDomainId: null,
      defaultSpaceId: null,
      defaultPixelIds: [],
      presets: [],
      defaultPresetId: null,
      shortenOnOpen: true,
      autoCopy: true,
      showKnownLink: false,
      contextMenu: true,
      addressBar: true,
      allowPrivateOneClick: false,
    });
  });

  it.each([undefined, null, 'text', 42, [], { profiles: 'x' }, { profiles: [] }, { profiles: [{ name: 'no id' }] }])('reads %j as the defaults', (value) => {
    expect(settingsOf(parseAllSettings(value))).toEqual(DEFAULT_SETTINGS);
  });

  it('reads settings stored before the context-menu and address-bar switches with both on', () => {
    const all = parseAllSettings({ shortenOnOpen: false, autoCopy: true, showKnownLink: false, profiles: [{ id: 'default' }] });
    expect(all).toMatchObject({ contextMenu: true, addressBar: true, shortenOnOpen: false });
    expect(parseAllSettings({ ...all, contextMenu: false, addressBar: false })).toMatchObject({ contextMenu: false, addressBar: false });
  });

  it('keeps every valid field when one is broken', () => {
    const all = parseAllSettings({ autoCopy: 'yes', profiles: [{ id: 'p', instanceUrl: 'https://sho.rt', defaultDomainId: 3, defaultSpaceId: -1 }] });
    expect(settingsOf(all)).toEqual({ ...DEFAULT_SETTINGS, profileId: 'p', instanceUrl: 'https://sho.rt', defaultDomainId: 3 });
  });

  it('has no place for the API key: a key in a profile or at the top is dropped on read', () => {
    const all = parseAllSettings({ apiKey: 'secret', profiles: [{ id: 'p', instanceUrl: 'https://sho.rt', apiKey: 'secret' }] });
    expect(JSON.stringify(all)).not.toContain('secret');
  });

  it('drops profiles without an id or with a taken one, and falls back to the first as active', () => {
    const all = parseAllSettings({ activeProfileId: 'gone', profiles: [{ id: 'a', name: 'A' }, { id: 'a', name: 'copy' }, { id: 7 }, { id: 'b' }] });
    expect(all.profiles.map((p) => [p.id, p.name])).toEqual([
      ['a', 'A'],
      ['b', ''],
    ]);
    expect(all.activeProfileId).toBe('a');
  });

  it("the flat view is the active profile's", () => {
    const all = parseAllSettings({
      activeProfileId: 'b',
      profiles: [
        { id: 'a', instanceUrl: 'https://a.example' },
        { id: 'b', instanceUrl: 'https://b.example' },
      ],
    });
    expect(settingsOf(all)).toMatchObject({ profileId: 'b', instanceUrl: 'https://b.example' });
    expect(settingsOf(all, 'a')).toMatchObject({ profileId: 'a', instanceUrl: 'https://a.example' });
  });

  it('keeps valid presets and drops only the broken ones (and repeated ids)', () => {
    expect(parseProfile({ presets: [PRESET], defaultPresetId: 'a' }, 'p')).toMatchObject({ presets: [PRESET], defaultPresetId: 'a' });
    expect(parseProfile({ presets: [PRESET, { ...PRESET, id: '' }] }, 'p').presets).toEqual([PRESET]);
    expect(parseProfile({ presets: [{ ...PRESET, utm: { source: 5 } }, PRESET, { ...PRESET, name: 'again' }] }, 'p').presets).toEqual([PRESET]);
    expect(parseProfile({ presets: 'no' }, 'p').presets).toEqual([]);
  });

  it('a default preset that names no preset is no default', () => {
    expect(parseProfile({ presets: [PRESET], defaultPresetId: 'gone' }, 'p').defaultPresetId).toBeNull();
  });
});
