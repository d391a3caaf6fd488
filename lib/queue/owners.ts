/**
 * Whose each queued item is. An item belongs to the profile that queued it (issue 29: with two
 * profiles on one instance, the active one's key used to send the other's items, into the wrong
 * account): it is sent only through that profile's instance and key, and dropped once the profile
 * is removed or names another instance. An item of an earlier version, which recorded only the
 * instance, is the one profile's with that instance; with none or several, it is dropped.
 */
import { originOf } from '../settings/origin';
import type { Profile } from '../settings/schema';
import type { Queued } from './queue';

/** The profile `item` belongs to, as the profiles are now; null when it has none any more. */
export function ownerOf(item: Pick<Queued, 'profileId' | 'origin'>, profiles: readonly Profile[]): Profile | null {
  const same = (profile: Profile) => originOf(profile.instanceUrl) === item.origin;
  if (item.profileId) {
    const owner = profiles.find((profile) => profile.id === item.profileId);
    return owner && same(owner) ? owner : null;
  }
  const owners = profiles.filter(same);
  return owners.length === 1 ? owners[0]! : null;
}

/** The items that still have their profile, each naming it. */
export function keepOwned(items: readonly Queued[], profiles: readonly Profile[]): Queued[] {
  return items.flatMap((item) => {
    const owner = ownerOf(item, profiles);
    return owner ? [{ ...item, profileId: owner.id }] : [];
  });
}
