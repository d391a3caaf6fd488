/**
 * The settings, as every part of Linklet reads them (pages, the background, the popup's start):
 * straight from storage, brought up to SETTINGS_VERSION in memory by the pure migrations, each
 * field checked (schema.ts). Reading never writes; the next save stores the current version.
 */
import { getItems } from '../storage/kv';
import { migrate } from '../storage/item';
import { SETTINGS_ITEM } from './item';
import { parseAllSettings, settingsOf, type AllSettings, type Settings } from './schema';

/** The active profile's settings with the browser's. */
export async function readSettings(): Promise<Settings> {
  return settingsOf(await readAllSettings());
}

/** Every profile, the active one's id, the browser's settings. */
export async function readAllSettings(): Promise<AllSettings> {
  const [value] = await getItems([SETTINGS_ITEM]);
  return parseAllSettings(value);
}

/**
 * A stored value of version `meta.v` (a settings file's) at SETTINGS_VERSION: nothing when there
 * is no value; a newer version than this build knows, or a migration that throws, leaves the
 * value as it was (each field is still checked on parsing).
 */
export function migrateStored(value: unknown, meta: unknown): unknown {
  return migrate(SETTINGS_ITEM, value, meta);
}
