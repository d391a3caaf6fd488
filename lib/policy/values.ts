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
import type { PixelType } from '../api/inputs';
import { PIXEL_TYPES } from '../api/versions';
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

/** A pixel the whole team tracks with: the same in every account by its type and value, whatever its name there. */
export interface TeamPixel {
  name: string;
  type: PixelType;
  value: string;
}

/** A space the whole team files its links in: the same in every account by its name. */
export interface TeamSpace {
  name: string;
  /** phpShort's colour number, 1–6. */
  color?: number;
}

/** How much of a policy's list is followed; the rest is "not applied: too many". */
export const POLICY_LIMITS = { presets: 100, pixels: 50, spaces: 50, name: 100 } as const;

export interface PolicyValues {
  /** The instance's base URL, normalized. */
  InstanceUrl?: string;
  AllowOtherInstances?: boolean;
  AllowPlainHttp?: boolean;
  DefaultDomain?: string;
  DefaultSpace?: string;
  DefaultPixels?: string[];
  TeamPixels?: TeamPixel[];
  TeamSpaces?: TeamSpace[];
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

const teamPixelSchema = z.object({ Name: z.string(), Type: z.string(), Value: z.string() });
const teamSpaceSchema = z.object({ Name: z.string(), Color: z.optional(z.number()) });

const SCHEMAS: Record<PolicyName, z.ZodMiniType> = {
  InstanceUrl: text,
  AllowOtherInstances: flag,
  AllowPlainHttp: flag,
  DefaultDomain: z.string().check(z.refine((value) => value.trim() !== '')),
  DefaultSpace: text,
  DefaultPixels: names,
  TeamPixels: z.custom<unknown[]>(Array.isArray),
  TeamSpaces: z.custom<unknown[]>(Array.isArray),
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
  'TeamPixels',
  'TeamSpaces',
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
  if (policy.DefaultPixels) policy.DefaultPixels = bounded(policy.DefaultPixels, POLICY_LIMITS.pixels, 'DefaultPixels', notes).filter((name) => name.trim());
  if (policy.TeamPixels) policy.TeamPixels = readTeamPixels(policy.TeamPixels as unknown[], notes);
  if (policy.TeamSpaces) policy.TeamSpaces = readTeamSpaces(policy.TeamSpaces as unknown[], notes);
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
  const seen = new Set<string>();
  bounded(items, POLICY_LIMITS.presets, 'Presets', notes).forEach((item, i) => {
    const parsed = presetSchema.safeParse(item);
    const name = parsed.data?.Name.trim();
    const note = (problem: PolicyNote['problem'], value = name || String(i + 1)) => notes.push({ policy: 'Presets', problem, value });
    if (!parsed.success) return note('type');
    if (!name) return note('no-name');
    if (name.length > POLICY_LIMITS.name) return note('too-long', `${name.slice(0, 40)}…`);
    if (seen.has(name.toLowerCase())) return note('same-name');
    seen.add(name.toLowerCase());
    const preset = parsed.data;
    const utm: Utm = {};
    for (const [policy, field] of Object.entries(UTM_POLICIES))
      if (preset[policy as keyof typeof UTM_POLICIES]?.trim()) utm[field] = preset[policy as keyof typeof UTM_POLICIES]!.trim();
    const extra = Object.entries(preset.OtherParameters ?? {}).filter(([key]) => {
      if (utmKeyProblem(key)) note('parameter', `${name}: ${key}`);
      return !utmKeyProblem(key);
    });
    if (extra.length) utm.extra = extra.map(([key, value]) => ({ key, value: value.trim() }));
    const pixels = preset.Pixels && bounded(preset.Pixels, POLICY_LIMITS.pixels, 'Presets', notes, name);
    presets.push({ name, domain: preset.Domain, space: preset.Space, pixels, utm });
  });
  return presets;
}

/** The first `limit` of `items`, with one note for the rest. */
function bounded<T>(items: readonly T[], limit: number, policy: PolicyName, notes: PolicyNote[], part?: string): T[] {
  if (items.length <= limit) return [...items];
  notes.push({ policy, problem: 'too-many', value: `${part ? `${part}: ` : ''}${items.length - limit}` });
  return items.slice(0, limit);
}

/** The team's pixels that can be made in an account: a known type, a value phpShort accepts, one pixel per type and value. */
function readTeamPixels(items: readonly unknown[], notes: PolicyNote[]): TeamPixel[] {
  const pixels: TeamPixel[] = [];
  const names = new Set<string>();
  const keys = new Set<string>();
  bounded(items, POLICY_LIMITS.pixels, 'TeamPixels', notes).forEach((item, i) => {
    const parsed = teamPixelSchema.safeParse(item);
    const name = parsed.data?.Name.trim() ?? '';
    const note = (problem: PolicyNote['problem'], value = name || String(i + 1)) => notes.push({ policy: 'TeamPixels', problem, value });
    if (!parsed.success) return note('type');
    if (!name) return note('no-name');
    if (name.length > POLICY_LIMITS.name) return note('too-long', `${name.slice(0, 40)}…`);
    const type = parsed.data.Type.trim().toLowerCase();
    const value = parsed.data.Value.trim();
    if (!(PIXEL_TYPES as readonly string[]).includes(type)) return note('pixel-type', `${name}: ${shown(parsed.data.Type)}`);
    // phpShort's own rule for a pixel's value: letters, digits, - and _ (AdRoll's holds a -).
    if (!/^[\p{L}\p{N}_-]{1,255}$/u.test(value) || (type === 'adroll' && !value.includes('-'))) return note('pixel-value', name);
    if (names.has(name.toLowerCase())) return note('same-name');
    if (keys.has(`${type} ${value}`)) return note('same-pixel');
    names.add(name.toLowerCase());
    keys.add(`${type} ${value}`);
    pixels.push({ name, type: type as PixelType, value });
  });
  return pixels;
}

/** The team's spaces, one per name. */
function readTeamSpaces(items: readonly unknown[], notes: PolicyNote[]): TeamSpace[] {
  const spaces: TeamSpace[] = [];
  const names = new Set<string>();
  bounded(items, POLICY_LIMITS.spaces, 'TeamSpaces', notes).forEach((item, i) => {
    const parsed = teamSpaceSchema.safeParse(item);
    const name = parsed.data?.Name.trim() ?? '';
    const note = (problem: PolicyNote['problem'], value = name || String(i + 1)) => notes.push({ policy: 'TeamSpaces', problem, value });
    if (!parsed.success) return note('type');
    if (!name) return note('no-name');
    if (name.length > POLICY_LIMITS.name) return note('too-long', `${name.slice(0, 40)}…`);
    if (names.has(name.toLowerCase())) return note('same-name');
    names.add(name.toLowerCase());
    const color = parsed.data.Color;
    spaces.push({ name, ...(Number.isInteger(color) && color! >= 1 && color! <= 6 ? { color } : {}) });
  });
  return spaces;
}

/** A refused value as a note shows it: short, whatever it was. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}
