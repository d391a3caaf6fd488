/**
 * Gives back the host permission of an instance no profile uses any more, after any change of the
 * settings: a profile removed, an address changed, an import (lib/settings/host-release.ts).
 */
import { releaseUnusedHosts } from '../../lib/settings/host-release';
import { parseAllSettings } from '../../lib/settings/schema';
import { SETTINGS_ITEM } from '../../lib/settings/item';

export function setupHostRelease(): void {
  SETTINGS_ITEM.watch((next, previous) => void releaseUnusedHosts(parseAllSettings(previous).profiles, parseAllSettings(next).profiles).catch(() => undefined));
}
