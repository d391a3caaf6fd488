/**
 * The settings as the background keeps them between events: read once (read.ts), then answered
 * from memory until storage.onChanged reports a change to them, so a keystroke of a search
 * (the popup's Recent links, the omnibox) reads no storage to learn the instance. A restarted
 * worker starts with nothing in memory.
 */
import { remember } from '../storage/kv';
import { SETTINGS_ITEM } from './item';
import { originOf } from './origin';
import { readSettings } from './read';

const settings = remember([SETTINGS_ITEM], readSettings);

/** The active profile's settings. */
export const currentSettings = () => settings.get();

/** The active profile's id and instance origin ('' when there is none): whose index the background answers from. */
export async function currentScope(): Promise<{ profileId: string; origin: string }> {
  const { profileId, instanceUrl } = await settings.get();
  return { profileId, origin: originOf(instanceUrl) };
}
