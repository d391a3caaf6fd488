/**
 * Tells the background's link index about changes made on the options page, so the popup's
 * search and "already shortened" checks see them at once. A background that is not listening
 * (updating, or a test page) must never turn a successful change into an error.
 */
import type { Link } from '../api/schemas';
import { sendMessage } from '../messaging';

/** `profileId`: whose link it is — the profile the view is connected as (refused by the background for another). */
export async function notifyLinkSaved(profileId: string, link: Link): Promise<void> {
  await sendMessage('indexLink', { profileId, link }).catch(() => undefined);
}

export async function notifyLinkDeleted(profileId: string, id: number): Promise<void> {
  await sendMessage('unindexLink', { profileId, id }).catch(() => undefined);
}
