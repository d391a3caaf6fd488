/**
 * Host permissions are handed back once no profile needs them (issue 29): a profile removed, a
 * profile's address changed, the profiles replaced by an import. The browser grants per match
 * pattern, not per profile, so a pattern another profile still uses stays (Firefox's carries no
 * port: one grant serves every port of a host). The background applies it to every change of the
 * settings (entrypoints/background/host-release.ts), whichever page made it.
 */
import { hostPattern, removeHostPermission } from '../permissions/permissions';
import { originOf } from './origin';
import type { Profile } from './schema';

/** The origins of `before`'s profiles whose permission none of `after`'s needs. */
export function originsToRelease(before: readonly Profile[], after: readonly Profile[], firefox?: boolean): string[] {
  const patternOf = (profile: Profile) => {
    const origin = originOf(profile.instanceUrl);
    return origin ? hostPattern(origin, firefox) : '';
  };
  const kept = new Set(after.map(patternOf));
  const origins = before.filter((profile) => patternOf(profile) && !kept.has(patternOf(profile))).map((profile) => originOf(profile.instanceUrl));
  return [...new Set(origins)];
}

/** Gives back what `before` used and `after` no longer does; never rejects. */
export async function releaseUnusedHosts(before: readonly Profile[], after: readonly Profile[]): Promise<void> {
  await Promise.all(originsToRelease(before, after).map((origin) => removeHostPermission(origin)));
}
