/**
 * How an action keeps the link index current, so the popup's search, "Recent" and the duplicate
 * check never show a link as it was: an edit files the server's answer, a delete drops the link.
 * A page's notes go to the background by message (lib/messaging/index-notes.ts); a page never
 * waits on them, and one that is not heard never turns a change that was made into an error.
 */
import type { Link } from '../api/schemas';

export interface IndexNotes {
  /** A link was made or changed: the index holds the server's record. */
  saved(link: Link): void;
  /** A link was deleted (or found gone): the index drops it. */
  forget(id: number): void;
}
