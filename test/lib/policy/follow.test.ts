import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setupIndexRefresh } from '../../../entrypoints/background/index-refresh';
import { followPolicy } from '../../../lib/policy/follow';

/** A Linklet page open, following the policy (the settings page, the popup). */
const setupPolicy = () => void followPolicy();
import { setupQueue } from '../../../entrypoints/background/queue';
import { loadDraft, saveDraft } from '../../../lib/drafts/drafts';
import { writeFacts } from '../../../lib/instance/facts';
import { emptyLinkForm } from '../../../lib/link-form/state';
import { indexStatus, searchIndex } from '../../../lib/link-index';
import { applyPolicy } from '../../../lib/policy/apply';
import { enqueue, readQueue } from '../../../lib/queue/queue';
import { loadApiKey, readAllSettings, readSettings, saveApiKey, saveSettings } from '../../../lib/settings';
import { MANAGED_ITEM } from '../../../lib/settings/managed';
import { readSettingsFile } from '../../../lib/settings/file';
import { applyImport } from '../../../lib/settings/import';
import { removeProfile } from '../../../lib/settings/profiles';
import { commitFull, makeLink, scopeOf } from '../../lib/link-index/fixtures';
import { startServer, type RefServer } from '../../server';

// Linklet's pages follow an organization's policy (lib/policy/follow.ts): applied when one opens,
// and again at once when the browser reports a change of the `managed` storage area (the fake
// browser's storage.managed.set fires it as Chrome does); the background keeps what they stored.
let org: RefServer;
let moved: RefServer;
beforeAll(async () => {
  [org, moved] = await Promise.all([startServer({ port: 0, seed: { links: 5 } }), startServer({ port: 0, seed: { links: 3 } })]);
});
afterAll(async () => {
  await Promise.all([org?.close(), moved?.close()]);
});

/**
 * The policy becomes `policy` (a rewritten policy file): the policies it no longer has removed,
 * then its values set. Chrome reports both in one change; the fake browser in two.
 */
const setPolicy = async (policy: Record<string, unknown>) => {
  const gone = Object.keys(await fakeBrowser.storage.managed.get()).filter((key) => !(key in policy));
  if (gone.length) await fakeBrowser.storage.managed.remove(gone);
  await fakeBrowser.storage.managed.set(policy);
  // The change's own run, and any its writes started, are done.
  await applyPolicy();
};
const managed = () => MANAGED_ITEM.getValue();
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  org.reset({ links: 5 });
  moved.reset({ links: 3 });
});

describe('no policy: Linklet as it is unmanaged', () => {
  it('an empty managed area fixes nothing and changes nothing', async () => {
    await saveSettings({ instanceUrl: 'https://home.example', defaultSpaceId: 4 });
    const before = await readAllSettings();
    setupPolicy();
    await applyPolicy();
    expect(await readAllSettings()).toEqual(before);
    expect(await managed()).toBeNull();
    expect(await fakeBrowser.storage.local.get(null)).not.toHaveProperty('managed');
  });

  it('Firefox without a policy refuses storage.managed.get: read as no policy', async () => {
    vi.spyOn(fakeBrowser.storage.managed, 'get').mockRejectedValue(new Error('Managed storage manifest not found'));
    await saveSettings({ instanceUrl: 'https://home.example' });
    await applyPolicy();
    expect((await readSettings()).instanceUrl).toBe('https://home.example');
    expect(await managed()).toBeNull();
  });
});

