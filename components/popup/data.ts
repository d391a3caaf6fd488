/**
 * The popup's storage layer — settings, the key check, drafts, the background's last error —
 * with what it brings along (WXT's storage, zod for the settings). Imported at start in parallel
 * with the first paint, so the popup's own views are not held up by parsing it.
 */
import { clearBackgroundError, loadBackgroundError, resetBadge, type BackgroundError } from '../../lib/background-feedback';
import { loadUncopiedResult, type BackgroundResult } from '../../lib/background-result';

// Straight from the modules, not the lib/settings barrel: it also exports the options page's
// connection helpers, which would bring the whole API client along.
export { loadApiKey } from '../../lib/settings/api-key';
export { readSettings, originOf } from '../../lib/settings/store';
export { clearDraft, loadDraft, saveDraft } from '../../lib/drafts';
export { loadInstance, withAccountDefaults } from '../../lib/instance';

export { clearBackgroundResult, markResultCopied } from '../../lib/background-result';

export type { BackgroundError, BackgroundResult };

/**
 * The last failure of a shorten without the popup (context menu, command, omnibox), forgotten as
 * it is read — which also resets the toolbar badge — so it is shown once.
 */
export async function takeBackgroundError(): Promise<BackgroundError | null> {
  const failure = await loadBackgroundError();
  if (failure) await clearBackgroundError();
  return failure;
}

/**
 * A link made without the popup that the background could not copy, or null. The popup now
 * offers it, so the toolbar's "ready" badge is reset.
 */
export async function takeUncopiedResult(): Promise<BackgroundResult | null> {
  const result = await loadUncopiedResult();
  if (result) await resetBadge();
  return result;
}
