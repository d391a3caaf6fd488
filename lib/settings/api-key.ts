/**
 * Each profile's API key, in a slot of its own, in storage.local (remembered) or storage.session
 * (forgotten when the browser closes), never both, never sync. Each slot keeps the origin the key
 * was entered for and is only handed out for that origin. The first profile ('default') keeps the
 * slot the one key had before profiles (`apiKey`), so an upgrade moves nothing; each profile
 * added since has an entry in the `apiKeys` map of the same area. Written by ./save-key.ts.
 */
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { getValues } from '../storage/item';
import { DEFAULT_PROFILE_ID } from './schema';

/** A profile's API key with the origin it was entered for: it is only ever handed out for that origin. */
export interface StoredKey {
  origin: string;
  key: string;
}

/** Each added profile's key, by profile id, when the user lets Linklet remember it. */
export const API_KEYS_LOCAL_ITEM = storage.defineItem<Record<string, StoredKey>>('local:apiKeys');
/** Each added profile's key, by profile id, when the user chose "Don't remember the key after the browser closes". */
export const API_KEYS_SESSION_ITEM = storage.defineItem<Record<string, StoredKey>>('session:apiKeys');
/** The first profile's key, where versions before profiles kept the one key. */
export const API_KEY_LOCAL_ITEM = storage.defineItem<StoredKey>('local:apiKey');
export const API_KEY_SESSION_ITEM = storage.defineItem<StoredKey>('session:apiKey');

/** What `keyFor` reads, in one `getItems` with anything else a caller needs. */
export const KEY_ITEMS = [API_KEYS_SESSION_ITEM, API_KEYS_LOCAL_ITEM, API_KEY_SESSION_ITEM, API_KEY_LOCAL_ITEM] as const;

/** A stored key as it must be to be used (an older or damaged value is not). */
const storedKeySchema = z.object({ origin: z.string(), key: z.string() });

export function isStoredKey(value: unknown): value is StoredKey {
  return z.safeParse(storedKeySchema, value).success;
}

/**
 * The key of profile `profileId` for `origin` among the values of KEY_ITEMS (session first), or
 * null. A key saved for another origin is never returned, so an old key cannot reach a new host
 * even if clearing it failed.
 */
export function keyFor(profileId: string, origin: string, stored: readonly unknown[]): string | null {
  const [sessionKeys, localKeys, sessionKey, localKey] = stored;
  const candidates = profileId === DEFAULT_PROFILE_ID ? [sessionKey, localKey] : [slot(sessionKeys, profileId), slot(localKeys, profileId)];
  for (const value of candidates) {
    if (isStoredKey(value) && value.origin === origin && value.key !== '') return value.key;
  }
  return null;
}

function slot(map: unknown, profileId: string): unknown {
  return typeof map === 'object' && map !== null && Object.hasOwn(map, profileId) ? (map as Record<string, unknown>)[profileId] : undefined;
}

/** The key of profile `profileId` for `origin`, or null. */
export async function loadApiKey(profileId: string, origin: string): Promise<string | null> {
  return keyFor(profileId, origin, await getValues(KEY_ITEMS));
}
