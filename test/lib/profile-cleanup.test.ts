import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { hostPattern } from '../../lib/permissions/permissions';
import { removeProfileAndCleanUp } from '../../lib/drafts/profile-cleanup';
import { loadApiKey, readAllSettings, saveApiKey, saveSettings } from '../../lib/settings';
import { addProfile } from '../../lib/settings/profiles';
import { installFakePermissions } from '../entrypoints/options/fake-permissions';

describe('removeProfileAndCleanUp', () => {
  it("removes the profile and its key (its host permission is the background's: host-release)", async () => {
    installFakePermissions({ granted: [hostPattern('https://a.example'), hostPattern('https://b.example')] });
    await saveSettings({ instanceUrl: 'https://b.example' });
    const added = await addProfile('A', { instanceUrl: 'https://a.example' });
    await saveApiKey(added.id, 'key-a', 'https://a.example', true);
    expect(await removeProfileAndCleanUp(added.id)).toBe(true);
    expect((await readAllSettings()).profiles.map((p) => p.id)).toEqual(['default']);
    expect(await loadApiKey(added.id, 'https://a.example')).toBeNull();
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
