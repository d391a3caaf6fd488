import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadApiKey, readAllSettings, saveApiKey, saveSettings, type AllSettings } from '../../../lib/settings';
import { MAX_SETTINGS_FILE_BYTES, readSettingsFile, settingsFileName } from '../../../lib/settings/file';
import { applyImport, exportSettings, importChanges } from '../../../lib/settings/import';
import { savePreset } from '../../../lib/settings/presets';
import { addProfile } from '../../../lib/settings/profiles';
import v1 from './fixtures/settings-v1.json';
import v2 from './fixtures/settings-v2.json';
import v3 from './fixtures/settings-v3.json';

const KEY = 'k3y-0123456789';
const PRESET = { id: 's-1', name: 'Newsletter', domainId: 3, spaceId: null, pixelIds: [7], utm: { source: 'news', extra: [{ key: 'ref', value: 'x' }] } };

/** Two profiles with a preset and keys, as a user would have them. */
async function configured() {
  await saveSettings({ instanceUrl: 'https://sho.rt', defaultDomainId: 3, autoCopy: false });
  await saveApiKey('default', KEY, 'https://sho.rt', true);
  await savePreset('default', PRESET);
  const other = await addProfile('Team', { instanceUrl: 'https://team.example', rememberKey: false });
  await saveApiKey(other.id, 'team-key', 'https://team.example', false);
  return { other, all: await readAllSettings() };
}

const read = (text: string) => readSettingsFile(text, new TextEncoder().encode(text).length);
const fileOf = (settings: unknown, version = 3, extra: object = {}) => JSON.stringify({ format: 'linklet-settings', version, exportedAt: '2026-01-01T00:00:00Z', settings, ...extra });
const snapshot = async () => ({ local: await fakeBrowser.storage.local.get(null), session: await fakeBrowser.storage.session.get(null) });

describe('export', () => {
  it('names the file by the day and leaves the keys out unless asked', async () => {
    await configured();
    const { name, text } = await exportSettings(false, new Date(2026, 10, 5, 10));
    expect(name).toBe('linklet-settings-2026-11-05.json');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('team-key');
    expect(JSON.parse(text)).toMatchObject({ format: 'linklet-settings', version: 3, exportedAt: expect.any(String) });
    expect(JSON.parse(text)).not.toHaveProperty('keys');
  });

  it('with keys: each profile’s key with its origin', async () => {
    const { other } = await configured();
    const { text } = await exportSettings(true);
    expect(JSON.parse(text).keys).toEqual({ default: { origin: 'https://sho.rt', key: KEY }, [other.id]: { origin: 'https://team.example', key: 'team-key' } });
  });

  it('file names pad month and day', () => {
    expect(settingsFileName(new Date(2026, 0, 2))).toBe('linklet-settings-2026-01-02.json');
  });
});

