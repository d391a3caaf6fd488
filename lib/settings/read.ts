/**
 * The settings, as every part of Linklet reads them (pages, the background, the popup's start):
 * straight from storage with their version, at SETTINGS_VERSION, each field checked (schema.ts).
 */
import { getValues } from '../storage/item';
import { SETTINGS_ITEM, SETTINGS_VERSION_ITEM } from './item';
import { SETTINGS_MIGRATIONS } from './migrations';
import { SETTINGS_VERSION } from './version';
import { parseAllSettings, settingsOf, type AllSettings, type Settings } from './schema';

/** The active profile's settings with the browser's. */
export async function readSettings(): Promise<Settings> {
  return settingsOf(await readAllSettings());
}

/** Every profile, the active one's id, the browser's settings. */
export async function readAllSettings(): Promise<AllSettings> {
  const [value, meta] = await getValues([SETTINGS_ITEM, SETTINGS_VERSION_ITEM]);
  return parseStoredSettings(value, meta);
}

/**
 * The settings from their stored value and version (SETTINGS_VERSION_ITEM). WXT migrates the
 * item when a context defines it; a value an older build wrote since (a restored profile, another
 * context mid-upgrade) is brought up here too, in memory.
 */
export function parseStoredSettings(value: unknown, meta: unknown): AllSettings {
  return parseAllSettings(migrateStored(value, meta));
}

/**
 * A stored value of version `meta.v` (a settings file's) at SETTINGS_VERSION: nothing when there
 * is no value; a newer version than this build knows, or a migration that throws, leaves the
 * value as it was (each field is still checked on parsing).
 */
export function migrateStored(value: unknown, meta: unknown): unknown {
  if (value == null) return null;
  const recorded = (meta as { v?: unknown } | null | undefined)?.v;
  let migrated = value;
  try {
    for (let version = (typeof recorded === 'number' ? recorded : 1) + 1; version <= SETTINGS_VERSION; version++) {
      migrated = SETTINGS_MIGRATIONS[version]?.(migrated as never) ?? migrated;
    }
  } catch {
    return value;
  }
  return migrated;
}
