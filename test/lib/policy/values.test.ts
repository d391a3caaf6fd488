import { describe, expect, it } from 'vitest';
import { readPolicyValues } from '../../../lib/policy/values';

// An organization's policy as the browser hands it over: Chrome only passes values of the declared
// type, Firefox passes what its policies.json or managed-storage manifest says, so every policy is
// checked here on its own and a bad one costs only itself, with a note.
const FULL = {
  InstanceUrl: 'https://Links.Example.com/api/v1/',
  AllowOtherInstances: false,
  AllowPlainHttp: true,
  DefaultDomain: 'lnk.example.com',
  DefaultSpace: 'Campaigns',
  DefaultPixels: ['Meta', '7'],
  Presets: [
    {
      Name: ' Newsletter ',
      Domain: 'lnk.example.com',
      Space: 'Mail',
      Pixels: ['Meta'],
      UtmSource: 'newsletter',
      UtmMedium: ' email ',
      UtmCampaign: '',
      OtherParameters: { ref: 'team', 'bad key': 'x' },
    },
    { Name: 'Social', UtmSource: 'social' },
  ],
  DefaultPreset: 'Newsletter',
  ShortenOnClick: false,
  ContextMenu: false,
  AddressBar: true,
  AllowPrivateOneClick: true,
};

describe('reading a policy', () => {
  it('follows every policy of a complete one: the address normalized, presets trimmed, UTM fields by name', () => {
    const { values, notes } = readPolicyValues(FULL);
    expect(values).toEqual({
      InstanceUrl: 'https://links.example.com',
      AllowOtherInstances: false,
      AllowPlainHttp: true,
      DefaultDomain: 'lnk.example.com',
      DefaultSpace: 'Campaigns',
      DefaultPixels: ['Meta', '7'],
      Presets: [
        {
          name: 'Newsletter',
          domain: 'lnk.example.com',
          space: 'Mail',
          pixels: ['Meta'],
          utm: { source: 'newsletter', medium: 'email', extra: [{ key: 'ref', value: 'team' }] },
        },
        { name: 'Social', domain: undefined, space: undefined, pixels: undefined, utm: { source: 'social' } },
      ],
      DefaultPreset: 'Newsletter',
      ShortenOnClick: false,
      ContextMenu: false,
      AddressBar: true,
      AllowPrivateOneClick: true,
    });
    // The one parameter name a web address cannot carry is left out, and said.
    expect(notes).toEqual([{ policy: 'Presets', problem: 'parameter', value: 'Newsletter: bad key' }]);
  });

  it.each([
    ['ShortenOnClick', 'yes'],
    ['ContextMenu', 1],
    ['AllowPrivateOneClick', 'true'],
    ['DefaultPixels', 'Meta'],
    ['DefaultPixels', [3]],
    ['DefaultDomain', ''],
    ['DefaultDomain', 3],
    ['Presets', { Name: 'one' }],
    ['InstanceUrl', 42],
  ])('a value of the wrong kind (%s: %j) is left out with a note; the rest is followed', (policy, value) => {
    const { values, notes } = readPolicyValues({ InstanceUrl: 'https://sho.rt', AddressBar: false, [policy]: value });
    expect(values).not.toHaveProperty(policy);
    expect(values.AddressBar).toBe(false);
    expect(notes).toContainEqual({ policy, problem: 'type', value: JSON.stringify(value) });
  });

  it('a policy Linklet does not have (a typo in policies.json) is said, not followed', () => {
    const { values, notes } = readPolicyValues({ ShortenOnclick: true, ContextMenu: true });
    expect(values).toEqual({ ContextMenu: true });
    expect(notes).toEqual([{ policy: 'ShortenOnclick', problem: 'unknown' }]);
  });

  it.each([
    ['ftp://sho.rt', 'address'],
    ['https://user:pw@sho.rt', 'address'],
    ['not a url at all', 'address'],
    ['http://sho.rt', 'insecure'],
    ['http://8.8.8.8', 'insecure'],
  ])('an instance address Linklet may not use (%s) is not followed, and neither is what needs it', (url, problem) => {
    const { values, notes } = readPolicyValues({ InstanceUrl: url, DefaultDomain: 'sho.rt', ShortenOnClick: true });
    expect(values).toEqual({ ShortenOnClick: true });
    expect(notes).toEqual([
      { policy: 'InstanceUrl', problem, value: url },
      { policy: 'DefaultDomain', problem: 'needs-instance' },
    ]);
  });

  it('plain http: this computer always, the local network with consent, and never when the policy itself forbids it', () => {
    expect(readPolicyValues({ InstanceUrl: 'http://localhost:8080' }).values.InstanceUrl).toBe('http://localhost:8080');
    expect(readPolicyValues({ InstanceUrl: 'http://links.lan' }).values.InstanceUrl).toBe('http://links.lan');
    expect(readPolicyValues({ InstanceUrl: 'http://10.1.2.3', AllowPlainHttp: true }).values).toEqual({ InstanceUrl: 'http://10.1.2.3', AllowPlainHttp: true });
    const refused = readPolicyValues({ InstanceUrl: 'http://links.lan', AllowPlainHttp: false });
    expect(refused.values).toEqual({});
    expect(refused.notes).toEqual([
      { policy: 'InstanceUrl', problem: 'insecure', value: 'http://links.lan' },
      { policy: 'AllowPlainHttp', problem: 'needs-instance' },
    ]);
  });

  it("the settings of the organization's profile need its instance", () => {
    const { values, notes } = readPolicyValues({ DefaultSpace: 'x', Presets: [], AllowOtherInstances: false, ContextMenu: false });
    expect(values).toEqual({ ContextMenu: false });
    expect(notes.map((note) => [note.policy, note.problem])).toEqual([
      ['AllowOtherInstances', 'needs-instance'],
      ['DefaultSpace', 'needs-instance'],
      ['Presets', 'needs-instance'],
    ]);
  });

  it('a preset without a name, of another kind, or with a name already taken is left out; a default naming none is not followed', () => {
    const { values, notes } = readPolicyValues({
      InstanceUrl: 'https://sho.rt',
      Presets: [{ Name: 'Social' }, { Name: '  ' }, { Name: 'SOCIAL', UtmSource: 'x' }, 'text', { Name: 'Print', Pixels: 'Meta' }],
      DefaultPreset: 'Nope',
    });
    expect(values.Presets!.map((p) => p.name)).toEqual(['Social']);
    expect(values).not.toHaveProperty('DefaultPreset');
    expect(notes).toEqual([
      { policy: 'Presets', problem: 'no-name', value: '2' },
      { policy: 'Presets', problem: 'same-name', value: 'SOCIAL' },
      { policy: 'Presets', problem: 'type', value: '4' },
      { policy: 'Presets', problem: 'type', value: '5' },
      { policy: 'DefaultPreset', problem: 'no-preset', value: 'Nope' },
    ]);
  });

  it('a long refused value is shortened in its note', () => {
    const { notes } = readPolicyValues({ ContextMenu: 'x'.repeat(500) });
    expect(notes[0]!.value!.length).toBeLessThanOrEqual(80);
  });
});
