/**
 * Reading and writing the items of storage-items.ts over `browser.storage.local` / `.session`:
 * one `get` per area for several items, one `set` per area for several writes (a reader never
 * sees half of them), change events per item, and values kept in memory until they change.
 */
import { browser } from 'wxt/browser';
import { ApiError } from './api/errors';
import type { Item, StorageArea } from './storage-items';

export type { Item };

function split(item: Item<unknown>): [StorageArea, string] {
  const colon = item.key.indexOf(':');
  return [item.key.slice(0, colon) as StorageArea, item.key.slice(colon + 1)];
}

/** The names of `entries` per area, so each area is asked (or written) once. */
function byArea<T>(entries: ReadonlyArray<readonly [Item<unknown>, T]>): Partial<Record<StorageArea, [string, T][]>> {
  const groups: Partial<Record<StorageArea, [string, T][]>> = {};
  for (const [item, value] of entries) {
    const [area, name] = split(item);
    (groups[area] ??= []).push([name, value]);
  }
  return groups;
}

type Values<I extends readonly Item<unknown>[]> = { [K in keyof I]: I[K] extends Item<infer T> ? T | null : never };

// `browser.storage` is resolved per call, never at module top level: WXT imports entrypoints at
// build time, without the extension APIs.

/**
 * The values of `items`, in their order (null for a missing one), one `get` per area, the areas
 * asked at once. Typed as
 * written; storage may hold what an older version wrote, so owners check what they rely on.
 */
export async function getItems<const I extends readonly Item<unknown>[]>(items: I): Promise<Values<I>> {
  const areas = Object.entries(byArea(items.map((item) => [item, 0] as const)));
  const answers = await Promise.all(areas.map(([area, names]) => browser.storage[area as StorageArea].get(names.map(([name]) => name))));
  const found: Partial<Record<StorageArea, Record<string, unknown>>> = Object.fromEntries(areas.map(([area], i) => [area, answers[i]]));
  return items.map((item) => {
    const [area, name] = split(item);
    return found[area]?.[name] ?? null;
  }) as Values<I>;
}

export async function getItem<T>(item: Item<T>): Promise<T | null> {
  const [value] = await getItems([item]);
  return value as T | null;
}

/** One write of `setItems`: an item and its new value (null removes it). */
export type Entry = readonly [Item<unknown>, unknown];
export const entry = <T>(item: Item<T>, value: T | null): Entry => [item, value];

/**
 * Writes values, one `set` per area; null or undefined removes. A refused write (the area's
 * quota reached) throws `StorageError`.
 */
export async function setItems(entries: readonly Entry[]): Promise<void> {
  for (const [area, pairs] of Object.entries(byArea(entries))) {
    const storageArea = browser.storage[area as StorageArea];
    const kept = pairs.filter(([, value]) => value != null);
    const removed = pairs.filter(([, value]) => value == null);
    try {
      if (kept.length) await storageArea.set(Object.fromEntries(kept));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError('StorageError', `the browser's ${area} storage refused the write (${reason})`, undefined, { cause: error });
    }
    if (removed.length) await storageArea.remove(removed.map(([name]) => name));
  }
}

/** Writes one value; null removes it. */
export function setItem<T>(item: Item<T>, value: T | null): Promise<void> {
  return setItems([[item, value]]);
}

export function removeItems(items: readonly Item<unknown>[]): Promise<void> {
  return setItems(items.map((item) => [item, null] as const));
}

/**
 * Calls back with the new and old value (null when absent) whenever `item` changes in any
 * extension context. Returns the function that stops watching.
 */
export function watch<T>(item: Item<T>, callback: (next: T | null, previous: T | null) => void, everyProfile = false): () => void {
  const [area, name] = split(item);
  const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, areaName: string) => {
    // `everyProfile`: each profile's copy of the item too (./storage-items.ts `ofProfile`).
    const change = changes[name] ?? (everyProfile ? Object.entries(changes).find(([key]) => key.startsWith(`${name}.`))?.[1] : undefined);
    if (areaName !== area || !change) return;
    callback((change.newValue ?? null) as T | null, (change.oldValue ?? null) as T | null);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

export interface Remembered<T> {
  /** What `read` answered, from memory while none of the items has changed since. */
  get(): Promise<T>;
  /** Reads storage again next time (after this context's own write, before its event arrives). */
  forget(): void;
}

/**
 * `read` of `items`, kept in memory until storage.onChanged reports a change to one of them, for
 * values read far more often than written (the background's settings and index revision, read
 * on every keystroke of a search). Memory is only trusted while the listener that keeps it
 * current is registered: it is added on first use, and a listener found gone (a test's reset of
 * the fake browser) starts from storage again.
 */
export function remember<T>(items: readonly Item<unknown>[], read: () => Promise<T>): Remembered<T> {
  const names = items.map(split);
  let value: Promise<T> | null = null;
  const listener = (changes: Record<string, unknown>, areaName: string) => {
    if (names.some(([area, name]) => area === areaName && name in changes)) value = null;
  };
  return {
    get() {
      const { onChanged } = browser.storage;
      if (!onChanged.hasListener(listener)) {
        onChanged.addListener(listener);
        value = null;
      }
      if (!value) {
        const reading = read();
        // A failed read is not kept: the next call tries again.
        reading.catch(() => {
          if (value === reading) value = null;
        });
        value = reading;
      }
      return value;
    },
    forget() {
      value = null;
    },
  };
}
