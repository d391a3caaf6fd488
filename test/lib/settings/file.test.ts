import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadApiKey, readAllSettings, saveApiKey, saveSettings, type AllSettings } from '../../../lib/settings';
import { MAX_SETTINGS_FILE_BYTES, readSettingsFile, settingsFileName } from '../../../lib/settings/file';
import { getConnection } from '../../../lib/connection/connection';
import { applyImport, exportSettings, importChanges, needsConfirmation, storedKeys } from '../../../lib/settings/import';
import { savePreset } from '../../../lib/settings/presets';
import { addProfile } from '../../../lib/settings/profiles';
import v1 from './fixtures/settings-v1.json';
import v2 from './fixtures/settings-v2.json';
import v3 from './fixtures/settings-v3.json';

const KEY = 'k3y-0123456789';
const PRESET = { id: 's-1', name: 'Newsletter', domainId: 3, spaceId: null, pixelIds: [7], utm: { source: 'news', extra: [{ key: 'ref', value: 'x' }] } };

/** Two profiles with a preset and keys, as a user would have them. */
async function configured() {
  await saveSettings({ instanceUrl: 'https://sho.rt', defaultDomainId: 3, autoCopy: false, shortenOnOpen: false });
  await saveApiKey('default', KEY, 'https://sho.rt', true);
  await savePreset('default', PRESET);
  const other = await addProfile('Team', { instanceUrl: 'https://team.example', rememberKey: false });
  await saveApiKey(other.id, 'team-key', 'https://team.example', false);
  return { other, all: await readAllSettings() };
}

const read = (text: string) => readSettingsFile(text, new TextEncoder().encode(text).length);
const fileOf = (settings: unknown, version = 3, extra: object = {}) =>
  JSON.stringify({ format: 'linklet-settings', version, exportedAt: '2026-01-01T00:00:00Z', settings, ...extra });
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
    const result = read(
      fileOf(settings, 3, { keys: { default: { origin: 'https://evil.example', key: KEY }, ghost: { origin: 'https://sho.rt', key: KEY } } }),
    );
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
      contextMenu: true,
      addressBar: true,
      allowPrivateOneClick: false,
      profiles: [
        { ...(await readAllSettings()).profiles[0]!, name: 'Renamed', presets: [] },
        {
          id: 'new',
          name: 'New',
          instanceUrl: 'https://new.example',
          plainHttpOrigin: '',
          rememberKey: true,
          defaultDomainId: null,
          defaultSpaceId: null,
          defaultPixelIds: [],
          presets: [PRESET],
          defaultPresetId: 's-1',
        },
      ],
    };
    const result = read(fileOf(incoming));
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(await readAllSettings(), result.value);
    expect([
      changes.added.map((p) => p.name),
      changes.updated.map((p) => p.name),
      changes.removed.map((p) => p.name),
      changes.presets,
      changes.browserSettings,
    ]).toEqual([['New'], ['Renamed'], ['Team'], 1, true]);

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
    expect(read(fileOf({ ...v3, profiles: [{ ...v3.profiles[0], defaultPixelIds: ['7'] }] }))).toEqual({
      ok: false,
      problem: 'invalid',
      detail: 'profiles.0.defaultPixelIds.0',
    });
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

