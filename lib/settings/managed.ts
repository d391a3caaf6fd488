/**
 * What an organization's policy fixes in the settings (docs/deploy.md), in the settings' own terms:
 * written by lib/policy from the browser's managed storage; followed by every save of the settings
 * (./store.ts applies it after any change, so neither a page nor an import can undo it) and shown
 * by the settings page, where each fixed setting reads "Set by your organization". The policy
 * wins for what it sets; what it leaves free stays the person's. The API key is never a policy.
 */
import { needsConsent, plainHttpScope } from '../api/base-url';
import { isRecord } from '../api/lenient';
import { storage } from 'wxt/utils/storage';
import { originOf } from './origin';
import { parseProfile, type AllSettings, type Preset, type Profile } from './schema';

/** The policies Linklet reads, as an administrator writes them (public/managed-schema.json describes each). */
export const POLICY_NAMES = [
  'InstanceUrl',
  'AllowOtherInstances',
  'AllowPlainHttp',
  'DefaultDomain',
  'DefaultSpace',
  'DefaultPixels',
  'TeamPixels',
  'TeamSpaces',
  'Presets',
  'DefaultPreset',
  'ShortenOnClick',
  'ContextMenu',
  'AddressBar',
  'AllowPrivateOneClick',
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/**
 * Why a policy is not followed: `type` a value of the wrong kind; `address` an instance address
 * that is not one; `insecure` plain http the policy itself forbids, or off the local network;
 * `needs-instance` a setting of the organization's profile without InstanceUrl; `not-found` a
 * name the person's account lacks; `unknown` a policy Linklet does not have; `no-name` and
 * `same-name` a preset without a name or with another's; `parameter` a parameter name a URL
 * cannot carry; `no-preset` a default preset that Presets does not name; `too-many` items past
 * a list's bound (the value is how many); `too-long` a name past 100 characters; `pixel-type` and
 * `pixel-value` a team pixel phpShort would refuse; `same-pixel` a team pixel listed twice;
 * `refused` a team pixel or space the person's account refused to take (its plan, a name taken:
 * the server's words in `reason`); `no-spaces` a server without spaces.
 */
export type PolicyProblem =
  | 'type'
  | 'address'
  | 'insecure'
  | 'needs-instance'
  | 'not-found'
  | 'unknown'
  | 'no-name'
  | 'same-name'
  | 'parameter'
  | 'no-preset'
  | 'too-many'
  | 'too-long'
  | 'pixel-type'
  | 'pixel-value'
  | 'same-pixel'
  | 'refused'
  | 'no-spaces';

export interface PolicyNote {
  /** The policy as the administrator named it. */
  policy: string;
  problem: PolicyProblem;
  /** The value, or the part of it, concerned, as written. */
  value?: string;
  /** `refused`: what the server said. */
  reason?: string;
}

/** A value the settings page shows as the policy wrote it: names, not ids. */
export type ShownValue = string | boolean | string[];

/**
 * The settings an organization fixes. Absent: the person's. `profileId` is the organization's
 * profile (the one whose instance is `instanceUrl`); its defaults and presets are the policy's
 * where it sets them. A domain, space or pixel the policy names and the account's lists have not
 * been read for yet is fixed as none until they are (lib/policy/resolve.ts).
 */
export interface Managed {
  profileId: string | null;
  instanceUrl: string | null;
  /** false: every profile uses the organization's instance. */
  allowOtherInstances: boolean;
  /** Consent to plain http for the instance on the local network: given, refused, or (null) the person's. */
  plainHttp: boolean | null;
  defaultDomainId?: number | null;
  defaultSpaceId?: number | null;
  defaultPixelIds?: number[];
  /** The organization's presets (ids from `orgPresetId`), listed before the person's own. */
  presets?: Preset[];
  defaultPresetId?: string;
  shortenOnOpen?: boolean;
  contextMenu?: boolean;
  addressBar?: boolean;
  /** One click on a page of the person's own network shortens it at once (true) or opens the form (false). */
  allowPrivateOneClick?: boolean;
  /** Each policy followed, as written. */
  shown: Partial<Record<PolicyName, ShownValue>>;
  /** Each policy not followed, and why. */
  notes: PolicyNote[];
  /** What Linklet added to the person's account for the team (TeamPixels, TeamSpaces). */
  added: PolicyAdded[];
}

/** A team pixel or space Linklet made in the person's account, by the policy's name for it. */
export interface PolicyAdded {
  policy: 'TeamPixels' | 'TeamSpaces';
  value: string;
  /** A pixel's type. */
  type?: string;
}

export const MANAGED_ITEM = storage.defineItem<Managed>('local:managed');

/** The stored value when it has the shape written (lib/policy alone writes it), else none. */
export function managedOf(value: unknown): Managed | null {
  if (!isRecord(value) || !Array.isArray(value.notes) || !isRecord(value.shown)) return null;
  // Written by a build before the team's pixels and spaces.
  return { ...(value as unknown as Managed), added: Array.isArray(value.added) ? (value.added as PolicyAdded[]) : [] };
}

const ORG_PRESET = 'org:';
/** A preset of the organization's, by its name (stable: a draft that chose it keeps it across policy updates). */
export const orgPresetId = (name: string) => ORG_PRESET + name;
export const isOrgPreset = (preset: Pick<Preset, 'id'>) => preset.id.startsWith(ORG_PRESET);

const BROWSER_WIDE = ['shortenOnOpen', 'contextMenu', 'addressBar', 'allowPrivateOneClick'] as const;

/**
 * `next` as the policy allows it. `previous`: the settings before the change, whose copy of the
 * organization's profile comes back if the change removed it (with its key, which is kept).
 */
export function enforceManaged(next: AllSettings, previous: AllSettings, managed: Managed | null): AllSettings {
  if (!managed) return next;
  const all = { ...next };
  for (const name of BROWSER_WIDE) if (typeof managed[name] === 'boolean') all[name] = managed[name]!;
  const { profileId, instanceUrl } = managed;
  if (!profileId || !instanceUrl) return all;
  const origin = originOf(instanceUrl);
  let profiles = all.profiles;
  if (!profiles.some((p) => p.id === profileId)) profiles = [previous.profiles.find((p) => p.id === profileId) ?? parseProfile({}, profileId), ...profiles];
  // Only the organization's instance: a profile elsewhere goes (with its key, index and queue), a new one points there.
  if (!managed.allowOtherInstances)
    profiles = profiles.filter((p) => p.id === profileId || !p.instanceUrl || originOf(p.instanceUrl) === origin).map((p) => ({ ...p, instanceUrl }));
  const before = previous.profiles.find((p) => p.id === profileId);
  all.profiles = profiles.map((p) => (p.id === profileId ? orgProfile(p, originOf(before?.instanceUrl ?? p.instanceUrl), managed, instanceUrl) : p));
  return all;
}

/** The organization's profile as the policy fixes it; `was`: its origin before the change. */
function orgProfile(profile: Profile, was: string, managed: Managed, instanceUrl: string): Profile {
  const origin = originOf(instanceUrl);
  const consent = managed.plainHttp ?? profile.plainHttpOrigin === origin;
  const next: Profile = { ...profile, instanceUrl, plainHttpOrigin: consent && needsConsent(plainHttpScope(instanceUrl)) ? origin : '' };
  // Moved to another instance by the policy, as when the person changes the address (./store.ts
  // saveSettings): the old account's ids mean other records there.
  if (was !== origin) {
    Object.assign(next, { defaultDomainId: null, defaultSpaceId: null, defaultPixelIds: [] });
    next.presets = profile.presets.map((p) => ({ ...p, domainId: null, spaceId: null, pixelIds: [] as number[] }));
  }
  if (managed.defaultDomainId !== undefined) next.defaultDomainId = managed.defaultDomainId;
  if (managed.defaultSpaceId !== undefined) next.defaultSpaceId = managed.defaultSpaceId;
  if (managed.defaultPixelIds) next.defaultPixelIds = [...managed.defaultPixelIds];
  next.presets = [...(managed.presets ?? []), ...next.presets.filter((p) => !isOrgPreset(p))];
  if (managed.defaultPresetId !== undefined) next.defaultPresetId = managed.defaultPresetId;
  return next;
}

/** A setting the settings page may show as fixed. */
export type Lockable =
  | 'instanceUrl'
  | 'plainHttpOrigin'
  | 'defaultDomainId'
  | 'defaultSpaceId'
  | 'defaultPixelIds'
  | 'defaultPresetId'
  | (typeof BROWSER_WIDE)[number];

/** Which settings of profile `profileId` (and of the browser) the policy fixes. */
export function locksOf(managed: Managed | null, profileId: string): Partial<Record<Lockable, true>> {
  const locks: Partial<Record<Lockable, true>> = {};
  if (!managed) return locks;
  for (const name of BROWSER_WIDE) if (managed[name] !== undefined) locks[name] = true;
  if (!managed.instanceUrl) return locks;
  if (!managed.allowOtherInstances) locks.instanceUrl = true;
  if (profileId !== managed.profileId) return locks;
  locks.instanceUrl = true;
  if (managed.plainHttp !== null) locks.plainHttpOrigin = true;
  if (managed.defaultDomainId !== undefined) locks.defaultDomainId = true;
  if (managed.defaultSpaceId !== undefined) locks.defaultSpaceId = true;
  if (managed.defaultPixelIds) locks.defaultPixelIds = true;
  if (managed.defaultPresetId !== undefined) locks.defaultPresetId = true;
  return locks;
}
