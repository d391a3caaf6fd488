/**
 * Gives back the host permission of an instance no profile uses any more, after any change of the
 * settings: a profile removed, an address changed, an import (lib/host-release.ts).
 */
import { releaseUnusedHosts } from '../../lib/host-release';
import { watch } from '../../lib/kv';
import { changedSettings } from '../../lib/settings/read';
import { SETTINGS_ITEM } from '../../lib/storage-items';

export function setupHostRelease(): void {
  watch(SETTINGS_ITEM, (next, previous) => void releaseUnusedHosts(changedSettings(previous).profiles, changedSettings(next).profiles).catch(() => undefined));
}
