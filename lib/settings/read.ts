/**
 * The settings, as every part of Linklet reads them (pages, the background, the popup's start):
 * straight from storage, brought up to SETTINGS_VERSION in memory by the pure migrations, each
 * field checked (schema.ts). Reading never writes; the next save stores the current version.
 */
import { getItems } from '../kv';
import { SETTINGS_ITEM, SETTINGS_META_ITEM } from '../storage-items';
import { SETTINGS_MIGRATIONS } from './migrations';
import { parseAllSettings, settingsOf, SETTINGS_VERSION, type AllSettings, type Settings } from './schema';

/** The active profile's settings with the browser's. */
export async function readSettings(): Promise<Settings> {
  return settingsOf(await readAllSettings());
}

/** Every profile, the active one's id, the browser's settings. */
export async function readAllSettings(): Promise<AllSettings> {
  const [value, meta] = await getItems([SETTINGS_ITEM, SETTINGS_META_ITEM]);
  return allSettingsFrom(value, meta);
}

/** The active profile's settings of a stored value and its version. */
export function settingsFrom(value: unknown, meta: unknown): Settings {
  return settingsOf(allSettingsFrom(value, meta));
}

export function allSettingsFrom(value: unknown, meta: unknown): AllSettings {
  return parseAllSettings(migrateStored(value, meta));
}

/**
 * The settings of a value seen in a change event, whose version is not in the event when only the
 * value changed. Read as from the first version: each migration leaves a value already in its
 * shape as it is, so whatever version wrote it comes out right.
 */
export function changedSettings(value: unknown): AllSettings {
  return allSettingsFrom(value, null);
}

/**
 * The stored value at SETTINGS_VERSION: nothing (the defaults) when there is no value; a value
 * without a recorded version is v1; a newer version than this build knows, or a migration that
 * throws, leaves the value as stored (each field is still checked on parsing).
 */
export function migrateStored(value: unknown, meta: unknown): unknown {
  if (value == null) return null;
  const recorded = typeof meta === 'object' && meta !== null ? (meta as { v?: unknown }).v : undefined;
  const from = typeof recorded === 'number' ? recorded : 1;
  let migrated = value as Record<string, unknown>;
  try {
    for (let version = from + 1; version <= SETTINGS_VERSION; version++) {
      migrated = SETTINGS_MIGRATIONS[version]?.(migrated) ?? migrated;
    }
  } catch {
    return value;
  }
  return migrated;
}