describe('an imported address is checked as a typed one (issue 29)', () => {
  const withProfile = (patch: object, extra: object = {}) => fileOf({ ...v3, profiles: [{ ...v3.profiles[0], ...patch }] }, 3, extra);
  const profileOf = (text: string) => {
    const result = read(text);
    if (!result.ok) throw new Error(`${result.problem} ${result.detail}`);
    return result.value.settings.profiles[0]!;
  };

  it.each(['http://evil.example', 'http://203.0.113.5', 'ftp://sho.rt', 'https://user:pw@sho.rt', 'https://sho.rt/?x=1', 'javascript:alert(1)'])(
    'refuses %s as the Connection form would, naming the field',
    (instanceUrl) => {
      expect(read(withProfile({ instanceUrl }))).toEqual({ ok: false, problem: 'invalid', detail: 'settings.profiles.0.instanceUrl' });
    },
  );

  it('stores the address as the form would: canonical', () => {
    expect(profileOf(withProfile({ instanceUrl: ' https://Sho.rt/api/v1/ ' })).instanceUrl).toBe('https://sho.rt');
  });

  it("plain http on the user's network keeps the consent only where the file states it for that very address", () => {
    expect(profileOf(withProfile({ instanceUrl: 'http://nas.local:8080', plainHttpOrigin: 'http://nas.local:8080' }))).toMatchObject({
      instanceUrl: 'http://nas.local:8080',
      plainHttpOrigin: 'http://nas.local:8080',
    });
    // Never inferred from the address, nor carried to another one.
    expect(profileOf(withProfile({ instanceUrl: 'http://nas.local:8080' })).plainHttpOrigin).toBe('');
    expect(profileOf(withProfile({ instanceUrl: 'http://192.168.1.9', plainHttpOrigin: 'http://192.168.1.8' })).plainHttpOrigin).toBe('');
    expect(profileOf(withProfile({ instanceUrl: 'https://sho.rt', plainHttpOrigin: 'https://sho.rt' })).plainHttpOrigin).toBe('');
  });

  it('a single-label name is imported unconfirmed, whatever the file says: only the user confirms it is their machine', () => {
    expect(profileOf(withProfile({ instanceUrl: 'http://nas', plainHttpOrigin: 'http://nas' }))).toMatchObject({
      instanceUrl: 'http://nas',
      plainHttpOrigin: '',
    });
  });

  it('a profile imported without the consent it needs is no connection, and the preview lists it', async () => {
    const result = read(withProfile({ instanceUrl: 'http://nas.local', rememberKey: true }, { keys: { default: { origin: 'http://nas.local', key: KEY } } }));
    if (!result.ok) throw new Error(result.problem);
    expect(importChanges(await readAllSettings(), result.value).awaitingConsent.map((p) => p.id)).toEqual(['default']);
    await applyImport(result.value, 'replace');
    expect(await loadApiKey('default', 'http://nas.local')).toBe(KEY);
    expect(await getConnection()).toMatchObject({ ready: false, missing: 'instance' });
  });
});

