/**
 * The popup's storage layer — settings, the key check, drafts, the background's last error —
 * with what it brings along (WXT's storage, zod for the settings). Imported at start in parallel
 * with the first paint, so the popup's own views are not held up by parsing it.
 */
import { clearBackgroundError, loadBackgroundError, type BackgroundError } from '../../lib/background-feedback';

// Straight from the modules, not the lib/settings barrel: it also exports the options page's
// connection helpers, which would bring the whole API client along.
export { loadApiKey } from '../../lib/settings/api-key';
export { loadSettings, originOf } from '../../lib/settings/store';
export { clearDraft, loadDraft, saveDraft } from '../../lib/drafts';

export type { BackgroundError };

/**
 * The last failure of a shorten without the popup (context menu, command, omnibox), forgotten as
 * it is read — which also resets the toolbar badge — so it is shown once.
 */
export async function takeBackgroundError(): Promise<BackgroundError | null> {
  const failure = await loadBackgroundError();
  if (failure) await clearBackgroundError();
  return failure;
}
