/**
 * Reading and writing stored items (declared by their owners with ./item.ts) over
 * `browser.storage.local` / `.session`: one `get` per area for several items, one `set` per area
 * for several writes (a reader never sees half of them), a versioned item's version read and
 * written with its value, change events per item, and values kept in memory until they change.
 * The storage layer: it imports nothing of the extension above it.
 */
import { browser } from 'wxt/browser';
import { StorageError } from './error';
import { migrate, versionName, type Item, type StorageArea } from './item';

export type { Item };

function split(item: Item<unknown>): [StorageArea, string] {
  const colon = item.key.indexOf(':');
  return [item.key.slice(0, colon) as StorageArea, item.key.slice(colon + 1)];
}

type Values<I extends readonly Item<unknown>[]> = { [K in keyof I]: I[K] extends Item<infer T> ? T : never };

// `browser.storage` is resolved per call, never at module top level: WXT imports entrypoints at
// build time, without the extension APIs.

/**
 * The values of `items`, in their order (an item's fallback for a missing one, a versioned one
 * migrated to its version), one `get` per area, the areas asked at once. Typed as written;
 * storage may hold what an older version wrote, so owners check what they rely on.
 */
export async function getItems<const I extends readonly Item<unknown>[]>(items: I): Promise<Values<I>> {
  const asked: Partial<Record<StorageArea, string[]>> = {};
  for (const item of items) {
    const [area, name] = split(item);
    // A versioned item's version is read with it (./item.ts).
    (asked[area] ??= []).push(...(item.version ? [name, versionName(name)] : [name]));
  }
  const areas = Object.entries(asked) as [StorageArea, string[]][];
  const answers = await Promise.all(areas.map(([area, names]) => browser.storage[area].get(names)));
  const found: Partial<Record<StorageArea, Record<string, unknown>>> = Object.fromEntries(areas.map(([area], i) => [area, answers[i]]));
  return items.map((item) => {
    const [area, name] = split(item);
    return migrate(item, found[area]?.[name], found[area]?.[versionName(name)]);
  }) as Values<I>;
}

export async function getItem<T>(item: Item<T>): Promise<T> {
  const [value] = await getItems([item]);
  return value as T;
}

/** One write of `setItems`: an item and its new value (null removes it). */
export type Entry = readonly [Item<unknown>, unknown];
export const entry = <T>(item: Item<T>, value: T | null): Entry => [item, value];

/**
 * Writes values, one `set` per area; null or undefined removes. A refused write (the area's
 * quota reached) throws `StorageError`.
 */
export async function setItems(entries: readonly Entry[]): Promise<void> {
  // Each area written once; a versioned item's value is written with its version, and removed with it.
  const byArea: Partial<Record<StorageArea, [string, unknown][]>> = {};
  for (const [item, value] of entries) {
    const [area, name] = split(item);
    const pairs = (byArea[area] ??= []);
    pairs.push([name, value]);
    if (item.version) pairs.push([versionName(name), value == null ? null : { v: item.version }]);
  }
  for (const [area, pairs] of Object.entries(byArea)) {
    const storageArea = browser.storage[area as StorageArea];
    const kept = pairs.filter(([, value]) => value != null);
    const removed = pairs.filter(([, value]) => value == null);
    try {
      if (kept.length) await storageArea.set(Object.fromEntries(kept));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StorageError(`the browser's ${area} storage refused the write (${reason})`, { cause: error });
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
 * Calls back with the new and old value (the fallback when absent, a versioned one migrated)
 * whenever `item` changes in any extension context. Returns the function that stops watching.
 */
export function watch<T>(item: Item<T>, callback: (next: T, previous: T) => void, everyProfile = false): () => void {
  const [area, name] = split(item);
  const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, areaName: string) => {
    // `everyProfile`: each profile's copy of the item too (./item.ts `ofProfile`).
    const change = changes[name] ?? (everyProfile ? Object.entries(changes).find(([key]) => key.startsWith(`${name}.`))?.[1] : undefined);
    if (areaName !== area || !change) return;
    // Its version is not in the event when only the value changed: migrated from version 1.
    callback(migrate(item, change.newValue, null), migrate(item, change.oldValue, null));
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
  // Values only: a version never changes without its value (migrations leave a current value as it is).
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
