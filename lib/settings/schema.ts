/**
 * The settings: each one's type and default, in one schema every reader uses — the popup, the
 * worker, the settings page and the import. Stored settings are read leniently
 * (`parseAllSettings`): a missing or invalid setting reads as its default instead of losing every
 * other one, and a damaged preset or profile costs only itself. A settings file is outside input,
 * so file.ts checks its fields strictly against the same types.
 *
 * Stored (version 3, migrations.ts) they are a list of profiles — one instance and account each,
 * with its own defaults and presets — the active profile's id, and the settings that are the
 * browser's, not an account's. `Settings` is the flat view of one profile with those: what most of
 * Linklet reads.
 */
import * as z from 'zod/mini';
import { isRecord, orElse, someOf } from '../api/lenient';
import { PROFILE_DEFAULT } from './profile-default';

const id = z.number().check(z.refine((n) => Number.isSafeInteger(n) && n > 0));
/** Ids Linklet makes ('default', `p-…`, `s-…`): never empty. */
export const ownId = (max: number) => z.string().check(z.refine((s) => s.length > 0 && s.length <= max));

/** UTM parameters added to a URL before it is shortened (lib/url/utm.ts); '' or absent: not added. */
const utmSchema = z.object({
  source: z.optional(z.string()),
  medium: z.optional(z.string()),
  campaign: z.optional(z.string()),
  term: z.optional(z.string()),
  content: z.optional(z.string()),
  /** Free `key=value` pairs added the same way. */
  extra: z.optional(z.array(z.object({ key: z.string(), value: z.string() }))),
});

export { PROFILE_DEFAULT };

/**
 * A named set of store options, chosen in the popup to fill its form. `domainId` null: the
 * profile's default domain; `spaceId` null: no space, PROFILE_DEFAULT: the profile's default space.
 */
const presetSchema = z.object({
  id: ownId(200),
  name: z.string(),
  domainId: z.nullable(id),
  spaceId: z.union([z.nullable(id), z.literal(PROFILE_DEFAULT)]),
  // The default pixels (PROFILE_DEFAULT), whatever they are when the preset is used, or these ("No pixels": none).
  pixelIds: z.union([z.array(id), z.literal(PROFILE_DEFAULT)]),
  utm: utmSchema,
});

/**
 * One instance and account. The API key is deliberately not here: it lives in its own storage
 * slot (./api-key.ts) so it can never leak through a settings read, export or log.
 */
export const PROFILE_FIELDS = {
  /** What the user called it; '' shows the instance's host name. */
  name: z.string(),
  /** Normalised instance base URL (e.g. https://sho.rt), '' until configured. */
  instanceUrl: z.string(),
  /**
   * The plain-http origin on the user's own network the user agreed to send the key to
   * unencrypted ('' for none): stored as they gave it, never inferred from the address. An
   * instance that needs it is used only while it names the instance's origin (./origin.ts).
   */
  plainHttpOrigin: z.string(),
  /** false → the key is kept in storage.session and forgotten when the browser closes. */
  rememberKey: z.boolean(),
  defaultDomainId: z.nullable(id),
  defaultSpaceId: z.nullable(id),
  defaultPixelIds: z.array(id),
  presets: z.array(presetSchema),
  defaultPresetId: z.nullable(z.string()),
};

/** The settings of the browser, the same whichever profile is active. */
export const GLOBAL_FIELDS = {
  /** The toolbar click shortens and copies at once; false: "Let me choose before shortening" (the form first). */
  shortenOnOpen: z.boolean(),
  /** "Copy the short link automatically" */
  autoCopy: z.boolean(),
  /** "Show when the page I'm on already has a short link" (needs the optional `tabs` permission). */
  showKnownLink: z.boolean(),
  /** Linklet's items in the context menu ("Shorten this page" …). */
  contextMenu: z.boolean(),
  /** The `ln` keyword suggests and shortens; off, it only says so (a manifest's keyword cannot be taken back). */
  addressBar: z.boolean(),
  /**
   * One click shortens a page of the person's own network (lib/url/private.ts) at once; false: the
   * form first, with a note. The person's, not a profile's: it is about their network, whichever
   * instance they shorten on, and they say it once.
   */
  allowPrivateOneClick: z.boolean(),
};

export type Shape = Record<string, z.core.SomeType>;
type Values<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

export const DEFAULT_PROFILE_ID = 'default';

export const DEFAULT_PROFILE = Object.freeze({
  /** Stable, never shown; 'default' for the profile the settings of earlier versions became. */
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
} satisfies Values<typeof PROFILE_FIELDS> & { id: string });

