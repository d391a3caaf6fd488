/**
 * Unsaved input by key (a page's URL, a link's id), in one stored item, keeping the `max` most
 * recently saved: the store behind the popup's drafts (lib/drafts/drafts.ts) and the link editor's
 * (lib/drafts/edit-drafts.ts). Each entry is stored with the time it was saved. Entries are answered as
 * stored, since an older version may have written them: their owner checks them.
 */
import type { StoredItem } from './item';

/** As stored: entries by key, each with the time it was saved. */
export type KeyedEntries = Record<string, { savedAt?: unknown; [field: string]: unknown }>;

export interface KeyedDrafts {
  /** The entry stored under `key`, or undefined. */
  load(key: string): Promise<KeyedEntries[string] | undefined>;
  /** Stores `fields` under `key` with the time `now`, dropping the oldest entries beyond `max`. */
  save(key: string, fields: Record<string, unknown>, now?: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Drops every entry whose key `drop` accepts. */
  clearWhere(drop: (key: string) => boolean): Promise<void>;
}

/** The entry under `key` among `stored` entries (as read, maybe with other items), or undefined. */
export function entryIn(stored: unknown, key: string): KeyedEntries[string] | undefined {
  const all = entriesOf(stored);
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

function entriesOf(stored: unknown): KeyedEntries {
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...(stored as KeyedEntries) } : {};
}

export function keyedDrafts(item: StoredItem<KeyedEntries>, max: number): KeyedDrafts {
  // Saves follow each keystroke; chaining them keeps one save's read-modify-write from undoing another's.
  let queue: Promise<unknown> = Promise.resolve();
  const change = (edit: (all: KeyedEntries) => KeyedEntries | null): Promise<void> => {
    const run = queue.then(async () => {
      const next = edit(entriesOf(await item.getValue()));
      if (next) await item.setValue(next);
    });
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    load: async (key) => entryIn(await item.getValue(), key),
    save: (key, fields, now = Date.now()) =>
      change((all) => {
        all[key] = { ...fields, savedAt: now };
        const newestFirst = Object.entries(all).sort(([, a], [, b]) => Number(b.savedAt ?? 0) - Number(a.savedAt ?? 0));
        return Object.fromEntries(newestFirst.slice(0, max));
      }),
    clear: (key) =>
      change((all) => {
        if (!Object.hasOwn(all, key)) return null;
        delete all[key];
        return all;
      }),
    clearWhere: (drop) =>
      change((all) => {
        const kept = Object.entries(all).filter(([key]) => !drop(key));
        return kept.length < Object.keys(all).length ? Object.fromEntries(kept) : null;
      }),
  };
}
