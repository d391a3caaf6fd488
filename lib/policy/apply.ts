/**
 * Following an organization's policy: read from managed storage (./managed-storage.ts), checked
 * (./values.ts), put in the settings' terms with the lists of the person's account
 * (./resolve.ts), stored for every page to see (lib/settings/managed.ts), and applied to the
 * settings, which follow it from then on. The background runs it when the browser starts,
 * when Linklet is installed or updated, when the policy changes and when the account's lists do.
 *
 * The organization's profile is the one already on its instance, else a profile with no instance
 * yet (a new install's), else a new one; it becomes the active profile when it is first chosen.
 * Its instance changing is its address changing: its key, index and waiting shortens go, as they
 * would after the person changed the address (lib/settings/store.ts and the background's
 * watchers). Without a policy nothing is fixed, and the settings stay as they were.
 */
import { readFacts } from '../instance/facts';
import { getValues } from '../storage/item';
import { SETTINGS_ITEM, SETTINGS_VERSION_ITEM } from '../settings/item';
import { parseStoredSettings } from '../settings/read';
import { enforceManaged, MANAGED_ITEM, managedOf, type Managed } from '../settings/managed';
import { originOf } from '../settings/origin';
import { newProfileId } from '../settings/profiles';
import { parseAllSettings, type AllSettings } from '../settings/schema';
import { updateAllSettings } from '../settings/store';
import { readPolicy } from './managed-storage';
import { provisionTeam, type Team } from './provision';
import { managedFrom } from './resolve';
import { readTeamRecord } from './team';
import { readPolicyValues } from './values';

/** One run at a time: two (a policy change during a start) would each pick a profile. */
let running: Promise<void> = Promise.resolve();

export interface ApplyOptions {
  /** Also make the team's pixels and spaces in the account (the background alone does: one maker, never two at once). */
  provision?: boolean;
}

/** Applies the policy the browser holds now; never rejects. */
export function applyPolicy(options: ApplyOptions = {}): Promise<void> {
  let team: { profileId: string; team: Team } | null = null;
  running = running
    .then(async () => {
      team = await applyOnce();
    })
    .catch(() => undefined);
  // Outside the chain: what it makes changes the facts, which apply the policy again.
  return running.then(() => {
    if (options.provision && team) void provisionTeam(team.profileId, team.team);
  });
}

/** The organization's profile in `all`, and whether it is chosen now. */
export function orgProfileOf(all: AllSettings, chosen: string | null | undefined, origin: string): { id: string; first: boolean } {
  if (chosen && all.profiles.some((p) => p.id === chosen)) return { id: chosen, first: false };
  const active = all.profiles.find((p) => p.id === all.activeProfileId)!;
  const same = [active, ...all.profiles].find((p) => originOf(p.instanceUrl) === origin);
  return { id: (same ?? (active.instanceUrl ? null : active))?.id ?? newProfileId(), first: true };
}

/** Applies the policy once; answers the team the organization's profile should have, if any. */
async function applyOnce(): Promise<{ profileId: string; team: Team } | null> {
  const [raw, [stored, meta, before]] = await Promise.all([readPolicy(), getValues([SETTINGS_ITEM, SETTINGS_VERSION_ITEM, MANAGED_ITEM])]);
  // A read that failed is no news: the last policy and its locks stand.
  if (raw === 'failed') return null;
  const previous = managedOf(before);
  const all = parseStoredSettings(stored, meta);
  let managed: Managed | null = null;
  let first = false;
  let team: { profileId: string; team: Team } | null = null;
  if (raw) {
    const { values, notes } = readPolicyValues(raw);
    const origin = originOf(values.InstanceUrl ?? '');
    const org = origin ? orgProfileOf(all, previous?.profileId, origin) : null;
    first = !!org?.first;
    const [facts, record] = org ? await Promise.all([readFacts({ profileId: org.id, origin }), readTeamRecord(org.id, origin)]) : [null, null];
    managed = managedFrom(values, notes, org?.id ?? null, facts, record);
    if (org && (values.TeamPixels?.length || values.TeamSpaces?.length))
      team = { profileId: org.id, team: { pixels: values.TeamPixels ?? [], spaces: values.TeamSpaces ?? [] } };
  }
  if (JSON.stringify(managed) !== JSON.stringify(previous)) await MANAGED_ITEM.setValue(managed);
  const next = enforceManaged(first ? { ...all, activeProfileId: managed!.profileId! } : all, all, managed);
  // Written only when something changes: every write wakes the watchers of the settings.
  if (JSON.stringify(parseAllSettings(next)) !== JSON.stringify(all))
    await updateAllSettings((current) => (first ? { ...current, activeProfileId: managed!.profileId! } : current));
  return team;
}
