import { storage } from 'wxt/utils/storage';
import { watch } from '../kv';
import { SETTINGS_KEY } from '../storage-keys';
import { clearApiKey } from './api-key';
import { originOf } from './origin';
import { SETTINGS_MIGRATIONS } from './migrations';
import { DEFAULT_SETTINGS, parseSettings, SETTINGS_VERSION, type Settings } from './schema';

/**
 * The versioned storage item. Defined on use, not at module top level: defining it starts its
 * migration, which needs the extension APIs (absent when WXT imports entrypoints at build time).
 */
function settingsItem() {
  return storage.defineItem<Record<string, unknown>>(SETTINGS_KEY, {
    fallback: { ...DEFAULT_SETTINGS },
    version: SETTINGS_VERSION,
    migrations: SETTINGS_MIGRATIONS,
  });
}

export { originOf };

/** The settings, migrated and persisted by the versioned item (pages; the background uses read.ts). */
export async function loadSettings(): Promise<Settings> {
  return parseSettings(await settingsItem().getValue());
}

/** The defaults that name records of one instance: another instance's ids mean other records. */
const PER_INSTANCE: Partial<Settings> = { defaultDomainId: null, defaultSpaceId: null, defaultPixelIds: [] };

/**
 * Saves run one after another: each reads the settings and writes them back whole, so two at
 * once (two switches flipped quickly) would otherwise lose the first change.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Saves a change. When the instance's origin changes, the stored key is cleared first (an old
 * key is never sent to a new host), and so are the default domain, space and pixels, unless the
 * same change sets them.
 */
export function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const saved = queue.then(() => applyPatch(patch));
  queue = saved.catch(() => undefined);
  return saved;
}

async function applyPatch(patch: Partial<Settings>): Promise<Settings> {
  const current = await loadSettings();
  const merged = parseSettings({ ...current, ...patch });
  const originChanged = originOf(merged.instanceUrl) !== originOf(current.instanceUrl);
  const next = originChanged ? parseSettings({ ...current, ...PER_INSTANCE, ...patch }) : merged;
  if (originChanged) await clearApiKey();
  await settingsItem().setValue(next);
  return next;
}

/** Calls back with the new settings whenever they change (in any extension page). */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  return watch(SETTINGS_KEY, (value) => callback(parseSettings(value)));
}

