/**
 * What the user typed in the popup, per tab URL, so closing the popup (a click elsewhere closes
 * it) never loses it. Kept in `storage.session`: in memory only, gone when the browser closes,
 * and out of reach of content scripts — which is why a typed link password may be kept too.
 */
import { getItem, setItem } from './kv';
import { parseLinkForm, type LinkFormState } from './link-form/state';
import type { FieldErrors } from './link-form/validate';
import { DRAFTS_ITEM } from './storage-items';

/** Enough for the tabs someone works through in a session; the oldest go first. */
export const MAX_DRAFTS = 20;

export interface Draft {
  form: LinkFormState;
  /** The field errors last shown, so a reopened popup still says what was wrong. */
  errors: FieldErrors;
  savedAt: number;
}

/** As stored: drafts by page URL, checked as they are read (an older version may have written them). */
export type StoredDrafts = Record<string, { form: unknown; errors?: unknown; savedAt?: unknown }>;

async function readAll(): Promise<StoredDrafts> {
  const value = await getItem(DRAFTS_ITEM);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredDrafts) : {};
}

function parseErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

// Saves follow each keystroke; chaining them keeps one save's read-modify-write from undoing another's.
let queue: Promise<unknown> = Promise.resolve();
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export async function loadDraft(url: string): Promise<Draft | null> {
  return draftFor(url, await getItem(DRAFTS_ITEM));
}

/** The draft for `url` among the stored drafts, or null. */
export function draftFor(url: string, stored: unknown): Draft | null {
  const all = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as StoredDrafts) : {};
  const entry = Object.hasOwn(all, url) ? all[url] : undefined;
  const form = parseLinkForm(entry?.form);
  if (!entry || !form) return null;
  return { form, errors: parseErrors(entry.errors), savedAt: typeof entry.savedAt === 'number' ? entry.savedAt : 0 };
}

export function saveDraft(url: string, form: LinkFormState, errors: FieldErrors = {}, now = Date.now()): Promise<void> {
  return serial(async () => {
    const all = await readAll();
    all[url] = { form, errors, savedAt: now };
    const newestFirst = Object.entries(all).sort(([, a], [, b]) => Number(b.savedAt ?? 0) - Number(a.savedAt ?? 0));
    await setItem(DRAFTS_ITEM, Object.fromEntries(newestFirst.slice(0, MAX_DRAFTS)));
  });
}

export function clearDraft(url: string): Promise<void> {
  return serial(async () => {
    const all = await readAll();
    if (!(url in all)) return;
    delete all[url];
    await setItem(DRAFTS_ITEM, all);
  });
}