describe('import round trips', () => {
  it('without keys: a fresh browser gets every profile, preset and switch, and no key', async () => {
    const { all, other } = await configured();
    const { text } = await exportSettings(false);
    fakeBrowser.reset();
    const result = read(text);
    if (!result.ok) throw new Error(result.problem);
    await applyImport(result.value, 'replace');
    expect(await readAllSettings()).toEqual(all);
    expect(await loadApiKey('default', 'https://sho.rt')).toBeNull();
    expect(await loadApiKey(other.id, 'https://team.example')).toBeNull();
  });

  it('with keys: each key back in its slot, session-only stays session-only', async () => {
    const { all, other } = await configured();
    const { text } = await exportSettings(true);
    fakeBrowser.reset();
    const result = read(text);
    if (!result.ok) throw new Error(result.problem);
    await applyImport(result.value, 'merge');
    // Merge keeps this browser's own switches (a fresh browser's defaults here).
    expect((await readAllSettings()).profiles).toEqual(all.profiles);
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
    expect(await fakeBrowser.storage.session.get('apiKeys')).toEqual({ apiKeys: { [other.id]: { origin: 'https://team.example', key: 'team-key' } } });
  });

  it('a key for another origin than its profile’s is dropped, and said so', async () => {
    const settings = { ...v3, profiles: [{ ...v3.profiles[0], rememberKey: true }] };
    const result = read(fileOf(settings, 3, { keys: { default: { origin: 'https://evil.example', key: KEY }, ghost: { origin: 'https://sho.rt', key: KEY } } }));
    if (!result.ok) throw new Error(result.problem);
    expect(result.value.keys).toEqual({});
    expect(result.value.droppedKeys).toEqual(['default']);
    await applyImport(result.value, 'replace');
    expect(await loadApiKey('default', 'https://evil.example')).toBeNull();
    expect(await loadApiKey('default', 'https://sho.rt')).toBeNull();
  });

  it('merge adds new profiles and updates the same id, keeping the others and this browser’s switches; replace takes all', async () => {
    const { other } = await configured();
    const incoming: AllSettings = {
      activeProfileId: 'new',
      shortenOnOpen: true,
      autoCopy: true,
      showKnownLink: false,
      profiles: [
        { ...(await readAllSettings()).profiles[0]!, name: 'Renamed', presets: [] },
        { id: 'new', name: 'New', instanceUrl: 'https://new.example', plainHttpOrigin: '', rememberKey: true, defaultDomainId: null, defaultSpaceId: null, defaultPixelIds: [], presets: [PRESET], defaultPresetId: 's-1' },
      ],
    };
    const result = read(fileOf(incoming));
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(await readAllSettings(), result.value);
    expect([changes.added.map((p) => p.name), changes.updated.map((p) => p.name), changes.removed.map((p) => p.name), changes.presets, changes.browserSettings]).toEqual([['New'], ['Renamed'], ['Team'], 1, true]);

    const merged = await applyImport(result.value, 'merge');
    expect(merged.profiles.map((p) => p.name)).toEqual(['Renamed', 'Team', 'New']);
    expect([merged.activeProfileId, merged.shortenOnOpen, merged.autoCopy]).toEqual(['default', false, false]);
    expect(await loadApiKey(other.id, 'https://team.example')).toBe('team-key');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);

    const replaced = await applyImport(result.value, 'replace');
    expect(replaced).toEqual(result.value.settings);
    // The removed profile's key goes with it.
    expect(await loadApiKey(other.id, 'https://team.example')).toBeNull();
  });

  it.each([
    ['v1', v1, 1],
    ['v2', v2, 2],
  ])('an older file (%s settings) is migrated and imports', async (_name, settings, version) => {
    const result = read(fileOf(settings, version));
    if (!result.ok) throw new Error(result.problem);
    expect(result.value.settings).toEqual(v3);
    await applyImport(result.value, 'replace');
    expect(await readAllSettings()).toEqual(v3);
  });
});

describe('bad files change nothing', () => {
  const big = 'x'.repeat(MAX_SETTINGS_FILE_BYTES + 1);
  it.each([
    ['not JSON', '{"format":', 'not-json'],
    ['JSON but not a settings file', '[1,2]', 'wrong-format'],
    ['another format', JSON.stringify({ format: 'other', version: 3, settings: v3 }), 'wrong-format'],
    ['a newer version', fileOf(v3, 4), 'newer-version'],
    ['no settings', JSON.stringify({ format: 'linklet-settings', version: 3 }), 'invalid'],
    ['a wrong field type', fileOf({ ...v3, profiles: [{ ...v3.profiles[0], defaultPixelIds: ['7'] }] }), 'invalid'],
    ['a broken preset', fileOf({ ...v3, profiles: [{ ...v3.profiles[0], presets: [{ id: 'x', name: 'n' }] }] }), 'invalid'],
    ['no profile', fileOf({ ...v3, profiles: [] }), 'invalid'],
    ['two profiles of one id', fileOf({ ...v3, profiles: [v3.profiles[0], v3.profiles[0]] }), 'invalid'],
    ['a key that is not a string', fileOf(v3, 3, { keys: { default: { origin: 'https://sho.rt', key: 5 } } }), 'invalid'],
    ['too big', big, 'too-big'],
  ])('%s', async (_name, text, problem) => {
    await configured();
    const before = await snapshot();
    const result = read(text);
    expect(result).toMatchObject({ ok: false, problem });
    expect(await snapshot()).toEqual(before);
  });

  it('an invalid field is named by its path', () => {
    expect(read(fileOf({ ...v3, profiles: [{ ...v3.profiles[0], defaultPixelIds: ['7'] }] }))).toEqual({ ok: false, problem: 'invalid', detail: 'profiles.0.defaultPixelIds.0' });
  });

  it('an import never turns on the already-shortened mark, which needs a permission asked for in this browser', async () => {
    await configured();
    const file = { ...(await readAllSettings()), showKnownLink: true };
    const result = read(fileOf(file));
    if (!result.ok) throw new Error(result.problem);
    await applyImport(result.value, 'replace');
    expect((await readAllSettings()).showKnownLink).toBe(false);
  });
});