describe('a managed install', () => {
  beforeEach(() => setupPolicy());

  it('a new install’s profile becomes the organization’s: its instance, its defaults, the browser’s switches', async () => {
    await setPolicy({ InstanceUrl: org.url, DefaultSpace: '5', ShortenOnClick: false, ContextMenu: false });
    const all = await readAllSettings();
    expect(all.profiles).toHaveLength(1);
    expect(all).toMatchObject({ activeProfileId: 'default', shortenOnOpen: false, contextMenu: false, addressBar: true });
    expect(all.profiles[0]).toMatchObject({ id: 'default', instanceUrl: org.url, defaultSpaceId: 5 });
    expect(await managed()).toMatchObject({ profileId: 'default', instanceUrl: org.url, defaultSpaceId: 5, notes: [] });
  });

  it('AllowPrivateOneClick fixes the browser’s one click on pages of the own network, either way; not set, it is the person’s (issue 47)', async () => {
    expect((await readAllSettings()).allowPrivateOneClick).toBe(false);
    await setPolicy({ AllowPrivateOneClick: true });
    expect((await readAllSettings()).allowPrivateOneClick).toBe(true);
    await saveSettings({ allowPrivateOneClick: false });
    expect((await readAllSettings()).allowPrivateOneClick).toBe(true);
    await setPolicy({ AllowPrivateOneClick: false });
    expect((await readAllSettings()).allowPrivateOneClick).toBe(false);
    await saveSettings({ allowPrivateOneClick: true });
    expect((await readAllSettings()).allowPrivateOneClick).toBe(false);
    await setPolicy({});
    await saveSettings({ allowPrivateOneClick: true });
    expect((await readAllSettings()).allowPrivateOneClick).toBe(true);
  });

  it('a save cannot change what the policy fixes; what it leaves free is the person’s', async () => {
    await setPolicy({ InstanceUrl: org.url, DefaultSpace: '5' });
    await saveSettings({ instanceUrl: 'https://elsewhere.example', defaultSpaceId: 9, defaultDomainId: 3, autoCopy: false });
    expect(await readSettings()).toMatchObject({ instanceUrl: org.url, defaultSpaceId: 5, defaultDomainId: 3, autoCopy: false });
    // Nor can the organization's profile be removed.
    expect(await removeProfile('default')).toBe(false);
  });

  it('a settings file cannot take the organization’s profile away, nor point it elsewhere; its key stays', async () => {
    await setPolicy({ InstanceUrl: org.url, ShortenOnClick: true });
    await saveApiKey('default', org.apiKey, org.origin, true);
    const settings = { activeProfileId: 'x', shortenOnOpen: false, profiles: [{ id: 'x', name: 'Other', instanceUrl: 'https://other.example' }] };
    const text = JSON.stringify({ format: 'linklet-settings', version: 3, exportedAt: '2026-01-01T00:00:00Z', settings });
    const file = readSettingsFile(text, text.length);
    if (!file.ok) throw new Error(file.problem);
    await applyImport(file.value, 'replace');
    const all = await readAllSettings();
    expect(all.profiles.map((p) => [p.id, p.instanceUrl])).toEqual([
      ['default', org.url],
      ['x', 'https://other.example'],
    ]);
    expect(all.shortenOnOpen).toBe(true);
    expect(await loadApiKey('default', org.origin)).toBe(org.apiKey);
  });

  it('an existing user on another instance gets a profile of the organization’s, made active; theirs stays while others are allowed', async () => {
    await saveSettings({ instanceUrl: 'https://home.example' });
    await saveApiKey('default', 'home-key', 'https://home.example', true);
    await setPolicy({ InstanceUrl: org.url });
    const all = await readAllSettings();
    const orgProfile = all.profiles.find((p) => p.instanceUrl === org.url)!;
    expect(all.activeProfileId).toBe(orgProfile.id);
    expect(all.profiles.map((p) => p.instanceUrl)).toEqual([org.url, 'https://home.example']);
    expect(await loadApiKey('default', 'https://home.example')).toBe('home-key');
    // Not allowed any more: the other instance's profile goes, with its key.
    await setPolicy({ InstanceUrl: org.url, AllowOtherInstances: false });
    expect((await readAllSettings()).profiles.map((p) => [p.id, p.instanceUrl])).toEqual([[orgProfile.id, org.url]]);
    expect(await loadApiKey('default', 'https://home.example')).toBeNull();
  });

  it('a profile already on the organization’s instance is the one followed: its key is kept', async () => {
    await saveSettings({ instanceUrl: org.url });
    await saveApiKey('default', org.apiKey, org.origin, true);
    await setPolicy({ InstanceUrl: org.url });
    expect((await readAllSettings()).profiles).toHaveLength(1);
    expect(await loadApiKey('default', org.origin)).toBe(org.apiKey);
  });

  it('names in the policy are looked up when the account’s lists arrive', async () => {
    await setPolicy({ InstanceUrl: org.url, DefaultDomain: 'lnk.example.com', DefaultPixels: ['Meta'] });
    expect(await readSettings()).toMatchObject({ defaultDomainId: null, defaultPixelIds: [] });
    const at = Date.now();
    await writeFacts('default', {
      origin: org.origin,
      links: { at, value: { total: 0, domains: [], spaces: [] } },
      domains: { at, value: [{ id: 7, name: 'lnk.example.com' }] },
      pixels: { at, value: [{ id: 21, name: 'Meta' }] },
    });
    await vi.waitFor(async () => expect(await readSettings()).toMatchObject({ defaultDomainId: 7, defaultPixelIds: [21] }));
  });

  it('a value that cannot be followed is noted and the rest applies', async () => {
    await setPolicy({ InstanceUrl: org.url, ShortenOnClick: 'yes', AddressBar: false, Typo: 1 });
    expect(await readSettings()).toMatchObject({ instanceUrl: org.url, addressBar: false, shortenOnOpen: true });
    expect((await managed())!.notes).toEqual([
      { policy: 'ShortenOnClick', problem: 'type', value: '"yes"' },
      { policy: 'Typo', problem: 'unknown' },
    ]);
  });
});

