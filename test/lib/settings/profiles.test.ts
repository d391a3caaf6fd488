import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFacts, writeFacts } from '../../../lib/instance';
import { loadApiKey, readAllSettings, readSettings, saveApiKey, saveSettings } from '../../../lib/settings';
import { getConnection } from '../../../lib/connection/connection';
import { addProfile, chooseProfile, moveProfile, profileLabel, removeProfile, renameProfile } from '../../../lib/settings/profiles';

const A = 'https://a.example';
const B = 'https://b.example';

describe('profiles', () => {
  it('adds a profile with its own instance and defaults; the active one stays until chosen', async () => {
    await saveSettings({ instanceUrl: A, defaultDomainId: 3 });
    const added = await addProfile(' Agency ', { instanceUrl: B });
    expect(added).toMatchObject({ name: 'Agency', instanceUrl: B, defaultDomainId: null });
    expect(added.id).toMatch(/^p-/);
    expect((await readSettings()).instanceUrl).toBe(A);
    await chooseProfile(added.id);
    expect(await readSettings()).toMatchObject({ profileId: added.id, instanceUrl: B, defaultDomainId: null });
  });

  it("saves go to the active profile; the browser's settings are shared", async () => {
    const b = await addProfile('B', { instanceUrl: B });
    await chooseProfile(b.id);
    await saveSettings({ defaultSpaceId: 8, autoCopy: false });
    const all = await readAllSettings();
    expect(all.profiles.map((p) => p.defaultSpaceId)).toEqual([null, 8]);
    await chooseProfile('default');
    expect(await readSettings()).toMatchObject({ profileId: 'default', defaultSpaceId: null, autoCopy: false });
  });

  it('a save made right after a switch goes to the profile switched to', async () => {
    const b = await addProfile('B', { instanceUrl: B });
    await Promise.all([chooseProfile(b.id), saveSettings({ defaultSpaceId: 8 })]);
    expect((await readAllSettings()).profiles.map((p) => p.defaultSpaceId)).toEqual([null, 8]);
  });

  it('saveSettings can name the profile it changes', async () => {
    const b = await addProfile('B', { instanceUrl: B });
    expect(await saveSettings({ defaultPixelIds: [4] }, b.id)).toMatchObject({ profileId: b.id, defaultPixelIds: [4] });
    expect((await readSettings()).defaultPixelIds).toEqual([]);
  });

  it("each profile's key is its own, and only for its own origin", async () => {
    await saveSettings({ instanceUrl: A });
    const b = await addProfile('B', { instanceUrl: B });
    await saveApiKey('default', 'key-a', A, true);
    await saveApiKey(b.id, 'key-b', B, false);
    expect(await loadApiKey('default', A)).toBe('key-a');
    expect(await loadApiKey(b.id, B)).toBe('key-b');
    expect(await loadApiKey(b.id, A)).toBeNull();
    expect(await loadApiKey('default', B)).toBeNull();
    expect(await fakeBrowser.storage.session.get('apiKeys')).toEqual({ apiKeys: { [b.id]: { origin: B, key: 'key-b' } } });
    expect(await fakeBrowser.storage.local.get('apiKeys')).toEqual({});
    // The choice of area moves the key, never leaving a copy.
    await saveApiKey(b.id, 'key-b', B, true);
    expect(await fakeBrowser.storage.session.get('apiKeys')).toEqual({});
    expect(await fakeBrowser.storage.local.get('apiKeys')).toEqual({ apiKeys: { [b.id]: { origin: B, key: 'key-b' } } });
  });

  it("a profile's new origin clears its key alone", async () => {
    const b = await addProfile('B', { instanceUrl: B });
    await saveSettings({ instanceUrl: A });
    await saveApiKey('default', 'key-a', A, true);
    await saveApiKey(b.id, 'key-b', B, true);
    await saveSettings({ instanceUrl: 'https://c.example' }, b.id);
    expect(await loadApiKey(b.id, 'https://c.example')).toBeNull();
    expect(await fakeBrowser.storage.local.get('apiKeys')).toEqual({});
    expect(await loadApiKey('default', A)).toBe('key-a');
  });

  it("a profile's new origin keeps its presets' UTM but not the records they named", async () => {
    const preset = { id: 'x', name: 'X', domainId: 2, spaceId: 3, pixelIds: [4], utm: { source: 's' } };
    await saveSettings({ instanceUrl: A, presets: [preset], defaultPresetId: 'x' });
    const next = await saveSettings({ instanceUrl: B });
    expect(next.presets).toEqual([{ ...preset, domainId: null, spaceId: null, pixelIds: [] }]);
    expect(next.defaultPresetId).toBe('x');
  });

  it('removing a profile removes its key; the last profile stays', async () => {
    const b = await addProfile('B', { instanceUrl: B });
    await saveApiKey(b.id, 'key-b', B, true);
    await chooseProfile(b.id);
    expect(await removeProfile(b.id)).toBe(true);
    expect(await fakeBrowser.storage.local.get('apiKeys')).toEqual({});
    const all = await readAllSettings();
    expect(all.profiles.map((p) => p.id)).toEqual(['default']);
    expect(all.activeProfileId).toBe('default');
    expect(await removeProfile('default')).toBe(false);
  });

  it('renames and reorders', async () => {
    const b = await addProfile('B');
    await renameProfile(b.id, '  Team  ');
    await moveProfile(b.id, -1);
    expect((await readAllSettings()).profiles.map((p) => p.name)).toEqual(['Team', '']);
    await moveProfile(b.id, -5);
    expect((await readAllSettings()).profiles[0]!.id).toBe(b.id);
  });

  it('adds made at the same moment are all kept', async () => {
    await Promise.all([addProfile('one'), addProfile('two'), saveSettings({ autoCopy: false })]);
    const all = await readAllSettings();
    expect(all.profiles.map((p) => p.name).sort()).toEqual(['', 'one', 'two']);
    expect(all.autoCopy).toBe(false);
  });

  it('is labelled by its name, else its host', () => {
    expect(profileLabel({ name: 'Work', instanceUrl: A }, 'Profile')).toBe('Work');
    expect(profileLabel({ name: '', instanceUrl: 'https://sho.rt:8443/x' }, 'Profile')).toBe('sho.rt:8443');
    expect(profileLabel({ name: '', instanceUrl: '' }, 'Profile')).toBe('Profile');
  });

  it("two profiles on one instance (two accounts) keep their own keys, and a connection uses the named profile's", async () => {
    await saveSettings({ instanceUrl: A });
    const second = await addProfile('Second account', { instanceUrl: A });
    await saveApiKey('default', 'key-first', A, true);
    await saveApiKey(second.id, 'key-second', A, true);
    const active = await getConnection();
    const named = await getConnection({ profileId: second.id });
    expect(active.ready && active.client.baseUrl).toBe(A);
    expect([active.settings.profileId, named.settings.profileId]).toEqual(['default', second.id]);
    // The key is not on the client's surface: what it sends is checked through a fake fetch.
    const sent: string[] = [];
    const fetch = async (_: unknown, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization') ?? '');
      return new Response('{"data":[],"meta":{"current_page":1,"last_page":1,"per_page":1,"total":0}}', { headers: { 'Content-Type': 'application/json' } });
    };
    for (const profileId of [undefined, second.id]) {
      const connection = await getConnection({ profileId, fetch: fetch as typeof globalThis.fetch });
      if (connection.ready) await connection.client.links.list({ per_page: 10 }).catch(() => undefined);
    }
    expect(sent).toEqual(['Bearer key-first', 'Bearer key-second']);
  });

  it('a connection for a profile that is gone is not ready (no other profile stands in)', async () => {
    await saveSettings({ instanceUrl: A });
    await saveApiKey('default', 'key-a', A, true);
    const connection = await getConnection({ profileId: 'p-gone' });
    expect(connection.ready).toBe(false);
  });

  it("what is known of the instance is each profile's own: two accounts on one instance never share it", async () => {
    await saveSettings({ instanceUrl: A });
    const second = await addProfile('Second account', { instanceUrl: A });
    const at = 1;
    await writeFacts('default', {
      origin: A,
      account: { at, value: { defaultDomainId: 7, defaultSpaceId: null, planName: null, features: {}, timezone: null } },
    });
    await chooseProfile(second.id);
    expect(await readFacts({ profileId: second.id, origin: A })).toEqual({ origin: A });
    expect((await readFacts({ profileId: 'default', origin: A })).account?.value?.defaultDomainId).toBe(7);
  });
});
