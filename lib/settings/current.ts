/**
 * The settings as the background keeps them between events: read once (read.ts), then answered
 * from memory until storage.onChanged reports a change to them, so a keystroke of a search
 * (the popup's Recent links, the omnibox) reads no storage to learn the instance. A restarted
 * worker starts with nothing in memory.
 */
import { remember } from '../kv';
import { SETTINGS_KEY } from '../storage-keys';
import { originOf } from './origin';
import { readSettings, SETTINGS_META_KEY } from './read';

const settings = remember([SETTINGS_KEY, SETTINGS_META_KEY], readSettings);

/** The configured instance's origin, '' when there is none. */
export async function currentOrigin(): Promise<string> {
  return originOf((await settings.get()).instanceUrl);
}
