/**
 * Tells the background's link index about changes made on the options page, so the popup's
 * search and "already shortened" checks see them at once. A background that is not listening
 * (updating, or a test page) must never turn a successful change into an error.
 */
import type { Link } from '../api/schemas';
import { sendMessage } from '../messaging';

export async function notifyLinkSaved(link: Link): Promise<void> {
  await sendMessage('indexLink', { link }).catch(() => undefined);
}

export async function notifyLinkDeleted(id: number): Promise<void> {
  await sendMessage('unindexLink', { id }).catch(() => undefined);
}
