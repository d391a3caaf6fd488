import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupHostRelease } from '../../../entrypoints/background/host-release';
import { hostPattern } from '../../../lib/permissions/permissions';
import { readSettingsFile } from '../../../lib/settings/file';
import { applyImport } from '../../../lib/settings/import';
import { saveSettings } from '../../../lib/settings';
import { addProfile, removeProfile } from '../../../lib/settings/profiles';
import { installFakePermissions } from '../options/fake-permissions';

// Host permissions given back by the background once no profile uses them (issue 29): after a
// profile's address changes, after it is removed, after an import replaces the profiles; one that
// another profile still uses stays.
let fake: ReturnType<typeof installFakePermissions>;
const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';

beforeEach(async () => {
  fake = installFakePermissions({ granted: [hostPattern(A), hostPattern(B), hostPattern(C)] });
  await saveSettings({ instanceUrl: A });
  setupHostRelease();
});
const held = () => [...fake.granted].sort();

describe('host permissions handed back', () => {
  it("after a profile's address changes: the old instance's goes, unless another profile uses it", async () => {
    const other = await addProfile('Other', { instanceUrl: B });
    await saveSettings({ instanceUrl: C });
    await vi.waitFor(() => expect(held()).toEqual([hostPattern(B), hostPattern(C)]));
    await addProfile('Also C', { instanceUrl: C });
    await saveSettings({ instanceUrl: B });
    // C is still another profile's, and B was Other's already.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held()).toEqual([hostPattern(B), hostPattern(C)]);
    await removeProfile(other.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held()).toEqual([hostPattern(B), hostPattern(C)]);
  });

  it('after a profile is removed', async () => {
    const b = await addProfile('B', { instanceUrl: B });
    await removeProfile(b.id);
    await vi.waitFor(() => expect(held()).toEqual([hostPattern(A), hostPattern(C)]));
  });

  it('after an import replaces the profiles: what the file still uses stays', async () => {
    await addProfile('B', { instanceUrl: B });
    const text = JSON.stringify({ format: 'linklet-settings', version: 3, settings: { profiles: [{ id: 'default', instanceUrl: B }] } });
    const file = readSettingsFile(text, text.length);
    if (!file.ok) throw new Error(file.problem);
    await applyImport(file.value, 'replace');
    await vi.waitFor(() => expect(held()).toEqual([hostPattern(B), hostPattern(C)]));
    expect(fake.permissions.remove).toHaveBeenCalledWith({ origins: [hostPattern(A)] });
  });

  it('a change that keeps every address gives nothing back', async () => {
    await saveSettings({ defaultDomainId: 4, autoCopy: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.permissions.remove).not.toHaveBeenCalled();
  });
});
