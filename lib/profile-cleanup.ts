/**
 * What goes with a profile when it is removed. Its key is cleared by the settings' own update
 * (./settings/store.ts); here the rest: the host permission for its origin, unless another
 * profile still uses that origin (the browser grants per origin, not per profile), the popup's
 * drafts — kept per page, not per profile, so all of them: they may hold the removed account's
 * domain and pixel ids — and the link editor's drafts for an instance no profile uses any more.
 * Its link index is removed by the background, which sees the profile leave the settings (so a
 * settings import that replaces the profiles drops theirs too).
 */
import { clearEditDraftsOf } from './edit-drafts';
import { removeItems } from './kv';
import { DRAFTS_ITEM } from './storage-items';
import { hostPattern, removeHostPermission } from './permissions';
import { originOf } from './settings/origin';
import { removeProfile } from './settings/profiles';
import { readAllSettings } from './settings/read';
import type { Profile } from './settings/schema';

/**
 * The origins of `removed` profiles whose permission none of `remaining` needs. Compared by the
 * pattern granted: Firefox's carries no port, so one grant serves every port of a host.
 */
export function originsToRelease(removed: readonly Profile[], remaining: readonly Profile[], firefox?: boolean): string[] {
  const patternOf = (profile: Profile) => {
    const origin = originOf(profile.instanceUrl);
    return origin ? hostPattern(origin, firefox) : '';
  };
  const kept = new Set(remaining.map(patternOf));
  const origins = removed.filter((profile) => patternOf(profile) && !kept.has(patternOf(profile))).map((profile) => originOf(profile.instanceUrl));
  return [...new Set(origins)];
}

/** Removes profile `id` with its key and, when no other profile needs it, its host permission. */
export async function removeProfileAndCleanUp(id: string): Promise<boolean> {
  const before = await readAllSettings();
  const gone = before.profiles.filter((profile) => profile.id === id);
  if (!(await removeProfile(id))) return false;
  const after = await readAllSettings();
  await Promise.all(originsToRelease(gone, after.profiles).map((origin) => removeHostPermission(origin)));
  const used = new Set(after.profiles.map((profile) => originOf(profile.instanceUrl)));
  await Promise.all([removeItems([DRAFTS_ITEM]), clearEditDraftsOf(gone.map((profile) => originOf(profile.instanceUrl)).filter((origin) => !used.has(origin)))]);
  return true;
}
