/**
 * The few IndexedDB calls the index makes, as promises. IndexedDB, not storage.local: it is the
 * storage meant for data of this size (storage.local holds 10 MB, and is read whole by
 * `get(null)` and sent to every listener of its changes), and it needs no permission.
 */
import { ApiError } from '../api/errors';

export const DB_NAME = 'linklet-index';
/** One record per chunk in each: its search text, its links, its alias hashes (see ./chunk.ts). */
export const STORES = ['text', 'rows', 'keys'] as const;
export type StoreName = (typeof STORES)[number];

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opening: Promise<IDBDatabase> | null = null;
let factory: IDBFactory | null = null;

function open(): Promise<IDBDatabase> {
  // Per factory: tests give each case a fresh one.
  if (!opening || factory !== indexedDB) {
    factory = indexedDB;
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => STORES.forEach((name) => request.result.createObjectStore(name));
    opening = done(request);
    // A failed open is tried again next time.
    opening.catch(() => (opening = null));
  }
  return opening;
}

/** The records of `keys` in `store` (undefined for a missing one), in one transaction. */
export async function getAll<T>(store: StoreName, keys: readonly string[]): Promise<(T | undefined)[]> {
  const objects = (await open()).transaction(store).objectStore(store);
  return Promise.all(keys.map((key) => done<T | undefined>(objects.get(key))));
}

/** Puts, deletes and (with `clear`) empties, all stores in one transaction. */
export async function write(puts: ReadonlyArray<readonly [string, Partial<Record<StoreName, unknown>>]>, deletes: readonly string[] = [], clear = false): Promise<void> {
  const tx = (await open()).transaction(STORES, 'readwrite');
  for (const name of STORES) {
    const objects = tx.objectStore(name);
    if (clear) objects.clear();
    for (const key of deletes) objects.delete(key);
    for (const [key, values] of puts) if (name in values) objects.put(values[name], key);
  }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // Said like a refused storage.local write (lib/kv.ts): the browser's storage is full.
    tx.onerror = tx.onabort = () => reject(new ApiError('StorageError', `the browser's IndexedDB refused the write (${tx.error?.message})`));
  });
}
