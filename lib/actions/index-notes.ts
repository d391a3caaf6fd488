/**
 * How an action keeps the background's link index current, so the popup's search, "Recent" and
 * the duplicate check never show a link as it was: an edit files the server's answer, a delete
 * drops the link. A background that is not listening (updating, asleep, a test page) must never
 * turn a change that was made into an error, and a page never waits on it.
 */
import type { Link } from '../api/schemas';
import { sendMessage } from '../messaging';

export interface IndexNotes {
  /** A link was made or changed: the index holds the server's record. */
  saved(link: Link): void;
  /** A link was deleted (or found gone): the index drops it. */
  forget(id: number): void;
}

/** `profileId`: whose link it is — the profile the page is connected as (the background refuses another). */
export function indexNotes(profileId: string): IndexNotes {
  return {
    saved: (link) => void sendMessage('indexLink', { profileId, link }).catch(() => undefined),
    forget: (id) => void sendMessage('unindexLink', { profileId, id }).catch(() => undefined),
  };
}
