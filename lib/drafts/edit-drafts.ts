/**
 * The unsaved changes of the popup's link editor, per link, so closing the popup (any click
 * outside it) does not lose them: kept like the shorten form's drafts (lib/drafts/drafts.ts), in
 * `storage.session`, keyed by the instance's origin and the link's id.
 */
import { MAX_DRAFTS } from './drafts';
import { parseLinkForm, type LinkFormState } from '../link-form/state';
import { storage } from 'wxt/utils/storage';
import { keyedDrafts, type KeyedEntries } from '../storage/keyed-drafts';

/** The edited forms by `<origin> <link id>`, each `{ form, savedAt }`. */
export const EDIT_DRAFTS_ITEM = storage.defineItem<KeyedEntries>('session:editDrafts', { fallback: {} });

const drafts = keyedDrafts(EDIT_DRAFTS_ITEM, MAX_DRAFTS);

const keyOf = (origin: string, id: number) => `${origin} ${id}`;

/** The edited form of link `id` of `origin`, or null. */
export async function loadEditDraft(origin: string, id: number): Promise<LinkFormState | null> {
  const entry = await drafts.load(keyOf(origin, id));
  return entry ? parseLinkForm(entry.form) : null;
}

export function saveEditDraft(origin: string, id: number, form: LinkFormState, now = Date.now()): Promise<void> {
  return drafts.save(keyOf(origin, id), { form }, now);
}

export function clearEditDraft(origin: string, id: number): Promise<void> {
  return drafts.clear(keyOf(origin, id));
}

/** Drops every edit draft of the instances at `origins` (their profiles are gone). */
export function clearEditDraftsOf(origins: readonly string[]): Promise<void> {
  return drafts.clearWhere((key) => origins.includes(key.slice(0, key.lastIndexOf(' '))));
}
