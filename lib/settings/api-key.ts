import { getItems, removeItems, setItem } from '../kv';
import { API_KEY_LOCAL_KEY, API_KEY_SESSION_KEY } from '../storage-keys';

/** The key is stored with the origin it was entered for; it is only ever handed out for that origin. */
interface StoredKey {
  origin: string;
  key: string;
}

function isStoredKey(value: unknown): value is StoredKey {
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
  const [session, local] = await getItems([API_KEY_SESSION_KEY, API_KEY_LOCAL_KEY]);
  for (const stored of [session, local]) {
    if (isStoredKey(stored) && stored.origin === origin && stored.key !== '') return stored.key;
  }
  return null;
}

/** Saves the key in exactly one area: local when remembered, session otherwise. */
export async function saveApiKey(key: string, origin: string, remember: boolean): Promise<void> {
  const value: StoredKey = { origin, key };
  if (remember) {
    await setItem(API_KEY_LOCAL_KEY, value);
    await removeItems([API_KEY_SESSION_KEY]);
  } else {
    await setItem(API_KEY_SESSION_KEY, value);
    await removeItems([API_KEY_LOCAL_KEY]);
  }
}

export async function clearApiKey(): Promise<void> {
  await removeItems([API_KEY_LOCAL_KEY, API_KEY_SESSION_KEY]);
}