describe('a policy changed while the browser runs', () => {
  const scope = (origin: string) => scopeOf(origin);
  beforeEach(async () => {
    setupPolicy();
    await setPolicy({ InstanceUrl: org.url, DefaultSpace: '5' });
    await saveApiKey('default', org.apiKey, org.origin, true);
    await commitFull(scope(org.origin), [makeLink(1, { alias: 'kept-link' })]);
    await saveDraft('https://example.com/page', { ...emptyLinkForm(), alias: 'typed' });
    setupIndexRefresh();
    setupQueue();
    await settle();
    // Queued after the start's flush: it waits (nothing sends it during the test).
    await enqueue({ input: { url: 'https://example.com/queued', domain_id: 1 }, profileId: 'default', origin: org.origin, source: 'popup' });
  });

  it('the same instance: the new defaults apply at once; the key, drafts, index and queue stay', async () => {
    await setPolicy({ InstanceUrl: org.url, DefaultSpace: '6', ShortenOnClick: false });
    await settle();
    expect(await readSettings()).toMatchObject({ instanceUrl: org.url, defaultSpaceId: 6, shortenOnOpen: false });
    expect(await loadApiKey('default', org.origin)).toBe(org.apiKey);
    expect((await loadDraft('https://example.com/page'))?.form.alias).toBe('typed');
    expect((await searchIndex(scope(org.origin), 'kept')).map((hit) => hit.link.alias)).toEqual(['kept-link']);
    expect(await readQueue()).toHaveLength(1);
  });

  it('another instance: the profile moves there, and its key, index and waiting shortens go with the old one', async () => {
    await setPolicy({ InstanceUrl: moved.url });
    await vi.waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(await readSettings()).toMatchObject({ profileId: 'default', instanceUrl: moved.url, defaultSpaceId: null });
    expect(await loadApiKey('default', org.origin)).toBeNull();
    expect(await loadApiKey('default', moved.origin)).toBeNull();
    await vi.waitFor(async () => expect((await indexStatus(scope(org.origin))).count).toBe(0));
    expect(await searchIndex(scope(moved.origin), 'kept')).toEqual([]);
  });

  it('the policy removed: nothing is fixed any more, and the settings stay as they were', async () => {
    await fakeBrowser.storage.managed.clear();
    await applyPolicy();
    expect(await managed()).toBeNull();
    expect(await readSettings()).toMatchObject({ instanceUrl: org.url, defaultSpaceId: 5 });
    await saveSettings({ defaultSpaceId: 8 });
    expect((await readSettings()).defaultSpaceId).toBe(8);
    expect(await loadApiKey('default', org.origin)).toBe(org.apiKey);
  });
});
