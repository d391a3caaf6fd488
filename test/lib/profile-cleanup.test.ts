import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { hostPattern } from '../../lib/permissions';
import { originsToRelease, removeProfileAndCleanUp } from '../../lib/profile-cleanup';
import { loadApiKey, readAllSettings, saveApiKey, saveSettings } from '../../lib/settings';
import { addProfile } from '../../lib/settings/profiles';
import { parseProfile } from '../../lib/settings/schema';
import { installFakePermissions } from '../entrypoints/options/fake-permissions';

const profile = (id: string, instanceUrl: string) => parseProfile({ instanceUrl }, id);

describe('originsToRelease', () => {
  it.each([
    ['an origin no one else uses', [profile('a', 'https://a.example')], [profile('b', 'https://b.example')], ['https://a.example']],
    ['an origin another profile still uses', [profile('a', 'https://a.example/x')], [profile('b', 'https://a.example')], []],
    ['a profile without an instance', [profile('a', '')], [profile('b', 'https://b.example')], []],
  ])('%s', (_, removed, remaining, origins) => {
    expect(originsToRelease(removed, remaining, false)).toEqual(origins);
  });

  it('keeps a host another profile uses on another port where the grant has no port (Firefox)', () => {
    const removed = [profile('a', 'http://127.0.0.1:8001')];
    const remaining = [profile('b', 'http://127.0.0.1:8002')];
    expect(originsToRelease(removed, remaining, true)).toEqual([]);
    expect(originsToRelease(removed, remaining, false)).toEqual(['http://127.0.0.1:8001']);
  });
});

describe('removeProfileAndCleanUp', () => {
  it("removes the profile, its key and its origin's host permission", async () => {
    const fake = installFakePermissions({ granted: [hostPattern('https://a.example'), hostPattern('https://b.example')] });
    await saveSettings({ instanceUrl: 'https://b.example' });
    const added = await addProfile('A', { instanceUrl: 'https://a.example' });
    await saveApiKey(added.id, 'key-a', 'https://a.example', true);
    expect(await removeProfileAndCleanUp(added.id)).toBe(true);
    expect((await readAllSettings()).profiles.map((p) => p.id)).toEqual(['default']);
    expect(await loadApiKey(added.id, 'https://a.example')).toBeNull();
    expect([...fake.granted]).toEqual([hostPattern('https://b.example')]);
  });

  it('keeps the host permission another profile on the same instance still needs', async () => {
    const fake = installFakePermissions({ granted: [hostPattern('https://a.example')] });
    await saveSettings({ instanceUrl: 'https://a.example' });
    const added = await addProfile('Second account', { instanceUrl: 'https://a.example' });
    expect(await removeProfileAndCleanUp(added.id)).toBe(true);
    expect(fake.permissions.remove).not.toHaveBeenCalled();
  });

  it("drops the popup's drafts and the editor's drafts of an instance no profile uses any more", async () => {
    installFakePermissions();
    await saveSettings({ instanceUrl: 'https://b.example' });
    const added = await addProfile('A', { instanceUrl: 'https://a.example' });
    const form = { form: { url: 'https://example.org/' }, savedAt: 1 };
    await fakeBrowser.storage.session.set({
      drafts: { 'https://example.org/': form },
      editDrafts: { 'https://a.example 12': form, 'https://b.example 13': form },
    });
    await removeProfileAndCleanUp(added.id);
    expect(await fakeBrowser.storage.session.get(['drafts', 'editDrafts'])).toEqual({ editDrafts: { 'https://b.example 13': form } });
  });

  it('removes nothing for the last profile', async () => {
    const fake = installFakePermissions({ granted: [hostPattern('https://a.example')] });
    await saveSettings({ instanceUrl: 'https://a.example' });
    expect(await removeProfileAndCleanUp('default')).toBe(false);
    expect([...fake.granted]).toEqual([hostPattern('https://a.example')]);
  });
});
