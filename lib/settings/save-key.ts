/** Writing each profile's key into its slot (./api-key.ts says where the slots are). */
import { storage } from 'wxt/utils/storage';
import { getValues, type StoredItem } from '../storage/item';
import { storageWrite } from '../storage/error';
import { forgetFacts } from '../instance/facts';
import { API_KEY_LOCAL_ITEM, API_KEY_SESSION_ITEM, API_KEYS_LOCAL_ITEM, API_KEYS_SESSION_ITEM, loadApiKey, type StoredKey } from './api-key';
import { DEFAULT_PROFILE_ID } from './schema';

/**
 * Changes of the two maps run one after another: each reads a map and writes it back whole, so
 * two at once (two profiles saved together) would otherwise lose one.
 */
let queue: Promise<unknown> = Promise.resolve();

type Write = readonly [StoredItem<unknown>, unknown];

/** One set and one remove for all `writes` (null removes): WXT's setItems would store a null. */
async function write(writes: readonly Write[]): Promise<void> {
  const kept = writes.filter(([, value]) => value != null);
  if (kept.length) await storageWrite('local:apiKeys', storage.setItems(kept.map(([item, value]) => ({ item, value }))));
  const removed = writes.filter(([, value]) => value == null);
  if (removed.length) await storage.removeItems(removed.map(([item]) => item));
}

function change(profileId: string, value: StoredKey | null, remember: boolean): Promise<void> {
  const done = queue.then(async () => {
    if (profileId === DEFAULT_PROFILE_ID) {
      return write([
        [API_KEY_LOCAL_ITEM, remember ? value : null],
        [API_KEY_SESSION_ITEM, remember ? null : value],
      ]);
    }
    const maps = await getValues([API_KEYS_LOCAL_ITEM, API_KEYS_SESSION_ITEM]);
    const writes = [API_KEYS_LOCAL_ITEM, API_KEYS_SESSION_ITEM].map((item, i): Write => {
      const next: Record<string, StoredKey> = { ...(maps[i] ?? {}) };
      delete next[profileId];
      if (value && remember === (i === 0)) next[profileId] = value;
      return [item, Object.keys(next).length ? next : null];
    });
    await write(writes);
  });
  queue = done.catch(() => undefined);
  return done;
}

/**
 * Saves the key of profile `profileId` in exactly one area: local when remembered, session
 * otherwise. Another key may be another account: what was known of the instance through the old
 * one (its account, lists) is forgotten, before anything asks with the new one.
 */
export async function saveApiKey(profileId: string, key: string, origin: string, remember: boolean): Promise<void> {
  const before = await loadApiKey(profileId, origin);
  if (before !== key) await forgetFacts(profileId);
  return change(profileId, { origin, key }, remember);
}

/** Removes the key of profile `profileId` from both areas, and what was learned with it. */
export async function clearApiKey(profileId: string): Promise<void> {
  await forgetFacts(profileId);
  return change(profileId, null, false);
}
