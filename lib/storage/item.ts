/**
 * Stored items are WXT's (`storage.defineItem` from wxt/utils/storage), each declared by the
 * module that owns it with its fallback and, for a value whose shape changed, its version and
 * migrations: WXT keeps the version as `{ v }` under `<key>$` and migrates (writing back) when
 * the item is defined. Several items are read with `getValues` (WXT's `getItems`, one read per
 * area). This file adds only what WXT has not: a profile's own copy of an item.
 *
 * `local` survives browser restarts; `session` is cleared when the browser closes and is not
 * readable by content scripts.
 */
import { browser } from 'wxt/browser';
import { storage, type StorageItemKey, type WxtStorageItem } from 'wxt/utils/storage';

// biome-ignore lint/complexity/noBannedTypes: WXT's own default for an item without metadata.
export type StoredItem<T> = WxtStorageItem<T, {}>;

type Values<I extends readonly StoredItem<any>[]> = { [K in keyof I]: I[K] extends StoredItem<infer T> ? T : never };

/** The values of `items`, in their order (a missing one's fallback): one read per area. */
export async function getValues<const I extends readonly StoredItem<any>[]>(items: I): Promise<Values<I>> {
  const found = await storage.getItems([...items]);
  return found.map(({ value }) => value) as Values<I>;
}

// Defining a WXT item reads storage (its migrations, its init): one item per profile and key, kept.
const copies = new Map<string, StoredItem<unknown>>();

/**
 * A profile's own copy of a per-profile item (`<key>.<profileId>`, with its fallback): the first
 * profile ('default', the id settings migrated into) keeps the base item, so an upgrade moves
 * nothing. Per-profile items are not versioned: a copy has no migrations.
 */
export function ofProfile<T>(base: StoredItem<T>, profileId: string): StoredItem<T> {
  if (profileId === 'default') return base;
  const key: StorageItemKey = `${base.key}.${profileId}`;
  if (!copies.has(key)) copies.set(key, storage.defineItem<T>(key, { fallback: base.fallback }) as StoredItem<unknown>);
  return copies.get(key) as StoredItem<T>;
}

/** Calls back whenever any profile's copy of `base` changes, in any context; returns the function that stops. */
export function watchEveryProfile(base: StoredItem<unknown>, callback: () => void): () => void {
  const colon = base.key.indexOf(':');
  const [area, name] = [base.key.slice(0, colon), base.key.slice(colon + 1)];
  const listener = (changes: Record<string, unknown>, areaName: string) => {
    if (areaName === area && Object.keys(changes).some((key) => key === name || key.startsWith(`${name}.`))) callback();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
