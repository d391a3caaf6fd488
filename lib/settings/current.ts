/**
 * The settings as the background keeps them between events: read once (read.ts), then answered
 * from memory until storage.onChanged reports a change to them, so a keystroke of a search
 * (the popup's Recent links, the omnibox) reads no storage to learn the instance. A restarted
 * worker starts with nothing in memory.
 */
import { remember } from '../storage/remember';
import { SETTINGS_ITEM } from './item';
import { originOf } from './origin';
import { readAllSettings, readSettings } from './read';

const settings = remember([SETTINGS_ITEM], readSettings);
const allSettings = remember([SETTINGS_ITEM], readAllSettings);

/** The active profile's settings. */
export const currentSettings = () => settings.get();

/** The active profile's id and instance origin ('' when there is none): whose index the background answers from. */
export async function currentScope(): Promise<{ profileId: string; origin: string }> {
  const { profileId, instanceUrl } = await settings.get();
  return { profileId, origin: originOf(instanceUrl) };
}

/**
 * Profile `profileId`'s id and instance origin, active or not, or null when there is no such
 * profile: a page names the profile it acts for (issue 47: a popup left open across a switch).
 */
export async function scopeOf(profileId: string): Promise<{ profileId: string; origin: string } | null> {
  const profile = (await allSettings.get()).profiles.find((p) => p.id === profileId);
  return profile ? { profileId, origin: originOf(profile.instanceUrl) } : null;
}