describe('what an import changes for the profiles of this browser (issue 29)', () => {
  it('says each address a profile would change, old → new, and which profiles receive a key', async () => {
    const { all, other } = await configured();
    const profiles = [
      { ...all.profiles[0]!, instanceUrl: 'https://evil.example' },
      { ...all.profiles[1]! },
      { ...all.profiles[1]!, id: 'p-new', name: 'New', instanceUrl: 'https://new.example' },
    ];
    const result = read(
      fileOf({ ...all, profiles }, 3, {
        keys: { default: { origin: 'https://evil.example', key: 'evil-key' }, 'p-new': { origin: 'https://new.example', key: 'new-key' } },
      }),
    );
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(all, result.value, await storedKeys(all));
    expect(changes.moved.map(({ profile, from, to }) => [profile.id, from, to])).toEqual([['default', 'https://sho.rt', 'https://evil.example']]);
    expect(changes.keyed.map((p) => p.id)).toEqual(['default', 'p-new']);
    expect(changes.redirected.map((p) => p.id)).toEqual(['default']);
    expect(needsConfirmation(changes, 'merge')).toBe(true);
    expect(other.id).not.toBe('p-new');
  });

  it('a file that only adds plain-http consent to a keyed profile on the own network asks, as an address change does (issue 47)', async () => {
    await saveSettings({ instanceUrl: 'http://10.0.0.5', defaultDomainId: 3 });
    await saveApiKey('default', KEY, 'http://10.0.0.5', true);
    const all = await readAllSettings();
    expect(all.profiles[0]!.plainHttpOrigin).toBe('');
    const result = read(fileOf({ ...all, profiles: [{ ...all.profiles[0]!, plainHttpOrigin: 'http://10.0.0.5' }] }, 3));
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(all, result.value, await storedKeys(all));
    expect(changes.keyed).toEqual([]);
    expect(changes.unencrypted.map((p) => p.id)).toEqual(['default']);
    expect(needsConfirmation(changes, 'merge')).toBe(true);
    expect(needsConfirmation(changes, 'replace')).toBe(true);
    // The same file without the consent asks nothing.
    const same = read(fileOf(all, 3));
    if (!same.ok) throw new Error(same.problem);
    expect(needsConfirmation(importChanges(all, same.value, await storedKeys(all)), 'merge')).toBe(false);
  });

  it('a key that changes at the same address asks too, and a new profile with a key (issue 40); the same key again does not', async () => {
    const { all, other } = await configured();
    const keyed = (key: string, id = other.id) => {
      const result = read(fileOf(all, 3, { keys: { [id]: { origin: 'https://team.example', key } } }));
      if (!result.ok) throw new Error(result.problem);
      return result.value;
    };
    const keys = await storedKeys(all);
    expect(keys).toEqual({ default: KEY, [other.id]: 'team-key' });
    expect(importChanges(all, keyed('another-key'), keys).redirected.map((p) => p.id)).toEqual([other.id]);
    expect(needsConfirmation(importChanges(all, keyed('another-key'), keys), 'merge')).toBe(true);
    expect(needsConfirmation(importChanges(all, keyed('team-key'), keys), 'merge')).toBe(false);
    expect(needsConfirmation(importChanges(all, keyed('team-key'), keys), 'replace')).toBe(false);
    const added = read(
      fileOf({ ...all, profiles: [...all.profiles, { ...all.profiles[1]!, id: 'p-new' }] }, 3, {
        keys: { 'p-new': { origin: 'https://team.example', key: 'k' } },
      }),
    );
    if (!added.ok) throw new Error(added.problem);
    expect(importChanges(all, added.value, keys).keyedAdded.map((p) => p.id)).toEqual(['p-new']);
    expect(needsConfirmation(importChanges(all, added.value, keys), 'merge')).toBe(true);
    // Without its key, a new profile sends nothing until the person gives it one.
    const unkeyed = read(fileOf({ ...all, profiles: [...all.profiles, { ...all.profiles[1]!, id: 'p-new' }] }));
    if (!unkeyed.ok) throw new Error(unkeyed.problem);
    expect(needsConfirmation(importChanges(all, unkeyed.value, keys), 'merge')).toBe(false);
  });

  it("filling a fresh browser's empty profile (a restore) is shown but asks for nothing more", async () => {
    const empty = await readAllSettings();
    const result = read(
      fileOf({ ...v3, profiles: [{ ...v3.profiles[0], rememberKey: true }] }, 3, { keys: { default: { origin: 'https://sho.rt', key: KEY } } }),
    );
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(empty, result.value, await storedKeys(empty));
    expect(changes.moved.map(({ from, to }) => [from, to])).toEqual([['', 'https://sho.rt']]);
    expect(needsConfirmation(changes, 'merge')).toBe(false);
    expect(needsConfirmation(changes, 'replace')).toBe(false);
  });

  it('Replace that makes another profile the active one — a new id, the same name, another server and key — says so and asks (issue 40)', async () => {
    const { all } = await configured();
    const lookalike = { ...all.profiles[0]!, id: 'p-lookalike', instanceUrl: 'https://evil.example' };
    const result = read(
      fileOf({ ...all, profiles: [lookalike], activeProfileId: 'p-lookalike' }, 3, {
        keys: { 'p-lookalike': { origin: 'https://evil.example', key: 'evil-key' } },
      }),
    );
    if (!result.ok) throw new Error(result.problem);
    const changes = importChanges(all, result.value, await storedKeys(all));
    expect(changes.activeAfterReplace?.id).toBe('p-lookalike');
    expect(needsConfirmation(changes, 'replace')).toBe(true);
    // The file's active profile unkeyed and this browser's own, unchanged: Replace keeps it, nothing to ask.
    const same = read(fileOf(all));
    if (!same.ok) throw new Error(same.problem);
    expect(importChanges(all, same.value, await storedKeys(all)).activeAfterReplace).toBeNull();
  });
});
