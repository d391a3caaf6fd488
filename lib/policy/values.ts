/**
 * An organization's policy as Linklet reads it from the browser's managed storage: outside input,
 * checked here, each policy on its own. Chrome hands over only values of the declared type
 * (public/managed-schema.json) and says what it refused in chrome://policy; Firefox hands over its
 * enterprise policy's `3rdparty` section or a managed-storage manifest as written. Either way a
 * value that cannot be followed is left out with a note the settings page shows, and the rest is
 * followed: a policy never breaks the extension.
 */
import * as z from 'zod/mini';
import { needsConsent, normalizeBaseUrl, plainHttpScope } from '../api/base-url';
import { isRecord } from '../api/lenient';
import { POLICY_NAMES, type PolicyName, type PolicyNote } from '../settings/managed';
import type { Utm } from '../settings/schema';
import { utmKeyProblem } from '../url/utm';

/** A preset of the policy, its domain, space and pixels named (or given by id) as the administrator wrote them. */
export interface PolicyPreset {
  name: string;
  domain?: string;
  space?: string;
  pixels?: string[];
  utm: Utm;
}

export interface PolicyValues {
  /** The instance's base URL, normalized. */
  InstanceUrl?: string;
  AllowOtherInstances?: boolean;
  AllowPlainHttp?: boolean;
  DefaultDomain?: string;
  DefaultSpace?: string;
  DefaultPixels?: string[];
  Presets?: PolicyPreset[];
  DefaultPreset?: string;
  ShortenOnClick?: boolean;
  ContextMenu?: boolean;
  AddressBar?: boolean;
  AllowPrivateOneClick?: boolean;
}

const text = z.string();
const flag = z.boolean();
const names = z.array(z.string());
const presetSchema = z.object({
  Name: z.string(),
  Domain: z.optional(text),
  Space: z.optional(text),
  Pixels: z.optional(names),
  UtmSource: z.optional(text),
  UtmMedium: z.optional(text),
  UtmCampaign: z.optional(text),
  UtmTerm: z.optional(text),
  UtmContent: z.optional(text),
  OtherParameters: z.optional(z.custom<Record<string, string>>((value) => isRecord(value) && Object.values(value).every((v) => typeof v === 'string'))),
});

const SCHEMAS: Record<PolicyName, z.ZodMiniType> = {
  InstanceUrl: text,
  AllowOtherInstances: flag,
  AllowPlainHttp: flag,
  DefaultDomain: z.string().check(z.refine((value) => value.trim() !== '')),
  DefaultSpace: text,
  DefaultPixels: names,
  Presets: z.custom<unknown[]>(Array.isArray),
  DefaultPreset: text,
  ShortenOnClick: flag,
  ContextMenu: flag,
  AddressBar: flag,
  AllowPrivateOneClick: flag,
};

/** The policies that set the organization's profile: they need its instance. */
const OF_INSTANCE: readonly PolicyName[] = [
  'AllowOtherInstances',
  'AllowPlainHttp',
  'DefaultDomain',
  'DefaultSpace',
  'DefaultPixels',
  'Presets',
  'DefaultPreset',
];

/** What the policy `raw` sets that Linklet can follow, and a note for each part it cannot. */
export function readPolicyValues(raw: Record<string, unknown>): { values: PolicyValues; notes: PolicyNote[] } {
  const values: Record<string, unknown> = {};
  const notes: PolicyNote[] = [];
  for (const [policy, value] of Object.entries(raw)) {
    const schema = (POLICY_NAMES as readonly string[]).includes(policy) ? SCHEMAS[policy as PolicyName] : null;
    if (!schema) notes.push({ policy, problem: 'unknown' });
    else if (schema.safeParse(value).success) values[policy] = value;
    else notes.push({ policy, problem: 'type', value: shown(value) });
  }
  const policy = values as PolicyValues;
  readInstance(policy, notes);
  for (const name of OF_INSTANCE) {
    if (policy[name] !== undefined && !policy.InstanceUrl) {
      delete policy[name];
      notes.push({ policy: name, problem: 'needs-instance' });
    }
  }
  if (policy.Presets) policy.Presets = readPresets(policy.Presets as unknown[], notes);
  if (policy.DefaultPreset !== undefined && !policy.Presets?.some((p) => p.name === policy.DefaultPreset)) {
    notes.push({ policy: 'DefaultPreset', problem: 'no-preset', value: policy.DefaultPreset });
    delete policy.DefaultPreset;
  }
  return { values: policy, notes };
}

/** InstanceUrl normalized as a typed address is, or dropped with why. */
function readInstance(policy: PolicyValues, notes: PolicyNote[]): void {
  const url = policy.InstanceUrl;
  if (url === undefined) return;
  try {
    policy.InstanceUrl = normalizeBaseUrl(url);
    // Plain http on the local network that the policy itself forbids could never be used.
    if (policy.AllowPlainHttp === false && needsConsent(plainHttpScope(policy.InstanceUrl))) throw new Error('insecure');
  } catch (error) {
    delete policy.InstanceUrl;
    const insecure = (error instanceof Error && error.message === 'insecure') || /^http:/i.test(url.trim());
    notes.push({ policy: 'InstanceUrl', problem: insecure ? 'insecure' : 'address', value: url });
  }
}

/** The presets' UTM policies, by the field of a preset's `utm` each sets. */
const UTM_POLICIES = { UtmSource: 'source', UtmMedium: 'medium', UtmCampaign: 'campaign', UtmTerm: 'term', UtmContent: 'content' } as const;

/** The presets that can be followed, each with a name of its own; a parameter a URL cannot carry is left out. */
function readPresets(items: readonly unknown[], notes: PolicyNote[]): PolicyPreset[] {
  const presets: PolicyPreset[] = [];
  items.forEach((item, i) => {
    const parsed = presetSchema.safeParse(item);
    const name = parsed.data?.Name.trim();
    const note = (problem: PolicyNote['problem'], value = name || String(i + 1)) => notes.push({ policy: 'Presets', problem, value });
    if (!parsed.success) return note('type');
    if (!name) return note('no-name');
    if (presets.some((p) => p.name.toLowerCase() === name.toLowerCase())) return note('same-name');
    const preset = parsed.data;
    const utm: Utm = {};
    for (const [policy, field] of Object.entries(UTM_POLICIES))
      if (preset[policy as keyof typeof UTM_POLICIES]?.trim()) utm[field] = preset[policy as keyof typeof UTM_POLICIES]!.trim();
    const extra = Object.entries(preset.OtherParameters ?? {}).filter(([key]) => {
      if (utmKeyProblem(key)) note('parameter', `${name}: ${key}`);
      return !utmKeyProblem(key);
    });
    if (extra.length) utm.extra = extra.map(([key, value]) => ({ key, value: value.trim() }));
    presets.push({ name, domain: preset.Domain, space: preset.Space, pixels: preset.Pixels, utm });
  });
  return presets;
}

/** A refused value as a note shows it: short, whatever it was. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}
