import { describe, expect, it } from 'vitest';
import { enforceManaged, locksOf, type Managed } from '../../../lib/settings/managed';
import { parseAllSettings, parseProfile, type AllSettings } from '../../../lib/settings/schema';

// What the policy fixes wins; what it leaves free stays the person's.
const ORG = 'https://links.example.com';
const base: Managed = { profileId: 'org', instanceUrl: ORG, allowOtherInstances: true, plainHttp: null, shown: {}, notes: [], added: [] };
const own = { id: 's-own', name: 'Mine', domainId: 9, spaceId: null, pixelIds: [], utm: { source: 'me' } };

function settings(): AllSettings {
  return parseAllSettings({
    activeProfileId: 'org',
    shortenOnOpen: true,
    contextMenu: true,
    profiles: [
      { id: 'org', instanceUrl: ORG, defaultDomainId: 9, defaultSpaceId: 3, defaultPixelIds: [4], presets: [own], rememberKey: false },
      { id: 'home', name: 'Home', instanceUrl: 'https://home.example' },
    ],
  });
}

describe('the settings as the policy fixes them', () => {
  it('sets what it fixes, on the organization’s profile and the browser, and leaves the rest', () => {
    const managed: Managed = {
      ...base,
      defaultDomainId: 2,
      defaultPixelIds: [21],
      presets: [{ id: 'org:Mail', name: 'Mail', domainId: 2, spaceId: null, pixelIds: [], utm: { source: 'mail' } }],
      defaultPresetId: 'org:Mail',
      shortenOnOpen: false,
      addressBar: false,
    };
    const all = parseAllSettings(enforceManaged(settings(), settings(), managed));
    expect(all).toMatchObject({ shortenOnOpen: false, addressBar: false, contextMenu: true, autoCopy: true });
    expect(all.profiles[0]).toMatchObject({
      id: 'org',
      defaultDomainId: 2,
      defaultSpaceId: 3,
      defaultPixelIds: [21],
      defaultPresetId: 'org:Mail',
      rememberKey: false,
      presets: [{ id: 'org:Mail' }, own],
    });
    expect(all.profiles[1]).toEqual(settings().profiles[1]);
  });

  it('a change of a fixed setting is undone; of a free one, kept', () => {
    const managed: Managed = { ...base, defaultDomainId: 2 };
    const changed = settings();
    changed.profiles[0] = { ...changed.profiles[0]!, instanceUrl: 'https://elsewhere.example', defaultDomainId: 5, defaultSpaceId: 7 };
    const all = enforceManaged(changed, settings(), managed);
    expect(all.profiles[0]).toMatchObject({ instanceUrl: ORG, defaultDomainId: 2, defaultSpaceId: 7 });
  });

  it('the organization’s profile cannot be removed: it comes back as it was', () => {
    const without = { ...settings(), profiles: settings().profiles.slice(1), activeProfileId: 'home' };
    const all = enforceManaged(without, settings(), base);
    expect(all.profiles.map((p) => p.id)).toEqual(['org', 'home']);
    expect(all.profiles[0]).toMatchObject({ defaultSpaceId: 3, presets: [own] });
  });

  it('a profile chosen for a new install is made, empty, on the organization’s instance', () => {
    const all = enforceManaged(parseAllSettings(null), parseAllSettings(null), { ...base, profileId: 'p-new' });
    expect(all.profiles.map((p) => [p.id, p.instanceUrl])).toEqual([
      ['p-new', ORG],
      ['default', ''],
    ]);
  });

  it('with other instances not allowed, profiles elsewhere go and new ones point at the organization’s', () => {
    const withEmpty = { ...settings(), profiles: [...settings().profiles, parseProfile({ name: 'New' }, 'p-new')] };
    const all = enforceManaged(withEmpty, settings(), { ...base, allowOtherInstances: false });
    expect(all.profiles.map((p) => [p.id, p.instanceUrl])).toEqual([
      ['org', ORG],
      ['p-new', ORG],
    ]);
  });

  it('the organization’s presets drop out with the policy’s; the person’s own stay', () => {
    const before = enforceManaged(settings(), settings(), { ...base, presets: [{ ...own, id: 'org:Old', name: 'Old' }] });
    expect(before.profiles[0]!.presets.map((p) => p.id)).toEqual(['org:Old', 's-own']);
    const after = enforceManaged(before, before, base);
    expect(after.profiles[0]!.presets.map((p) => p.id)).toEqual(['s-own']);
  });

  it('consent to plain http: given or refused by the policy, else the person’s for this very address', () => {
    const lan = 'http://links.lan';
    const at = (plainHttp: boolean | null, stored: string) => {
      const all = parseAllSettings({ profiles: [{ id: 'org', instanceUrl: lan, plainHttpOrigin: stored }] });
      return enforceManaged(all, all, { ...base, instanceUrl: lan, plainHttp }).profiles[0]!.plainHttpOrigin;
    };
    expect(at(true, '')).toBe(lan);
    expect(at(false, lan)).toBe('');
    expect(at(null, lan)).toBe(lan);
    expect(at(null, 'http://other.lan')).toBe('');
  });

  it('nothing managed: the settings as they are', () => {
    expect(enforceManaged(settings(), settings(), null)).toEqual(settings());
  });
});

describe('what the settings page shows as fixed', () => {
  it('the organization’s profile: its instance and what the policy sets; the browser’s switches everywhere', () => {
    const managed: Managed = { ...base, plainHttp: true, defaultDomainId: null, defaultPixelIds: [], shortenOnOpen: true };
    expect(locksOf(managed, 'org')).toEqual({ instanceUrl: true, plainHttpOrigin: true, defaultDomainId: true, defaultPixelIds: true, shortenOnOpen: true });
    expect(locksOf(managed, 'home')).toEqual({ shortenOnOpen: true });
    expect(locksOf({ ...managed, allowOtherInstances: false }, 'home')).toEqual({ instanceUrl: true, shortenOnOpen: true });
    expect(locksOf(null, 'org')).toEqual({});
  });
});
