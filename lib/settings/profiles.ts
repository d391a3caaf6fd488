/**
 * Adding, renaming, choosing and removing profiles. Each runs through updateAllSettings, so
 * profile changes and saves of settings never overwrite one another, and a removed profile's key
 * is cleared with it. What else a profile owns (its index, drafts) is removed by its owner on
 * the change (lib/drafts/profile-cleanup.ts, when a profile disappears from the settings).
 */
import { keyFor } from './api-key';
import { usableOrigin } from './origin';
import { parseProfile, type AllSettings, type Profile } from './schema';
import { updateAllSettings } from './store';

/** A fresh profile id: random, so ids of removed profiles are never reused. */
export function newProfileId(): string {
  return `p-${crypto.randomUUID()}`;
}

/** Adds an empty profile named `name` (with `fields` set) and answers it; the active one stays. */
export async function addProfile(name: string, fields: Partial<Omit<Profile, 'id' | 'name'>> = {}): Promise<Profile> {
  const profile = parseProfile({ ...fields, name: name.trim() }, newProfileId());
  await updateAllSettings((all) => ({ ...all, profiles: [...all.profiles, profile] }));
  return profile;
}

export function renameProfile(id: string, name: string): Promise<AllSettings> {
  return updateAllSettings((all) => ({ ...all, profiles: all.profiles.map((p) => (p.id === id ? { ...p, name: name.trim() } : p)) }));
}

/** Makes profile `id` the active one (an unknown id changes nothing). */
export function chooseProfile(id: string): Promise<AllSettings> {
  return updateAllSettings((all) => (all.profiles.some((p) => p.id === id) ? { ...all, activeProfileId: id } : all));
}

/**
 * Removes profile `id` and its key. The last profile cannot be removed (answers false). When the
 * active profile goes, the first remaining one becomes active.
 */
export async function removeProfile(id: string): Promise<boolean> {
  let removed = false;
  await updateAllSettings((all) => {
    if (all.profiles.length < 2 || !all.profiles.some((p) => p.id === id)) return all;
    removed = true;
    const profiles = all.profiles.filter((p) => p.id !== id);
    return { ...all, profiles, activeProfileId: all.activeProfileId === id ? profiles[0]!.id : all.activeProfileId };
  });
  return removed;
}

/** Moves profile `id` by `offset` places in the list (the order of menus and selects). */
export function moveProfile(id: string, offset: number): Promise<AllSettings> {
  return updateAllSettings((all) => {
    const from = all.profiles.findIndex((p) => p.id === id);
    const to = Math.max(0, Math.min(all.profiles.length - 1, from + offset));
    if (from < 0 || from === to) return all;
    const profiles = [...all.profiles];
    profiles.splice(to, 0, ...profiles.splice(from, 1));
    return { ...all, profiles };
  });
}

/**
 * The profiles that can shorten: an instance set, and a key stored for its origin (`keys`: the
 * key items as read, ./api-key.ts KEY_ITEMS). The context menu names only these (issue 48: a
 * profile with no instance yet was offered as "Shorten with Colleague B").
 */
export function shortenableProfiles<P extends Pick<Profile, 'id' | 'instanceUrl' | 'plainHttpOrigin'>>(profiles: readonly P[], keys: readonly unknown[]): P[] {
  return profiles.filter((profile) => {
    // Plain http not agreed to sends nothing (./origin.ts): that profile cannot shorten either.
    const origin = usableOrigin(profile);
    return origin !== '' && keyFor(profile.id, origin, keys) !== null;
  });
}

/** What a profile is called where it is shown: its name, else its instance's host, else `fallback`. */
export function profileLabel(profile: Pick<Profile, 'name' | 'instanceUrl'>, fallback: string): string {
  if (profile.name) return profile.name;
  try {
    return new URL(profile.instanceUrl).host;
  } catch {
    return fallback;
  }
}
