/**
 * The settings as stored: every profile (instance URL, defaults, presets) and the browser's
 * switches, no secret among them. Versioned: brought up to SETTINGS_VERSION by the pure
 * migrations when read; each field is then checked by the schema (./read.ts).
 */
import { defineItem } from '../storage/item';
import { SETTINGS_MIGRATIONS } from './migrations';
import type { AllSettings } from './schema';
import { SETTINGS_VERSION } from './version';

export const SETTINGS_ITEM = defineItem<AllSettings | null>('local:settings', {
  fallback: null,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});
