/**
 * The few IndexedDB calls the index makes, as promises. IndexedDB, not storage.local: it is the
 * storage meant for data of this size (storage.local holds 10 MB, is read whole by `get(null)`
 * and sends every change to every listener), and it needs no permission.
 */
import { StorageError } from '../storage/error';

export const DB_NAME = 'linklet-index';
/** One record per chunk in each: its search text, its links, its alias hashes (see ./chunk.ts). */
export const STORES = ['text', 'rows', 'keys'] as const;
export type StoreName = (typeof STORES)[number];

/** A request's result, or a transaction's completion. */
const settled = <T>(target: IDBRequest<T> | IDBTransaction) =>
  new Promise<T>((resolve, reject) => {
    const ok = () => resolve((target as IDBRequest<T>).result);
    if ('objectStore' in target) target.oncomplete = ok;
    else target.onsuccess = ok;
    // Said like a refused storage.local write (lib/storage/error.ts): the browser's storage is full.
    target.onerror = () => reject(new StorageError(`IndexedDB refused (${target.error?.message})`));
  });

let db: [IDBFactory, Promise<IDBDatabase>] | null = null;

function open(): Promise<IDBDatabase> {
  // Per factory: tests give each case a fresh one. A failed open is tried again next time.
  if (db?.[0] !== indexedDB) {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => STORES.forEach((name) => request.result.createObjectStore(name));
    db = [indexedDB, settled(request)];
    db[1].catch(() => (db = null));
  }
  return db[1];
}

/**
 * The records of `keys` in `store` (undefined for a missing one), in one transaction. Most of a
 * store (a woken worker's first search reads every chunk's alias hashes) is read in one request
 * rather than one per record, each of which is a round trip to the browser's storage process.
 */
export async function getAll<T>(store: StoreName, keys: readonly string[]): Promise<(T | undefined)[]> {
  const database = await open();
  const objects = () => database.transaction(store).objectStore(store);
  if (keys.length >= 16 && keys.length * 2 >= (await settled(objects().count()))) {
    const all = objects();
    const [values, names] = await Promise.all([settled(all.getAll()), settled(all.getAllKeys())]);
    const byKey = new Map(names.map((name, i) => [name, values[i] as T]));
    return keys.map((key) => byKey.get(key));
  }
  const some = objects();
  return Promise.all(keys.map((key) => settled<T | undefined>(some.get(key))));
}

/**
 * Puts (a record per store named) and deletes, in one transaction. The stores hold the chunks of
 * every profile's index (their keys are random): a profile's are deleted by key, never by clearing.
 */
export async function write(puts: ReadonlyArray<readonly [string, Partial<Record<StoreName, unknown>>]>, deletes: readonly string[] = []): Promise<void> {
  const tx = (await open()).transaction(STORES, 'readwrite');
  for (const name of STORES) {
    const objects = tx.objectStore(name);
    for (const key of deletes) objects.delete(key);
    for (const [key, values] of puts) objects.put(values[name], key);
  }
  await settled(tx);
}
