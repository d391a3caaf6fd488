import { storage } from 'wxt/utils/storage';
import { storageWrite } from '../storage/error';
import { getValues } from '../storage/item';
import { SETTINGS_ITEM, SETTINGS_VERSION_ITEM } from './item';
import { SETTINGS_VERSION } from './version';
import { enforceManaged, MANAGED_ITEM, managedOf } from './managed';
import { clearApiKey } from './save-key';
import { originOf } from './origin';
import { parseStoredSettings, readAllSettings, readSettings } from './read';
import { parseAllSettings, PROFILE_FIELDS, settingsOf, type AllSettings, type Profile, type Settings } from './schema';

export { originOf, readAllSettings, readSettings };

/**
 * Changes run one after another: each reads the settings and writes them back whole, so two at
 * once (two switches flipped quickly) would otherwise lose the first change.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Applies `change` to all the settings and stores the result (checked again), returning it. What
 * an organization's policy fixes stays as it says (./managed.ts), whatever the change. The keys
 * of profiles whose origin changed, or that are gone, are cleared first: an old key is never sent
 * to a new host.
 */
export function updateAllSettings(change: (all: AllSettings) => AllSettings): Promise<AllSettings> {
  const saved = queue.then(async () => {
    const [stored, meta, managed] = await getValues([SETTINGS_ITEM, SETTINGS_VERSION_ITEM, MANAGED_ITEM]);
    const current = parseStoredSettings(stored, meta);
    const next = parseAllSettings(enforceManaged(change(structuredClone(current)), current, managedOf(managed)));
    for (const before of current.profiles) {
      const after = next.profiles.find((profile) => profile.id === before.id);
      if (!after || originOf(after.instanceUrl) !== originOf(before.instanceUrl)) await clearApiKey(before.id);
    }
    // The value and its version in one set: a reader never sees the one without the other.
    await storageWrite(
      SETTINGS_ITEM.key,
      storage.setItems([
        { item: SETTINGS_ITEM, value: next },
        { item: SETTINGS_VERSION_ITEM, value: { v: SETTINGS_VERSION } },
      ]),
    );
    return next;
  });
  queue = saved.catch(() => undefined);
  return saved;
}

/**
 * Saves a change to profile `profileId` (the active one by default) and to the browser's
 * settings. When the profile's origin changes, so that its key is cleared, its default domain,
 * space and pixels are reset (another instance's ids mean other records) unless the same change
 * sets them, and its presets keep their UTM parameters but no longer name records.
 */
export async function saveSettings(patch: Partial<Settings>, profileId?: string): Promise<Settings> {
  // The active profile as the serialized change reads it: a switch queued before this save counts.
  let id = profileId ?? '';
  const all = await updateAllSettings((current) => {
    id ||= current.activeProfileId;
    const { profileId: _ignored, ...fields } = patch;
    for (const [name, value] of Object.entries(fields)) {
      if (!isProfileField(name)) (current as unknown as Record<string, unknown>)[name] = value;
    }
    current.profiles = current.profiles.map((profile) => (profile.id === id ? patchProfile(profile, fields) : profile));
    return current;
  });
  return settingsOf(all, id);
}

function patchProfile(profile: Profile, patch: Partial<Settings>): Profile {
  const next: Record<string, unknown> = { ...profile };
  for (const [name, value] of Object.entries(patch)) if (isProfileField(name)) next[name] = value;
  if (originOf(String(next.instanceUrl)) === originOf(profile.instanceUrl)) return next as unknown as Profile;
  return {
    ...(next as unknown as Profile),
    defaultDomainId: patch.defaultDomainId ?? null,
    defaultSpaceId: patch.defaultSpaceId ?? null,
    defaultPixelIds: patch.defaultPixelIds ?? [],
    presets: (patch.presets ?? profile.presets).map((preset) => (patch.presets ? preset : { ...preset, domainId: null, spaceId: null, pixelIds: [] })),
  };
}

/** Whether `name` is a field of a profile (the rest of Settings is the browser's). */
function isProfileField(name: string): name is Exclude<keyof Profile, 'id'> {
  return Object.hasOwn(PROFILE_FIELDS, name);
}

/** Calls back with the active profile's settings whenever the settings change (in any extension page). */
export function watchSettings(callback: (settings: Settings) => void): () => void {
  return watchAllSettings((all) => callback(settingsOf(all)));
}

/** Calls back with all the settings whenever they change (in any extension page). */
export function watchAllSettings(callback: (all: AllSettings) => void): () => void {
  // A change event carries no version: read as version 1, which the migrations leave as it is when current.
  return SETTINGS_ITEM.watch((value) => callback(parseStoredSettings(value, null)));
}
