/**
 * A page's index notes (lib/actions/index-notes.ts), told to the background's index by message.
 * A background that is not listening (updating, asleep, a test page) is not an error.
 */
import type { IndexNotes } from '../actions/index-notes';
import { sendMessage } from './index';

/** `profileId`: whose link it is — the profile the page is connected as (the background refuses another). */
export function indexNotes(profileId: string): IndexNotes {
  return {
    saved: (link) => void sendMessage('indexLink', { profileId, link }).catch(() => undefined),
    forget: (id) => void sendMessage('unindexLink', { profileId, id }).catch(() => undefined),
  };
}
