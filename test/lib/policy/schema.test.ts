import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPolicyValues } from '../../../lib/policy/values';
import { POLICY_NAMES } from '../../../lib/settings/managed';

// public/managed-schema.json is what Chrome shows an administrator (chrome://policy, the Admin
// console) and checks values against; lib/policy/values.ts is what Linklet reads. They must name
// the same policies with the same types, each with a title and a description an administrator
// understands.
interface JsonSchema {
  type: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema;
}
const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../../public/managed-schema.json'), 'utf8')) as JsonSchema;
const policies = Object.entries(schema.properties!);

/** A value of the type `of` declares (an address for InstanceUrl, a named preset in Presets). */
function sample(name: string, of: JsonSchema): unknown {
  if (name === 'InstanceUrl') return 'https://links.example.com';
  // A team pixel's type is one of the API's.
  if (name === 'Type') return 'facebook';
  switch (of.type) {
    case 'boolean':
      return true;
    case 'integer':
      return 1;
    case 'string':
      return 'Marketing';
    case 'array':
      return [sample(name, of.items!)];
    case 'object':
      return Object.fromEntries(
        Object.entries(of.properties ?? {}).map(([key, property]) => [key, key === 'OtherParameters' ? { ref: 'team' } : sample(key, property)]),
      );
    default:
      throw new Error(`${name}: type ${of.type}`);
  }
}
/** A value of another type. */
const wrong = (of: JsonSchema): unknown => (of.type === 'boolean' ? 'yes' : of.type === 'string' ? 3 : of.type === 'array' ? 'x' : []);

describe('the policy schema Chrome reads', () => {
  it('declares exactly the policies Linklet reads, in the settings’ order', () => {
    expect(schema.type).toBe('object');
    expect(policies.map(([name]) => name)).toEqual([...POLICY_NAMES]);
  });

  it.each(policies)('%s has a title and a description for chrome://policy', (_, policy) => {
    expect(policy.title?.length).toBeGreaterThan(3);
    expect(policy.description?.length).toBeGreaterThan(40);
  });

  it.each(policies)('%s: a value of its declared type is read, one of another type is refused', (name, policy) => {
    const value = sample(name, policy);
    const base = name === 'InstanceUrl' ? {} : { InstanceUrl: 'https://links.example.com' };
    const extra = name === 'DefaultPreset' ? { Presets: [{ Name: value }] } : {};
    const read = readPolicyValues({ ...base, ...extra, [name]: value });
    expect(read.notes).toEqual([]);
    expect(read.values).toHaveProperty(name);
    const refused = readPolicyValues({ ...base, [name]: wrong(policy) });
    expect(refused.notes).toContainEqual(expect.objectContaining({ policy: name, problem: 'type' }));
  });

  it('a preset’s every field is read (none dropped as unknown)', () => {
    const preset = sample('Presets', schema.properties!.Presets!.items!) as Record<string, unknown>;
    const { values } = readPolicyValues({ InstanceUrl: 'https://links.example.com', Presets: [preset] });
    expect(values.Presets).toEqual([
      {
        name: 'Marketing',
        domain: 'Marketing',
        space: 'Marketing',
        pixels: ['Marketing'],
        utm: {
          source: 'Marketing',
          medium: 'Marketing',
          campaign: 'Marketing',
          term: 'Marketing',
          content: 'Marketing',
          extra: [{ key: 'ref', value: 'team' }],
        },
      },
    ]);
  });
});
