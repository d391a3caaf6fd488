/**
 * Settings as the background reads them: straight from storage through lib/kv.ts, without WXT's
 * versioned item (store.ts), so the worker does not carry @wxt-dev/storage. The stored value is
 * brought up to SETTINGS_VERSION in memory by the same pure migrations the item runs; only pages
 * (through store.ts) write the migrated value back, so the two never race to persist it.
 */
import { getItems } from '../kv';
import { SETTINGS_KEY } from '../storage-keys';
import { SETTINGS_MIGRATIONS } from './migrations';
import { DEFAULT_SETTINGS, parseSettings, SETTINGS_VERSION, type Settings } from './schema';

/** Where WXT's storage keeps an item's metadata (`{ v: version }`): the key followed by `$`. */
export const SETTINGS_META_KEY = `${SETTINGS_KEY}$` as const;

export async function readSettings(): Promise<Settings> {
  const [value, meta] = await getItems([SETTINGS_KEY, SETTINGS_META_KEY]);
  return parseSettings(migrateStored(value, meta));
}

/**
 * What WXT's `defineItem(…).getValue()` answers for this stored value and meta: the defaults when
 * there is no value; a value without a recorded version is v1; a newer version than this build
 * knows, or a migration that throws, leaves the value as stored (WXT logs and returns it as is).
 */
export function migrateStored(value: unknown, meta: unknown): unknown {
  if (value == null) return DEFAULT_SETTINGS;
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