/**
 * A new install shortens and copies on the first toolbar click. Every stored settings value
 * carries `shortenOnOpen` (a save writes them whole), so an existing user keeps the mode they had.
 */
const DEFAULT_GLOBALS = Object.freeze({
  shortenOnOpen: true,
  autoCopy: true,
  showKnownLink: false,
  contextMenu: true,
  addressBar: true,
  allowPrivateOneClick: false,
} satisfies Values<typeof GLOBAL_FIELDS>);

/** Each field of `shape` read as its default when it is missing or invalid (a copy each time: a default's array is never shared). */
function withDefaults<S extends Shape>(shape: S, defaults: Values<S>): { [K in keyof S]: z.ZodMiniType<z.output<S[K]>, unknown> } {
  const lenient: Shape = {};
  for (const [name, schema] of Object.entries(shape)) lenient[name] = orElse(schema, () => structuredClone(defaults[name]) as never);
  return lenient as { [K in keyof S]: z.ZodMiniType<z.output<S[K]>, unknown> };
}

/** The items of a list read on their own, the first of each id kept: one damaged item costs only itself. */
const listOfIds = <T extends { id: string }>(item: z.ZodMiniType<T, unknown>) =>
  orElse(
    z.pipe(
      someOf(item),
      z.transform((items) => items.filter((one, i) => items.findIndex((other) => other.id === one.id) === i)),
    ),
    () => [],
  );

/** A stored profile, each field checked on its own; unknown fields are dropped. */
const profileSchema = z.pipe(
  z.object({ id: ownId(200), ...withDefaults(PROFILE_FIELDS, DEFAULT_PROFILE), presets: listOfIds(presetSchema) }),
  // A preset that names a preset no longer there is no default.
  z.transform((profile) => ({ ...profile, defaultPresetId: profile.presets.some((p) => p.id === profile.defaultPresetId) ? profile.defaultPresetId : null })),
);

/**
 * Stored settings (version 3), each field checked on its own. Profiles without a usable id, or
 * with one already taken, are dropped; with none left there is one empty profile; an active id
 * that names no profile means the first.
 */
const allSettingsSchema = z.pipe(
  z.object({ ...withDefaults(GLOBAL_FIELDS, DEFAULT_GLOBALS), activeProfileId: orElse(z.string(), () => ''), profiles: listOfIds(profileSchema) }),
  z.transform((all) => {
    const profiles = all.profiles.length ? all.profiles : [parseProfile(null, DEFAULT_PROFILE_ID)];
    const active = profiles.find((profile) => profile.id === all.activeProfileId) ?? profiles[0]!;
    return { ...all, activeProfileId: active.id, profiles };
  }),
);

export type { Utm } from '../url/utm';
export type Preset = z.output<typeof presetSchema>;
export type Profile = z.output<typeof profileSchema>;
export type GlobalSettings = Values<typeof GLOBAL_FIELDS>;
/** Everything stored: the profiles (at least one), the active one, the browser's settings. */
export type AllSettings = z.output<typeof allSettingsSchema>;
/** One profile's settings with the browser's: `profileId` names the profile. */
export type Settings = Omit<Profile, 'id' | 'name'> & GlobalSettings & { profileId: string };

/** The settings of a first start: one empty profile. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze(flatten(DEFAULT_PROFILE, DEFAULT_GLOBALS));

export { SETTINGS_VERSION } from './version';

/** A stored profile under `id`, each field checked on its own; unknown fields are dropped. */
export function parseProfile(value: unknown, id: string): Profile {
  return profileSchema.parse({ ...(isRecord(value) ? value : {}), id });
}

/** Stored settings at the current version (read.ts migrates older ones first). */
export function parseAllSettings(value: unknown): AllSettings {
  return allSettingsSchema.parse(isRecord(value) ? value : {});
}

/** The flat view of `profile` with the browser's settings. */
export function flatten(profile: Profile, globals: GlobalSettings): Settings {
  const { id, name: _name, ...fields } = profile;
  const { shortenOnOpen, autoCopy, showKnownLink, contextMenu, addressBar, allowPrivateOneClick } = globals;
  return { ...fields, shortenOnOpen, autoCopy, showKnownLink, contextMenu, addressBar, allowPrivateOneClick, profileId: id };
}

/** The profile `id` (the active one by default) of all settings, flat. */
export function settingsOf(all: AllSettings, id = all.activeProfileId): Settings {
  return flatten(all.profiles.find((profile) => profile.id === id) ?? all.profiles[0]!, all);
}
