/**
 * The settings file of "Export settings" and "Import settings": every profile, its defaults and
 * presets, the browser's settings, and the API keys only when the user asked for them. A file is
 * outside input, so it is checked strictly with zod (a wrong field refuses the whole file rather
 * than importing something else than what it says); a file of an older version is first brought
 * up to this one by the stored settings' own migrations.
 *
 * An instance address in a file is checked as a typed one is (https, this machine, or plain http
 * on the user's own network) and stored as the form would store it. Consent to plain http comes
 * only from the file's own `plainHttpOrigin` for that very address, never from the address, and
 * never for a single-label name (`http://nas`), which only the user can confirm is a machine of
 * theirs: such a profile is imported, and used once the user has agreed in its settings.
 */
// zod's mini build: the same checks without the methods (and the JSON Schema export) the page never uses.
import * as z from 'zod/mini';
import { httpScope, normalizeBaseUrl } from '../api/base-url';
import { migrateStored } from './read';
import { originOf } from './origin';
import { parseAllSettings, SETTINGS_VERSION, type AllSettings } from './schema';

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

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const text = z.string().check(z.maxLength(2000));
const utm = z.object({
  source: z.optional(text),
  medium: z.optional(text),
  campaign: z.optional(text),
  term: z.optional(text),
  content: z.optional(text),
  extra: z.optional(z.array(z.object({ key: text, value: text }))),
});
const preset = z.object({ id: z.string().check(z.minLength(1)), name: text, domainId: z.nullable(id), spaceId: z.nullable(id), pixelIds: z.array(id), utm });
/** A profile of a file: fields an older version did not have may be missing, a present one must be right. */
const profile = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.optional(text),
  instanceUrl: z.optional(text),
  plainHttpOrigin: z.optional(text),
  rememberKey: z.optional(z.boolean()),
  defaultDomainId: z.optional(z.nullable(id)),
  defaultSpaceId: z.optional(z.nullable(id)),
  defaultPixelIds: z.optional(z.array(id)),
  presets: z.optional(z.array(preset)),
  defaultPresetId: z.optional(z.nullable(z.string())),
});
const settings = z.object({
  activeProfileId: z.optional(z.string()),
  profiles: z.array(profile).check(z.minLength(1)),
  shortenOnOpen: z.optional(z.boolean()),
  autoCopy: z.optional(z.boolean()),
  showKnownLink: z.optional(z.boolean()),
});
const envelope = z.object({
  format: z.literal(SETTINGS_FILE_FORMAT),
  version: z.number().check(z.int(), z.positive()),
  exportedAt: z.optional(z.string()),
  settings: z.record(z.string(), z.unknown()),
  keys: z.optional(z.record(z.string(), z.object({ origin: z.string(), key: z.string().check(z.minLength(1), z.maxLength(500)) }))),
});

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
  const migrated = settings.safeParse(migrateStored(file.data.settings, { v: file.data.version }));
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
  for (const [profileId, key] of Object.entries(file.data.keys ?? {})) {
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
