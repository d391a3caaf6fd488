import { describe, expect, it } from 'vitest';
import type { Facts } from '../../../lib/instance/facts';
import { findRecord, managedFrom } from '../../../lib/policy/resolve';
import { readPolicyValues } from '../../../lib/policy/values';

// The policy names records as an administrator knows them; the settings keep the ids of the
// person's account (phpShort's spaces and pixels are each account's own).
const at = 1;
const FACTS: Facts = {
  origin: 'https://links.example.com',
  account: { at, value: { defaultDomainId: 1, defaultSpaceId: null, planName: 'Pro', features: {}, timezone: null } },
  links: { at, value: { total: 3, domains: [{ id: 4, name: 'go.example.com' }], spaces: [] } },
  domains: { at, value: [{ id: 2, name: 'lnk.example.com' }] },
  spaces: {
    at,
    value: [
      { id: 11, name: 'Campaigns' },
      { id: 12, name: 'Mail' },
    ],
  },
  pixels: {
    at,
    value: [
      { id: 21, name: 'Meta', type: 'facebook' },
      { id: 22, name: 'Analytics', type: 'google' },
    ],
  },
};

const managed = (policy: Record<string, unknown>, facts: Facts | null = FACTS) => {
  const { values, notes } = readPolicyValues({ InstanceUrl: 'https://links.example.com', ...policy });
  return managedFrom(values, notes, 'p-org', facts);
};

describe('finding a record the policy names', () => {
  const list = [{ id: 2, name: 'lnk.example.com' }, { id: 3, name: 'Campaigns' }, { id: 4 }];
  it.each([
    ['lnk.example.com', 2],
    ['LNK.example.com', 2],
    ['https://lnk.example.com/', 2],
    [' campaigns ', 3],
    ['9', 9],
    ['Unknown', 'missing'],
    ['0', 'missing'],
  ] as const)('%j → %j', (ref, found) => {
    expect(findRecord(ref, list)).toBe(found);
  });

  it('an id is taken before the list is read; a name waits for it', () => {
    expect(findRecord('9', null)).toBe(9);
    expect(findRecord('Campaigns', null)).toBe('pending');
  });
});

describe('the policy in the settings’ terms', () => {
  it('names become the account’s ids: the account’s own domains, those its links use, its spaces and pixels', () => {
    const result = managed({
      DefaultDomain: 'lnk.example.com',
      DefaultSpace: 'campaigns',
      DefaultPixels: ['Meta', '22'],
      Presets: [{ Name: 'Mail', Domain: 'go.example.com', Space: 'Mail', Pixels: ['Analytics'], UtmSource: 'mail' }],
      DefaultPreset: 'Mail',
      ShortenOnClick: true,
    });
    expect(result).toMatchObject({
      profileId: 'p-org',
      instanceUrl: 'https://links.example.com',
      allowOtherInstances: true,
      plainHttp: null,
      defaultDomainId: 2,
      defaultSpaceId: 11,
      defaultPixelIds: [21, 22],
      presets: [{ id: 'org:Mail', name: 'Mail', domainId: 4, spaceId: 12, pixelIds: [22], utm: { source: 'mail' } }],
      defaultPresetId: 'org:Mail',
      shortenOnOpen: true,
      notes: [],
    });
    expect(result.shown).toEqual({
      InstanceUrl: 'https://links.example.com',
      DefaultDomain: 'lnk.example.com',
      DefaultSpace: 'campaigns',
      DefaultPixels: ['Meta', '22'],
      Presets: ['Mail'],
      DefaultPreset: 'Mail',
      ShortenOnClick: true,
    });
  });

  it('before the person’s key has read the lists, a named record is fixed as none (an id is taken as it is)', () => {
    const result = managed({ DefaultDomain: 'lnk.example.com', DefaultSpace: '5', DefaultPixels: ['Meta'] }, null);
    expect(result).toMatchObject({ defaultDomainId: null, defaultSpaceId: 5, defaultPixelIds: [], notes: [] });
    expect(result.shown.DefaultDomain).toBe('lnk.example.com');
  });

  it('a name the account lacks is not applied nor locked (the person chooses), with a note saying which; a preset falls back to the defaults', () => {
    const result = managed({
      DefaultDomain: 'nope.example.com',
      DefaultSpace: 'Sales',
      DefaultPixels: ['Meta', 'TikTok'],
      Presets: [{ Name: 'P', Space: 'Sales' }],
    });
    expect(result).not.toHaveProperty('defaultDomainId');
    expect(result).not.toHaveProperty('defaultSpaceId');
    // One pixel of two missing: the default pixels are the person's until the account has both.
    expect(result).not.toHaveProperty('defaultPixelIds');
    expect(result.presets![0]).toMatchObject({ spaceId: 'default', pixelIds: 'default' });
    expect(result.notes).toEqual([
      { policy: 'DefaultDomain', problem: 'not-found', value: 'nope.example.com' },
      { policy: 'DefaultSpace', problem: 'not-found', value: 'Sales' },
      { policy: 'DefaultPixels', problem: 'not-found', value: 'TikTok' },
      { policy: 'Presets', problem: 'not-found', value: 'P: Sales' },
    ]);
    // Each value is shown once, as written; the settings put "Not applied" and the note beside it.
    expect(result.shown).toMatchObject({ DefaultDomain: 'nope.example.com', DefaultSpace: 'Sales' });
  });

  it('an empty space and an empty pixel list fix "none"', () => {
    expect(managed({ DefaultSpace: '', DefaultPixels: [] })).toMatchObject({ defaultSpaceId: null, defaultPixelIds: [] });
  });

  it('without an instance only the browser’s switches are fixed, and no profile is the organization’s', () => {
    const { values, notes } = readPolicyValues({ ContextMenu: false, AddressBar: false, ShortenOnClick: false });
    expect(managedFrom(values, notes, 'p-org', FACTS)).toEqual({
      profileId: null,
      instanceUrl: null,
      allowOtherInstances: true,
      plainHttp: null,
      shortenOnOpen: false,
      contextMenu: false,
      addressBar: false,
      shown: { ContextMenu: false, AddressBar: false, ShortenOnClick: false },
      notes: [],
      added: [],
    });
  });
});
