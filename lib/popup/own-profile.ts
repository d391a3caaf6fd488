/**
 * Whether the popup's profile is still the active one. A popup in a window of its own stays open
 * while the profile is switched elsewhere (the options page, another popup): it was started for
 * its profile — its client, lists and flow are that profile's — so from then on it shows and does
 * nothing until the person switches back or reopens it (issue 47: its Edit and Delete acted through
 * profile A's client on rows of profile B's list).
 */
import { SETTINGS_ITEM } from '../settings/item';
import type { Profile } from '../settings/schema';
import { parseStoredSettings } from '../settings/read';

/** `profileId` no longer active: `own` is that profile (null when it was removed). */
export type Stale = { own: Profile | null };

/** Calls `onChange` with the popup's standing at every change of the settings: null while its profile is active. */
export function watchOwnProfile(profileId: string, onChange: (stale: Stale | null) => void): () => void {
  return SETTINGS_ITEM.watch((next) => {
    const all = parseStoredSettings(next, null);
    onChange(all.activeProfileId === profileId ? null : { own: all.profiles.find((p) => p.id === profileId) ?? null });
  });
}
