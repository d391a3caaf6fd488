/**
 * What the user typed in the popup, per tab URL, so closing the popup (a click elsewhere closes
 * it) never loses it. Kept in `storage.session`: in memory only, gone when the browser closes,
 * and out of reach of content scripts — which is why a typed link password may be kept too.
 */
import { parseLinkForm, type LinkFormState } from '../link-form/state';
import type { FieldErrors } from '../link-form/validate';
import { storage } from 'wxt/utils/storage';
import { entryIn, keyedDrafts, type KeyedEntries } from '../storage/keyed-drafts';

/** Enough for the tabs someone works through in a session; the oldest go first. */
export const MAX_DRAFTS = 20;

/** The drafts by page URL, each `{ form, errors, savedAt }`. */
export const DRAFTS_ITEM = storage.defineItem<KeyedEntries>('session:drafts', { fallback: {} });

const drafts = keyedDrafts(DRAFTS_ITEM, MAX_DRAFTS);

export interface Draft {
  form: LinkFormState;
  /** The field errors last shown, so a reopened popup still says what was wrong. */
  errors: FieldErrors;
  savedAt: number;
}

function parseErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export async function loadDraft(url: string): Promise<Draft | null> {
  return draftOf(await drafts.load(url));
}

/** The draft for `url` among the stored drafts (DRAFTS_ITEM as read), or null. */
export function draftFor(url: string, stored: unknown): Draft | null {
  return draftOf(entryIn(stored, url));
}

function draftOf(entry: KeyedEntries[string] | undefined): Draft | null {
  const form = parseLinkForm(entry?.form);
  if (!entry || !form) return null;
  return { form, errors: parseErrors(entry.errors), savedAt: typeof entry.savedAt === 'number' ? entry.savedAt : 0 };
}

export function saveDraft(url: string, form: LinkFormState, errors: FieldErrors = {}, now = Date.now()): Promise<void> {
  return drafts.save(url, { form, errors }, now);
}

export function clearDraft(url: string): Promise<void> {
  return drafts.clear(url);
}
