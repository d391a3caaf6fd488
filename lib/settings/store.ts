import { entry, setItems, watch } from '../kv';
import { SETTINGS_ITEM, SETTINGS_META_ITEM } from '../storage-items';
import { clearApiKey } from './api-key';
import { originOf } from './origin';
import { migrateStored, readSettings } from './read';
import { parseSettings, SETTINGS_VERSION, type Settings } from './schema';

export { originOf, readSettings };

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
  const current = await readSettings();
  const merged = parseSettings({ ...current, ...patch });
  const originChanged = originOf(merged.instanceUrl) !== originOf(current.instanceUrl);
  const next = originChanged ? parseSettings({ ...current, ...PER_INSTANCE, ...patch }) : merged;
  if (originChanged) await clearApiKey();
  // The value and its version in one write: a reader never sees the one without the other.
  await setItems([entry(SETTINGS_ITEM, next), entry(SETTINGS_META_ITEM, { v: SETTINGS_VERSION })]);
  return next;
}

/** Calls back with the new settings whenever they change (in any extension page). */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  // Every save writes the current version, so a changed value is read as one.
  return watch(SETTINGS_ITEM, (value) => callback(parseSettings(migrateStored(value, { v: SETTINGS_VERSION }))));
}

