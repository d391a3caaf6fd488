/**
 * Every extension-storage key Linklet uses, in one place. `local:` survives browser restarts,
 * `session:` is cleared when the browser closes (and is not readable by content scripts).
 */

/** Settings (no secret in them): instance URL, defaults, behaviour switches. */
export const SETTINGS_KEY = 'local:settings' as const;
/** The API key with the origin it belongs to, when the user lets Linklet remember it. */
export const API_KEY_LOCAL_KEY = 'local:apiKey' as const;
/** The API key when the user chose "Don't remember the key after the browser closes". */
export const API_KEY_SESSION_KEY = 'session:apiKey' as const;
/**
 * What Linklet learned of the configured instance (its phpShort version, the account's default
 * domain and plan), with the origin it is about and when it was read (lib/instance.ts).
 */
export const INSTANCE_KEY = 'local:instance' as const;
/** The background's index of the user's links (never holds the key). */
export const LINK_INDEX_KEY = 'local:linkIndex' as const;
/** Changes to the index since its last full refresh (small; see lib/link-index/store.ts). */
export const LINK_INDEX_CHANGES_KEY = 'local:linkIndexChanges' as const;
/**
 * An index refresh under way: the next page, what it has seen, and when it may go on (it pauses
 * to leave the user most of the server's rate limit), so it resumes after a worker or browser restart.
 */
export const LINK_INDEX_REFRESH_KEY = 'local:linkIndexRefresh' as const;
/** Popup drafts per tab URL, so what the user typed survives closing the popup. */
export const DRAFTS_KEY = 'session:drafts' as const;
/**
 * The last failure of a background shorten (context menu, command), shown by the popup. In memory
 * only: it holds page addresses and the server's messages, which need not outlive the session.
 */
export const LAST_BACKGROUND_ERROR_KEY = 'session:lastBackgroundError' as const;
/** A background shorten under way (url, source): found at the next start, it was interrupted. */
export const BACKGROUND_PENDING_KEY = 'local:backgroundPending' as const;
/**
 * The last link a background shorten made or reused, and whether it reached the clipboard; the
 * popup offers to copy it when it did not (no clipboardWrite permission on Chrome).
 */
export const LAST_BACKGROUND_RESULT_KEY = 'local:lastBackgroundResult' as const;
/**
 * One-time tokens of the popup windows Linklet opened ("Open in a window"), by token: the tab
 * each may act on. A `popup.html?tab=` page opened by anyone else (another extension with the
 * `tabs` permission) has no token, and acts on no tab.
 */
export const POPUP_WINDOW_TOKENS_KEY = 'session:popupWindowTokens' as const;
/** When the background's success badge (✓) is due to be cleared. */
export const BADGE_FEEDBACK_KEY = 'session:badgeFeedback' as const;
/** Whether the first-run welcome was shown. */
export const WELCOMED_KEY = 'local:welcomed' as const;
/**
 * The popup's choices (pixels, domains, spaces), one key each with the instance origin they came
 * from, so a popup opened again soon shows them without asking the server (lib/popup-lists-cache.ts).
 */
export const POPUP_LIST_KEYS = {
  pixels: 'session:popupPixels',
  domains: 'session:popupDomains',
  spaces: 'session:popupSpaces',
} as const;
