/**
 * The settings: each one's type, default and check. A missing or invalid setting reads as its
 * default instead of losing every other one. They are Linklet's own values in Linklet's own
 * storage, read on every popup start, so they are checked by small predicates, as the API's
 * answers are (lib/api/normalize.ts).
 *
 * Stored (version 3) they are a list of profiles — one instance and account each, with its own
 * defaults and presets — the active profile's id, and the settings that are the browser's, not
 * an account's. `Settings` is the flat view of one profile with those: what most of Linklet reads.
 */

/** UTM parameters added to a URL before it is shortened (lib/utm.ts); '' or absent: not added. */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
  /** Free `key=value` pairs added the same way. */
  extra?: Array<{ key: string; value: string }>;
}

/** A named set of store options, chosen in the popup to fill its form. */
export interface Preset {
  id: string;
  name: string;
  domainId: number | null;
  spaceId: number | null;
  pixelIds: number[];
  utm: Utm;
}

/**
 * One instance and account. The API key is deliberately not here: it lives in its own storage
 * slot (./api-key.ts) so it can never leak through a settings read, export or log.
 */
export interface Profile {
  /** Stable, never shown; 'default' for the profile the settings of earlier versions became. */
  id: string;
  /** What the user called it; '' shows the instance's host name. */
  name: string;
  /** Normalised instance base URL (e.g. https://sho.rt), '' until configured. */
  instanceUrl: string;
  /**
   * The plain-http origin on the user's own network the user agreed to send the key to
   * unencrypted ('' for none): stored as they gave it, never inferred from the address. An
   * instance that needs it is used only while it names the instance's origin (./origin.ts).
   */
  plainHttpOrigin: string;
  /** false → the key is kept in storage.session and forgotten when the browser closes. */
  rememberKey: boolean;
  defaultDomainId: number | null;
  defaultSpaceId: number | null;
  defaultPixelIds: number[];
  presets: Preset[];
  defaultPresetId: string | null;
}

/** The settings of the browser, the same whichever profile is active. */
export interface GlobalSettings {
  /** The toolbar click shortens and copies at once; false: "Let me choose before shortening" (the form first). */
  shortenOnOpen: boolean;
  /** "Copy the short link automatically" */
  autoCopy: boolean;
  /** "Show when the page I'm on already has a short link" (needs the optional `tabs` permission). */
  showKnownLink: boolean;
}

/** Everything stored: the profiles (at least one), the active one, the browser's settings. */
export interface AllSettings extends GlobalSettings {
  activeProfileId: string;
  profiles: Profile[];
}

/** One profile's settings with the browser's: `profileId` names the profile. */
export type Settings = Omit<Profile, 'id' | 'name'> & GlobalSettings & { profileId: string };

export const DEFAULT_PROFILE_ID = 'default';

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isPositiveInteger: Check = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isIdOrNull: Check = (value) => value === null || isPositiveInteger(value);
const isIdList: Check = (value) => Array.isArray(value) && value.every(isPositiveInteger);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const UTM_NAMES = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const isPair: Check = (value) => isObject(value) && isString(value.key) && isString(value.value);
const isUtm: Check = (value) =>
  isObject(value) && UTM_NAMES.every((name) => value[name] === undefined || isString(value[name])) && (value.extra === undefined || (Array.isArray(value.extra) && value.extra.every(isPair)));
const isPreset: Check = (value) =>
  isObject(value) && isString(value.id) && value.id !== '' && isString(value.name) && isIdOrNull(value.domainId) && isIdOrNull(value.spaceId) && isIdList(value.pixelIds) && isUtm(value.utm);
const isPresetList: Check = (value) => Array.isArray(value) && value.every(isPreset);

export const PROFILE_CHECKS: Record<Exclude<keyof Profile, 'id'>, Check> = {
  name: isString,
  instanceUrl: isString,
  plainHttpOrigin: isString,
  rememberKey: isBoolean,
  defaultDomainId: isIdOrNull,
  defaultSpaceId: isIdOrNull,
  defaultPixelIds: isIdList,
  presets: isPresetList,
  defaultPresetId: (value) => value === null || isString(value),
};

