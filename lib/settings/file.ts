/**
 * The settings file of "Export settings" and "Import settings": every profile, its defaults and
 * presets, the browser's settings, and the API keys only when the user asked for them. A file is
 * outside input, so it is checked strictly against the settings' own schema (schema.ts: a wrong
 * field refuses the whole file rather than importing something else than what it says); a file of
 * an older version is first brought up to this one by the stored settings' own migrations.
 *
 * An instance address in a file is checked as a typed one is (https, this machine, or plain http
 * on the user's own network) and stored as the form would store it. Consent to plain http comes
 * only from the file's own `plainHttpOrigin` for that very address, never from the address, and
 * never for a single-label name (`http://nas`), which only the user can confirm is a machine of
 * theirs: such a profile is imported, and used once the user has agreed in its settings.
 */
import * as z from 'zod/mini';
import { isRecord } from '../api/lenient';
import { httpScope, normalizeBaseUrl } from '../api/base-url';
import { migrateStored } from './read';
import { originOf } from './origin';
import { GLOBAL_FIELDS, ownId, parseAllSettings, PROFILE_FIELDS, SETTINGS_VERSION, type AllSettings, type Shape } from './schema';

export const SETTINGS_FILE_FORMAT = 'linklet-settings';
/** Larger than any real settings (hundreds of presets are a few kB): not read at all. */
export const MAX_SETTINGS_FILE_BYTES = 1024 * 1024;

export interface ExportedKey {
  origin: string;
  key: string;
}

export interface SettingsFile {
  format: typeof SETTINGS_FILE_FORMAT;
  version: number;
  exportedAt: string;
  settings: AllSettings;
  keys?: Record<string, ExportedKey>;
}

/** The file's name for `date`: linklet-settings-YYYY-MM-DD.json (the local day). */
export function settingsFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `linklet-settings-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** The text of a settings file of `settings` (with `keys` only when given). */
export function settingsFileText(settings: AllSettings, keys: Record<string, ExportedKey> | null, date: Date): string {
  const file: SettingsFile = { format: SETTINGS_FILE_FORMAT, version: SETTINGS_VERSION, exportedAt: date.toISOString(), settings };
  if (keys) file.keys = keys;
  return `${JSON.stringify(file, null, 2)}\n`;
}

/*
 * Checks are `refine`s and objects are `custom`s: the other pages share this page's zod code (one
 * chunk), and the popup and the worker load it first, within their size budgets.
 */
const object = z.custom<Record<string, unknown>>(isRecord);

/** The file around the settings, which are checked once brought up to this version; the keys one by one. */
const envelope = z.object({
  version: z.number().check(z.refine((n) => Number.isSafeInteger(n) && n > 0)),
  exportedAt: z.optional(z.string()),
  settings: object,
  keys: z.optional(object),
});
const exportedKey = z.object({ origin: z.string(), key: z.string().check(z.refine((key) => key.length > 0 && key.length <= 500)) });

/**
 * A file's settings, checked strictly against the fields of schema.ts: a field an older version
 * did not have may be missing (it reads as its default), a field that is there must be right.
 */
const settingsFileSchema = z.object({
  activeProfileId: z.optional(z.string()),
  profiles: z.array(z.object({ id: ownId(200), ...optional(PROFILE_FIELDS) })).check(z.refine((profiles) => profiles.length > 0)),
  ...optional(GLOBAL_FIELDS),
});

function optional<S extends Shape>(shape: S): { [K in keyof S]: z.ZodMiniOptional<S[K]> } {
  const out: Shape = {};
  for (const [name, schema] of Object.entries(shape)) out[name] = z.optional(schema);
  return out as { [K in keyof S]: z.ZodMiniOptional<S[K]> };
}

export type FileProblem = 'too-big' | 'not-json' | 'wrong-format' | 'newer-version' | 'invalid';

/** A checked file: its settings at this version; its keys, only those for their profile's origin. */
export interface ImportedSettings {
  version: number;
  settings: AllSettings;
  keys: Record<string, ExportedKey>;
  /** Profiles whose key in the file was for another origin than the profile's instance: not imported. */
  droppedKeys: string[];
}

export type ReadResult = { ok: true; value: ImportedSettings } | { ok: false; problem: FileProblem; detail?: string };

/** Reads a settings file's text (`size` in bytes, checked before anything else). */
export function readSettingsFile(source: string, size: number): ReadResult {
  if (size > MAX_SETTINGS_FILE_BYTES) return { ok: false, problem: 'too-big' };
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== SETTINGS_FILE_FORMAT) {
    return { ok: false, problem: 'wrong-format' };
  }
  const file = envelope.safeParse(json);
  if (!file.success) return { ok: false, problem: 'invalid', detail: where(file.error) };
  if (file.data.version > SETTINGS_VERSION) return { ok: false, problem: 'newer-version', detail: String(file.data.version) };
  const migrated = settingsFileSchema.safeParse(migrateStored(file.data.settings, { v: file.data.version }));
  if (!migrated.success) return { ok: false, problem: 'invalid', detail: where(migrated.error) };
  const ids = migrated.data.profiles.map((p) => p.id);
  if (new Set(ids).size !== ids.length) return { ok: false, problem: 'invalid', detail: 'settings.profiles' };
  const profiles = [];
  for (const [i, profile] of migrated.data.profiles.entries()) {
    const checked = checkedAddress(profile.instanceUrl ?? '', profile.plainHttpOrigin ?? '');
    if (!checked) return { ok: false, problem: 'invalid', detail: `settings.profiles.${i}.instanceUrl` };
    profiles.push({ ...profile, ...checked });
  }
  const all = parseAllSettings({ ...migrated.data, profiles });

  const keys: Record<string, ExportedKey> = {};
  const droppedKeys: string[] = [];
  for (const [profileId, value] of Object.entries(file.data.keys ?? {})) {
    const checkedKey = exportedKey.safeParse(value);
    if (!checkedKey.success) return { ok: false, problem: 'invalid', detail: `keys.${profileId}.${where(checkedKey.error)}` };
    const key = checkedKey.data;
    const owner = all.profiles.find((p) => p.id === profileId);
    if (!owner) continue;
    if (originOf(owner.instanceUrl) !== '' && key.origin === originOf(owner.instanceUrl)) keys[profileId] = key;
    else droppedKeys.push(profileId);
  }
  return { ok: true, value: { version: file.data.version, settings: all, keys, droppedKeys } };
}

/**
 * A file's address as the Connection form would save it, with the consent the file states for it
 * (none for a single-label name); null when the form would refuse it.
 */
function checkedAddress(url: string, consent: string): { instanceUrl: string; plainHttpOrigin: string } | null {
  if (url === '') return { instanceUrl: '', plainHttpOrigin: '' };
  let instanceUrl: string;
  try {
    instanceUrl = normalizeBaseUrl(url);
  } catch {
    return null;
  }
  const origin = originOf(instanceUrl);
  const agreed = origin.startsWith('http:') && httpScope(new URL(origin).hostname) === 'private' && consent === origin;
  return { instanceUrl, plainHttpOrigin: agreed ? origin : '' };
}

/** Where the first problem is, as a path (`settings.profiles.0.presets`), for the error shown. */
function where(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> }): string {
  return error.issues[0]?.path.join('.') ?? '';
}
