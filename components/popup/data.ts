/**
 * What the popup's views read and write in storage besides the start's one read: the key check,
 * drafts, the background's last error and result.
 */
import { clearBackgroundError, loadBackgroundError, resetBadge, type BackgroundError } from '../../lib/background/feedback';
import { loadUncopiedResult, type BackgroundResult } from '../../lib/background/result';

// Straight from the modules, not the lib/settings barrel: it also exports the options page's
// connection helpers, which would bring the whole API client along.
export { loadApiKey } from '../../lib/settings/api-key';
export { readSettings, originOf } from '../../lib/settings/store';
export { clearDraft, loadDraft, saveDraft } from '../../lib/drafts/drafts';

export { clearBackgroundResult, markResultCopied } from '../../lib/background/result';

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
