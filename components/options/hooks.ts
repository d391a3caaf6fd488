import { useEffect, useState } from 'preact/hooks';
import { readFacts, watchFacts, type Facts } from '../../lib/instance';
import { watchHostPermission } from '../../lib/permissions/permissions';
import { readAllSettings, watchAllSettings, type AllSettings } from '../../lib/settings';
import { readShortcuts, type Shortcuts } from '../../lib/background/shortcuts';
import { followPolicy } from '../../lib/policy/follow';
import { MANAGED_ITEM, managedOf, type Managed } from '../../lib/settings/managed';

/** All the saved settings, live: a change from any page (or this one) re-renders. null while loading. */
export function useAllSettings(): AllSettings | null {
  const [all, setAll] = useState<AllSettings | null>(null);
  useEffect(() => {
    let live = true;
    const stop = watchAllSettings((next) => live && setAll(next));
    void readAllSettings().then((loaded) => live && setAll((current) => current ?? loaded));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return all;
}

/**
 * Whether the extension holds host permission for `origin`, following grants and revocations
 * made anywhere (this page, the browser's extension settings). null while unknown or no origin.
 */
export function useHostPermission(origin: string): boolean | null {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    setGranted(null);
    if (!origin) return undefined;
    return watchHostPermission(origin, setGranted);
  }, [origin]);
  return granted;
}

/** The keyboard shortcuts as the browser has them (read once; null while reading). */
export function useShortcuts(): Shortcuts | null {
  const [shortcuts, setShortcuts] = useState<Shortcuts | null>(null);
  useEffect(() => {
    let live = true;
    void readShortcuts().then((read) => live && setShortcuts(read));
    return () => {
      live = false;
    };
  }, []);
  return shortcuts;
}

/**
 * The stored facts of a profile's instance, kept current, without asking the background for
 * anything (lib/instance): for what only reflects the last check, such as the welcome's words.
 * null while reading, or when no instance is saved.
 */
export function useStoredFacts(profileId: string, origin: string): Facts | null {
  const [facts, setFacts] = useState<Facts | null>(null);
  useEffect(() => {
    setFacts(null);
    if (!origin) return undefined;
    let live = true;
    const scope = { profileId, origin };
    const stop = watchFacts(scope, (next) => live && setFacts(next));
    void readFacts(scope).then((read) => live && setFacts((current) => current ?? read));
    return () => {
      live = false;
      stop();
    };
  }, [profileId, origin]);
  return facts;
}

/**
 * What an organization's policy fixes (lib/settings/managed.ts), live: the page follows the policy
 * (lib/policy/follow.ts), so one changed while it is open shows at once. null when nothing is
 * managed; undefined until the policy was applied and read, so a managed install's welcome never
 * starts as the unmanaged one.
 */
export function useManaged(): Managed | null | undefined {
  const [managed, setManaged] = useState<Managed | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const following = followPolicy();
    const stop = MANAGED_ITEM.watch((next) => live && setManaged(managedOf(next)));
    void following.applied
      .then(() => MANAGED_ITEM.getValue())
      .then((read) => live && setManaged((current) => (current === undefined ? managedOf(read) : current)));
    return () => {
      live = false;
      stop();
      following.stop();
    };
  }, []);
  return managed;
}
