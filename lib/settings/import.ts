/**
 * Export and import of the settings as a whole: what an import would change (shown before it is
 * confirmed), and applying it. "Merge" adds the file's profiles and updates those of the same id,
 * keeping the rest and this browser's own settings; "Replace" makes the settings exactly the
 * file's. Keys are written only for their profile's origin (checked when the file was read), and
 * no host permission is asked for: a profile without it shows "Grant access" as any other.
 *
 * A file chooses both a profile's address and the key for it, so a file that points an existing
 * profile at another address, or gives it another key, could send its links to someone else's
 * server or account: the preview says each such change, and the page asks for a confirmation of
 * its own before either button imports (issue 29).
 */
import { loadApiKey } from './api-key';
import { settingsFileName, settingsFileText, type ExportedKey, type ImportedSettings } from './file';
import { originOf, usableOrigin } from './origin';
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
  /** Profiles of this browser the file points at another address: `from` → `to` ('' for none). */
  moved: Array<{ profile: Profile; from: string; to: string }>;
  /** The file's profiles that receive a key from it. */
  keyed: Profile[];
  /**
   * Profiles of this browser with an address, whose address or key the file changes (a key where
   * there was none, or another): the import asks for a confirmation of its own. An empty profile
   * (a fresh browser's) sends nothing anywhere yet, so filling it needs none.
   */
  redirected: Profile[];
  /** The file's profiles on plain http to the user's network, used only once the user agrees in their settings. */
  awaitingConsent: Profile[];
  /** Profiles the file adds with a key: links sent to their server from now on, under that account. */
  keyedAdded: Profile[];
  /**
   * Profiles of this browser with a key (stored or the file's) that the file gives a consent to
   * plain http they did not have: the key would travel unencrypted from then on, as after an
   * address change, so the import asks (issue 47).
   */
  unencrypted: Profile[];
  /**
   * The profile "Replace" would make active when it is another one than today's, or today's sent
   * elsewhere: the popup, the shortcut and the context menu would use it from then on (null: none).
   */
  activeAfterReplace: Profile | null;
}

/** Each profile's stored key for its instance (null: none), as `importChanges` compares them. */
export async function storedKeys(all: AllSettings): Promise<Record<string, string | null>> {
  const keys: Record<string, string | null> = {};
  for (const profile of all.profiles) {
    const origin = originOf(profile.instanceUrl);
    keys[profile.id] = origin ? await loadApiKey(profile.id, origin) : null;
  }
  return keys;
}

/**
 * What importing `imported` into `current` changes (the removed list and switches are Replace's).
 * `keys`: the stored keys of `current`'s profiles (storedKeys).
 */
export function importChanges(current: AllSettings, imported: ImportedSettings, keys: Record<string, string | null> = {}): ImportChanges {
  const incoming = imported.settings;
  const find = (list: Profile[], id: string) => list.find((p) => p.id === id);
  const updated = incoming.profiles.filter((p) => find(current.profiles, p.id));
  const keyChanged = (p: Profile) => Object.hasOwn(imported.keys, p.id) && imported.keys[p.id]!.key !== keys[p.id];
  return {
    added: incoming.profiles.filter((p) => !find(current.profiles, p.id)),
    updated,
    removed: current.profiles.filter((p) => !find(incoming.profiles, p.id)),
    presets: incoming.profiles.reduce((sum, p) => sum + p.presets.length, 0),
    browserSettings: incoming.shortenOnOpen !== current.shortenOnOpen || incoming.autoCopy !== current.autoCopy,
    moved: updated.flatMap((p) => {
      const from = find(current.profiles, p.id)!.instanceUrl;
      return from === p.instanceUrl ? [] : [{ profile: p, from, to: p.instanceUrl }];
    }),
    keyed: incoming.profiles.filter((p) => Object.hasOwn(imported.keys, p.id)),
    redirected: updated.filter((p) => {
      const before = find(current.profiles, p.id)!.instanceUrl;
      return before !== '' && (before !== p.instanceUrl || keyChanged(p));
    }),
    awaitingConsent: incoming.profiles.filter((p) => p.instanceUrl !== '' && usableOrigin(p) === ''),
    keyedAdded: incoming.profiles.filter((p) => !find(current.profiles, p.id) && Object.hasOwn(imported.keys, p.id)),
    unencrypted: updated.filter((p) => {
      const keyed = keys[p.id] != null || Object.hasOwn(imported.keys, p.id);
      return keyed && usableOrigin(p) !== '' && usableOrigin(find(current.profiles, p.id)!) === '' && p.plainHttpOrigin !== '';
    }),
    activeAfterReplace: activeAfterReplace(current, imported, keyChanged),
  };
}

/** The file's active profile when Replace would switch to it: another id with an address, or today's id pointed elsewhere. */
function activeAfterReplace(current: AllSettings, imported: ImportedSettings, keyChanged: (p: Profile) => boolean): Profile | null {
  const next = imported.settings.profiles.find((p) => p.id === imported.settings.activeProfileId);
  if (!next || next.instanceUrl === '') return null;
  const now = current.profiles.find((p) => p.id === current.activeProfileId);
  // A fresh browser's empty profile sends nothing anywhere yet: a restore needs no confirmation for it.
  if (!now || now.instanceUrl === '') return null;
  const same = now.id === next.id && now.instanceUrl === next.instanceUrl && !keyChanged(next);
  return same ? null : next;
}

/**
 * Whether importing in `mode` must be confirmed on its own (issue 29, issue 40, issue 47): it points a
 * profile of this browser at another server or account, adds one with a key, lets a key travel
 * over plain http, or (Replace) makes another
 * profile the one the popup, the shortcut and the context menu use.
 */
export const needsConfirmation = (changes: ImportChanges, mode: ImportMode): boolean =>
  changes.redirected.length > 0 ||
  changes.keyedAdded.length > 0 ||
  changes.unencrypted.length > 0 ||
  (mode === 'replace' && changes.activeAfterReplace !== null);

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