const GLOBAL_CHECKS: Record<keyof GlobalSettings, Check> = { shortenOnOpen: isBoolean, autoCopy: isBoolean, showKnownLink: isBoolean };

export const DEFAULT_PROFILE: Readonly<Profile> = Object.freeze({
  id: DEFAULT_PROFILE_ID,
  name: '',
  instanceUrl: '',
  plainHttpOrigin: '',
  rememberKey: true,
  defaultDomainId: null,
  defaultSpaceId: null,
  defaultPixelIds: [],
  presets: [],
  defaultPresetId: null,
});

/**
 * A new install shortens and copies on the first toolbar click. Every stored settings value
 * carries `shortenOnOpen` (a save writes them whole), so an existing user keeps the mode they had.
 */
const DEFAULT_GLOBALS: Readonly<GlobalSettings> = Object.freeze({ shortenOnOpen: true, autoCopy: true, showKnownLink: false });

/** The settings of a first start: one empty profile. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze(flatten(DEFAULT_PROFILE, DEFAULT_GLOBALS));

export { SETTINGS_VERSION } from './version';

/** The checked fields of `input` named in `checks`, each invalid or missing one as its default. */
function pick<T>(input: Record<string, unknown>, checks: Record<string, Check>, defaults: Readonly<T>): T {
  const result: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(checks)) {
    // A copy each time: a default's own array must never be shared and changed.
    result[name] = structuredClone(check(input[name]) ? input[name] : defaults[name as keyof T]);
  }
  return result as T;
}

/** A stored profile, each field checked on its own; unknown fields are dropped. */
export function parseProfile(value: unknown, id: string): Profile {
  const input = isObject(value) ? value : {};
  const profile = pick<Profile>(input, PROFILE_CHECKS, DEFAULT_PROFILE);
  profile.id = id;
  // One damaged preset (or a repeated id) costs that preset, not the whole list.
  if (Array.isArray(input.presets)) {
    const presets = input.presets.filter(isPreset) as Preset[];
    profile.presets = structuredClone(presets.filter((preset, i) => presets.findIndex((p) => p.id === preset.id) === i));
  }
  // A preset that names a preset no longer there is no default.
  if (!profile.presets.some((preset) => preset.id === profile.defaultPresetId)) profile.defaultPresetId = null;
  return profile;
}

/**
 * Stored settings (version 3), each field checked on its own. Profiles without a usable id, or
 * with one already taken, are dropped; with none left there is one empty profile; an active id
 * that names no profile means the first.
 */
export function parseAllSettings(value: unknown): AllSettings {
  const input = isObject(value) ? value : {};
  const profiles: Profile[] = [];
  for (const stored of Array.isArray(input.profiles) ? input.profiles : []) {
    const id = isObject(stored) && isString(stored.id) ? (stored.id as string) : '';
    if (id && !profiles.some((profile) => profile.id === id)) profiles.push(parseProfile(stored, id));
  }
  if (!profiles.length) profiles.push(parseProfile(null, DEFAULT_PROFILE_ID));
  const active = profiles.find((profile) => profile.id === input.activeProfileId) ?? profiles[0]!;
  return { ...pick<GlobalSettings>(input, GLOBAL_CHECKS, DEFAULT_GLOBALS), activeProfileId: active.id, profiles };
}

/** The flat view of `profile` with the browser's settings. */
export function flatten(profile: Profile, globals: GlobalSettings): Settings {
  const { id, name: _name, ...fields } = profile;
  return { ...fields, shortenOnOpen: globals.shortenOnOpen, autoCopy: globals.autoCopy, showKnownLink: globals.showKnownLink, profileId: id };
}

/** The profile `id` (the active one by default) of all settings, flat. */
export function settingsOf(all: AllSettings, id = all.activeProfileId): Settings {
  return flatten(all.profiles.find((profile) => profile.id === id) ?? all.profiles[0]!, all);
}
