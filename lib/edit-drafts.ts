/**
 * The unsaved changes of the popup's link editor, per link, so closing the popup (any click
 * outside it) does not lose them: kept like the shorten form's drafts (lib/drafts.ts), in
 * `storage.session`, keyed by the instance's origin and the link's id.
 */
import { getItem, setItem } from './kv';
import { MAX_DRAFTS, serial, type StoredDrafts } from './drafts';
import { parseLinkForm, type LinkFormState } from './link-form/state';
import { EDIT_DRAFTS_ITEM } from './storage-items';

const keyOf = (origin: string, id: number) => `${origin} ${id}`;

async function readAll(): Promise<StoredDrafts> {
  const value = await getItem(EDIT_DRAFTS_ITEM);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/** The edited form of link `id` of `origin`, or null. */
export async function loadEditDraft(origin: string, id: number): Promise<LinkFormState | null> {
  const all = await readAll();
  const key = keyOf(origin, id);
  return Object.hasOwn(all, key) ? parseLinkForm(all[key]?.form) : null;
}

export function saveEditDraft(origin: string, id: number, form: LinkFormState, now = Date.now()): Promise<void> {
  return serial(async () => {
    const all = await readAll();
    all[keyOf(origin, id)] = { form, savedAt: now };
    const newestFirst = Object.entries(all).sort(([, a], [, b]) => Number(b.savedAt ?? 0) - Number(a.savedAt ?? 0));
    await setItem(EDIT_DRAFTS_ITEM, Object.fromEntries(newestFirst.slice(0, MAX_DRAFTS)));
  });
}

export function clearEditDraft(origin: string, id: number): Promise<void> {
  return serial(async () => {
    const all = await readAll();
    const key = keyOf(origin, id);
    if (!Object.hasOwn(all, key)) return;
    delete all[key];
    await setItem(EDIT_DRAFTS_ITEM, all);
  });
}

/** Drops every edit draft of the instances at `origins` (their profiles are gone). */
export function clearEditDraftsOf(origins: readonly string[]): Promise<void> {
  return serial(async () => {
    const all = await readAll();
    const kept = Object.entries(all).filter(([key]) => !origins.includes(key.slice(0, key.lastIndexOf(' '))));
    if (kept.length < Object.keys(all).length) await setItem(EDIT_DRAFTS_ITEM, Object.fromEntries(kept));
  });
}
