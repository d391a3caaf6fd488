/**
 * Export and import of the settings as a whole: what an import would change (shown before it is
 * confirmed), and applying it. "Merge" adds the file's profiles and updates those of the same id,
 * keeping the rest and this browser's own settings; "Replace" makes the settings exactly the
 * file's. Keys are written only for their profile's origin (checked when the file was read), and
 * no host permission is asked for: a profile without it shows "Grant access" as any other.
 */
import { loadApiKey } from './api-key';
import { settingsFileName, settingsFileText, type ExportedKey, type ImportedSettings } from './file';
import { originOf } from './origin';
import { readAllSettings } from './read';
import { saveApiKey } from './save-key';
import type { AllSettings, Profile } from './schema';
import { updateAllSettings } from './store';

export type ImportMode = 'merge' | 'replace';

/** The export of the current settings: the file's name and text. Keys only when `includeKeys`. */
export async function exportSettings(includeKeys: boolean, date = new Date()): Promise<{ name: string; text: string }> {
  const all = await readAllSettings();
  let keys: Record<string, ExportedKey> | null = null;
  if (includeKeys) {
    keys = {};
    for (const profile of all.profiles) {
      const origin = originOf(profile.instanceUrl);
      const key = origin ? await loadApiKey(profile.id, origin) : null;
      if (key) keys[profile.id] = { origin, key };
    }
  }
  return { name: settingsFileName(date), text: settingsFileText(all, keys, date) };
}

export interface ImportChanges {
  added: Profile[];
  /** Profiles of the same id, which the file's version replaces. */
  updated: Profile[];
  /** Profiles that only "Replace" removes (with their keys). */
  removed: Profile[];
  presets: number;
  /** Whether "Replace" changes this browser's switches (shorten on open, copy automatically). */
  browserSettings: boolean;
}

/** What importing `imported` into `current` changes (the removed list and switches are Replace's). */
export function importChanges(current: AllSettings, imported: ImportedSettings): ImportChanges {
  const incoming = imported.settings;
  const has = (list: Profile[], id: string) => list.some((p) => p.id === id);
  return {
    added: incoming.profiles.filter((p) => !has(current.profiles, p.id)),
    updated: incoming.profiles.filter((p) => has(current.profiles, p.id)),
    removed: current.profiles.filter((p) => !has(incoming.profiles, p.id)),
    presets: incoming.profiles.reduce((sum, p) => sum + p.presets.length, 0),
    browserSettings: incoming.shortenOnOpen !== current.shortenOnOpen || incoming.autoCopy !== current.autoCopy,
  };
}

/** Applies the import and saves its keys; answers the settings as they are now. */
export async function applyImport(imported: ImportedSettings, mode: ImportMode): Promise<AllSettings> {
  const incoming = imported.settings;
  const next = await updateAllSettings((all) => {
    // The already-shortened mark stays as it is: it needs a permission only this browser's user can grant.
    if (mode === 'replace') return { ...structuredClone(incoming), showKnownLink: all.showKnownLink };
    const profiles = all.profiles.map((p) => incoming.profiles.find((q) => q.id === p.id) ?? p);
    for (const p of incoming.profiles) if (!all.profiles.some((q) => q.id === p.id)) profiles.push(p);
    return { ...all, profiles };
  });
  for (const [profileId, { origin, key }] of Object.entries(imported.keys)) {
    const profile = next.profiles.find((p) => p.id === profileId);
    // Checked again against what was stored: only ever the origin of the profile it belongs to.
    if (profile && originOf(profile.instanceUrl) === origin) await saveApiKey(profileId, key, origin, profile.rememberKey);
  }
  return next;
}
