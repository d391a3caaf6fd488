import { getItems, removeItems, setItem } from '../kv';
import { API_KEY_LOCAL_ITEM, API_KEY_SESSION_ITEM, type StoredKey } from '../storage-items';

/** A stored key as it must be to be used (an older or damaged value is not). */
export function isStoredKey(value: unknown): value is StoredKey {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredKey).origin === 'string' &&
    typeof (value as StoredKey).key === 'string'
  );
}

/**
 * The API key for `origin`, or null. A key saved for another origin is never returned, so an
 * old key cannot reach a new host even if clearing it failed.
 */
export async function loadApiKey(origin: string): Promise<string | null> {
  return keyFor(origin, await getItems([API_KEY_SESSION_ITEM, API_KEY_LOCAL_ITEM]));
}

/** The key stored for `origin` among the stored values (session first), or null. */
export function keyFor(origin: string, stored: readonly unknown[]): string | null {
  for (const value of stored) {
    if (isStoredKey(value) && value.origin === origin && value.key !== '') return value.key;
  }
  return null;
}

/** Saves the key in exactly one area: local when remembered, session otherwise. */
export async function saveApiKey(key: string, origin: string, remember: boolean): Promise<void> {
  const value: StoredKey = { origin, key };
  if (remember) {
    await setItem(API_KEY_LOCAL_ITEM, value);
    await removeItems([API_KEY_SESSION_ITEM]);
  } else {
    await setItem(API_KEY_SESSION_ITEM, value);
    await removeItems([API_KEY_LOCAL_ITEM]);
  }
}

export async function clearApiKey(): Promise<void> {
  await removeItems([API_KEY_LOCAL_ITEM, API_KEY_SESSION_ITEM]);
}
