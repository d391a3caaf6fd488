/**
 * Gives back the host permission of an instance no profile uses any more, after any change of the
 * settings: a profile removed, an address changed, an import (lib/settings/host-release.ts).
 */
import { releaseUnusedHosts } from '../../lib/settings/host-release';
import { parseStoredSettings } from '../../lib/settings/read';
import { SETTINGS_ITEM } from '../../lib/settings/item';

export function setupHostRelease(): void {
  SETTINGS_ITEM.watch(
    (next, previous) => void releaseUnusedHosts(parseStoredSettings(previous, null).profiles, parseStoredSettings(next, null).profiles).catch(() => undefined),
  );
}
