/**
 * The settings as stored: every profile (instance URL, defaults, presets) and the browser's
 * switches, no secret among them. Versioned: brought up to SETTINGS_VERSION by the pure
 * migrations when read; each field is then checked by the schema (./read.ts).
 */
import { storage } from 'wxt/utils/storage';
import { SETTINGS_MIGRATIONS } from './migrations';
import type { AllSettings } from './schema';
import { SETTINGS_VERSION } from './version';

// Checked on read (./read.ts): what fails the schema reads as the defaults, so nothing throws.
export const SETTINGS_ITEM = storage.defineItem<AllSettings | null>('local:settings', {
  fallback: null,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});

/** Where WXT keeps the settings' version (`{ v }`), read with them so a reader knows what it holds. */
export const SETTINGS_VERSION_ITEM = storage.defineItem<{ v?: unknown }>(`${SETTINGS_ITEM.key}$`);
