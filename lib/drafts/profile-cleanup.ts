/**
 * What goes with a profile when it is removed. Its key is cleared by the settings' own update
 * (lib/settings/store.ts); here the rest: the popup's drafts — kept per page, not per profile, so
 * all of them: they may hold the removed account's domain and pixel ids — and the link editor's
 * drafts for an instance no profile uses any more. Its link index, its waiting shortens and the
 * host permission of its instance (unless another profile uses it) are removed by the
 * background, which sees the profile leave the settings (so a settings import that replaces the
 * profiles drops theirs too): lib/settings/host-release.ts, lib/queue/owners.ts.
 */
import { DRAFTS_ITEM } from './drafts';
import { clearEditDraftsOf } from './edit-drafts';
import { storage } from 'wxt/utils/storage';
import { originOf } from '../settings/origin';
import { removeProfile } from '../settings/profiles';
import { readAllSettings } from '../settings/read';

/** Removes profile `id` with its key and its drafts. */
export async function removeProfileAndCleanUp(id: string): Promise<boolean> {
  const before = await readAllSettings();
  const gone = before.profiles.filter((profile) => profile.id === id);
  if (!(await removeProfile(id))) return false;
  const after = await readAllSettings();
  const used = new Set(after.profiles.map((profile) => originOf(profile.instanceUrl)));
  await Promise.all([
    storage.removeItems([DRAFTS_ITEM]),
    clearEditDraftsOf(gone.map((profile) => originOf(profile.instanceUrl)).filter((origin) => !used.has(origin))),
  ]);
  return true;
}
