/**
 * A small typed key-value layer over `browser.storage.local` / `.session`, with the key strings of
 * storage-keys.ts (`'local:apiKey'` is key `apiKey` in area local) — the same layout WXT's
 * storage uses, so pages that still use it and code using this module share every value.
 * It exists so that the background worker does not carry @wxt-dev/storage (size budget).
 */
import { browser } from 'wxt/browser';
import { ApiError } from './api/errors';

export type StorageArea = 'local' | 'session';
export type StorageKey = `${StorageArea}:${string}`;

function split(key: StorageKey): [StorageArea, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon) as StorageArea, key.slice(colon + 1)];
}

/** The names of `keys` per area, so each area is asked (or written) once. */
function byArea<T>(entries: [StorageKey, T][]): Partial<Record<StorageArea, [string, T][]>> {
  const groups: Partial<Record<StorageArea, [string, T][]>> = {};
  for (const [key, value] of entries) {
    const [area, name] = split(key);
    (groups[area] ??= []).push([name, value]);
  }
  return groups;
}

// `browser.storage` is resolved per call, never at module top level: WXT imports entrypoints at
// build time, without the extension APIs.

/** The values of `keys`, in their order (null for a missing one), one `get` per area. */
export async function getItems(keys: readonly StorageKey[]): Promise<unknown[]> {
  const found: Partial<Record<StorageArea, Record<string, unknown>>> = {};
  for (const [area, names] of Object.entries(byArea(keys.map((key) => [key, 0])))) {
    found[area as StorageArea] = await browser.storage[area as StorageArea].get(names.map(([name]) => name));
  }
  return keys.map((key) => {
    const [area, name] = split(key);
    return found[area]?.[name] ?? null;
  });
}

/** The stored value, or null when there is none. Not validated: callers check the shape. */
export async function getItem<T = unknown>(key: StorageKey): Promise<T | null> {
  return (await getItems([key]))[0] as T | null;
}

/**
 * Writes values, one `set` per area (a reader never sees half of them); null or undefined removes.
 * A refused write (the area's quota reached) throws `StorageError`.
 */
export async function setItems(entries: Partial<Record<StorageKey, unknown>>): Promise<void> {
  for (const [area, pairs] of Object.entries(byArea(Object.entries(entries) as [StorageKey, unknown][]))) {
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

/** Writes one value; null or undefined removes it. */
export function setItem(key: StorageKey, value: unknown): Promise<void> {
  return setItems({ [key]: value });
}

export function removeItems(keys: readonly StorageKey[]): Promise<void> {
  return setItems(Object.fromEntries(keys.map((key) => [key, null])));
}

/**
 * Calls back with the new and old value (null when absent) whenever `key` changes in any
 * extension context. Returns the function that stops watching.
 */
export function watch<T = unknown>(key: StorageKey, callback: (next: T | null, previous: T | null) => void): () => void {
  const [area, name] = split(key);
  const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, areaName: string) => {
    const change = changes[name];
    if (areaName !== area || !change) return;
    callback((change.newValue ?? null) as T | null, (change.oldValue ?? null) as T | null);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

export interface Remembered<T> {
  /** What `read` answered, from memory while none of the keys has changed since. */
  get(): Promise<T>;
  /** Reads storage again next time (after this context's own write, before its event arrives). */
  forget(): void;
}

/**
 * `read` of `keys`, kept in memory until storage.onChanged reports a change to one of them, for
 * values read far more often than written (the background's settings and index revision, read
 * on every keystroke of a search). Memory is only trusted while the listener that keeps it
 * current is registered: it is added on first use, and a listener found gone (a test's reset of
 * the fake browser) starts from storage again.
 */
export function remember<T>(keys: readonly StorageKey[], read: () => Promise<T>): Remembered<T> {
  const names = keys.map(split);
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
