/**
 * A small typed key-value layer over `browser.storage.local` / `.session`, with the key strings of
 * storage-keys.ts (`'local:apiKey'` is key `apiKey` in area local) — the same layout WXT's
 * storage uses, so pages that still use it and code using this module share every value.
 * It exists so that the background worker does not carry @wxt-dev/storage (size budget).
 */
import { browser } from 'wxt/browser';

export type StorageArea = 'local' | 'session';
export type StorageKey = `${StorageArea}:${string}`;

function split(key: StorageKey): { area: StorageArea; name: string } {
  const colon = key.indexOf(':');
  return { area: key.slice(0, colon) as StorageArea, name: key.slice(colon + 1) };
}

// Resolved per call, never at module top level: WXT imports entrypoints at build time without the APIs.
const areaOf = (area: StorageArea) => browser.storage[area];

/** Groups keys by area, so each area is asked (or written) once. */
function byArea<T>(entries: [StorageKey, T][]): Map<StorageArea, [string, T][]> {
  const groups = new Map<StorageArea, [string, T][]>();
  for (const [key, value] of entries) {
    const { area, name } = split(key);
    groups.set(area, [...(groups.get(area) ?? []), [name, value]]);
  }
  return groups;
}

/** The stored value, or null when there is none. Not validated: callers check the shape. */
export async function getItem<T = unknown>(key: StorageKey): Promise<T | null> {
  const [value] = await getItems([key]);
  return value as T | null;
}

/** The values of `keys`, in their order (null for a missing one). */
export async function getItems(keys: readonly StorageKey[]): Promise<unknown[]> {
  const found = new Map<StorageKey, unknown>();
  for (const [area, names] of byArea(keys.map((key): [StorageKey, null] => [key, null]))) {
    const values = await areaOf(area).get(names.map(([name]) => name));
    for (const [name] of names) found.set(`${area}:${name}`, values[name]);
  }
  return keys.map((key) => found.get(key) ?? null);
}

/** Writes several values, one `set` per area (a reader never sees half of them); null/undefined removes. */
export async function setItems(entries: Partial<Record<StorageKey, unknown>>): Promise<void> {
  for (const [area, pairs] of byArea(Object.entries(entries) as [StorageKey, unknown][])) {
    const kept = pairs.filter(([, value]) => value != null);
    const removed = pairs.filter(([, value]) => value == null).map(([name]) => name);
    if (kept.length) await areaOf(area).set(Object.fromEntries(kept));
    if (removed.length) await areaOf(area).remove(removed);
  }
}

/** Writes one value; null or undefined removes it. */
export function setItem(key: StorageKey, value: unknown): Promise<void> {
  return setItems({ [key]: value });
}

export async function removeItems(keys: readonly StorageKey[]): Promise<void> {
  for (const [area, names] of byArea(keys.map((key): [StorageKey, null] => [key, null]))) {
    await areaOf(area).remove(names.map(([name]) => name));
  }
}

/**
 * Calls back with the new and old value (null when absent) whenever `key` changes in any
 * extension context. Returns the function that stops watching.
 */
export function watch<T = unknown>(key: StorageKey, callback: (next: T | null, previous: T | null) => void): () => void {
  const { area, name } = split(key);
  const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, areaName: string) => {
    const change = changes[name];
    if (areaName !== area || !change) return;
    callback((change.newValue ?? null) as T | null, (change.oldValue ?? null) as T | null);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
