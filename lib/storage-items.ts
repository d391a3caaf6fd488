/**
 * Every value Linklet stores, declared once: its area, its key and the type it is written with
 * (read it with lib/kv.ts). `local` survives browser restarts; `session` is cleared when the
 * browser closes and is not readable by content scripts. What is read back is checked by the
 * module that owns the item, since storage may hold what an older version wrote.
 */
import type { BackgroundError } from './background-feedback';
import type { BackgroundPending } from './background-pending';
import type { BackgroundResult } from './background-result';
import type { Batch } from './bulk/batch';
import type { StoredDrafts } from './drafts';
import type { RefreshCursor } from './link-index/cursor';
import type { IndexHead } from './link-index/store';
import type { AllSettings } from './settings/schema';
import type { Queued } from './queue/queue';

export type StorageArea = 'local' | 'session';
export type StorageKey = `${StorageArea}:${string}`;

/** One stored value. `T` is what is written; a read answers `unknown` until its owner checks it. */
export interface Item<T> {
  readonly key: StorageKey;
  /** Never set: it carries `T`. */
  readonly type?: T;
}

export const item = <T>(key: StorageKey): Item<T> => ({ key });

/**
 * The API key with the origin it was entered for: it is only ever handed out for that origin
 * (lib/settings/api-key.ts).
 */
export interface StoredKey {
  origin: string;
  key: string;
}

/** Settings (no secret in them): the profiles (instance URL, defaults, presets), behaviour switches (lib/settings). */
export const SETTINGS_ITEM = item<AllSettings>('local:settings');
/** The settings' version, beside them (`{ v }`), the layout WXT's storage used. */
export const SETTINGS_META_ITEM = item<{ v: number }>('local:settings$');
/** Each profile's key, by profile id, when the user lets Linklet remember it (lib/settings/api-key.ts). */
export const API_KEYS_LOCAL_ITEM = item<Record<string, StoredKey>>('local:apiKeys');
/** Each profile's key, by profile id, when the user chose "Don't remember the key after the browser closes". */
export const API_KEYS_SESSION_ITEM = item<Record<string, StoredKey>>('session:apiKeys');
/** The first profile's key, where versions before profiles kept the one key. */
export const API_KEY_LOCAL_ITEM = item<StoredKey>('local:apiKey');
export const API_KEY_SESSION_ITEM = item<StoredKey>('session:apiKey');
/**
 * The head of the background's index of the user's links: its origin, refresh times and the
 * list of its chunks, kept in IndexedDB (lib/link-index/store.ts). Small; never holds the key.
 * Extension pages watch it to hear of changes to the index.
 */
export const LINK_INDEX_HEAD_ITEM = item<IndexHead>('local:linkIndexHead');
/** Where earlier versions kept the index itself; read once to move it over (lib/link-index/migrate.ts). */
export const LEGACY_INDEX_ITEM = item<unknown>('local:linkIndex');
export const LEGACY_INDEX_CHANGES_ITEM = item<unknown>('local:linkIndexChanges');
/**
 * An index refresh under way: the next page, what it has seen, and when it may go on (it pauses
 * to leave the user most of the server's rate limit), so it resumes after a worker or browser restart.
 */
export const LINK_INDEX_REFRESH_ITEM = item<RefreshCursor>('local:linkIndexRefresh');
/**
 * A profile's own copy of a per-profile item: the first profile ('default', the id settings
 * migrated into) keeps the item versions before profiles used, so an upgrade moves nothing.
 */
export const ofProfile = <T>(base: Item<T>, profileId: string): Item<T> => (profileId === 'default' ? base : item<T>(`${base.key}.${profileId}`));
/** Popup drafts per tab URL, so what the user typed survives closing the popup. */
export const DRAFTS_ITEM = item<StoredDrafts>('session:drafts');
/** The popup's link editor's unsaved changes, per instance origin and link id (lib/edit-drafts.ts). */
export const EDIT_DRAFTS_ITEM = item<StoredDrafts>('session:editDrafts');
/**
 * The last failure of a background shorten (context menu, command), shown by the popup. In memory
 * only: it holds page addresses and the server's messages, which need not outlive the session.
 */
export const LAST_BACKGROUND_ERROR_ITEM = item<BackgroundError>('session:lastBackgroundError');
/** A background shorten under way (url, source): found at the next start, it was interrupted. */
export const BACKGROUND_PENDING_ITEM = item<BackgroundPending>('local:backgroundPending');
/**
 * The last link a background shorten made or reused, and whether it reached the clipboard; the
 * popup offers to copy it when it did not (no clipboardWrite permission).
 */
export const LAST_BACKGROUND_RESULT_ITEM = item<BackgroundResult>('local:lastBackgroundResult');
/**
 * One-time tokens of the popup windows Linklet opened ("Open in a window"), by token: the tab
 * each may act on. A `popup.html?tab=` page opened by anyone else (another extension with the
 * `tabs` permission) has no token, and acts on no tab.
 */
export const POPUP_WINDOW_TOKENS_ITEM = item<Record<string, number>>('session:popupWindowTokens');
/**
 * The offline queue: shortens waiting for the network or the server to be back (lib/queue). In
 * local storage so it survives a browser restart; what to store and where, never the key.
 */
export const QUEUE_ITEM = item<Queued[]>('local:shortenQueue');
/**
 * The passwords of the queued stores (a link's, the statistics'), by item id: in memory only,
 * never in `local` with the rest of the item (lib/queue/passwords.ts). A browser restart drops
 * them, and an item that needed one then waits for the user.
 */
export const QUEUE_PASSWORDS_ITEM = item<Record<string, Record<string, string>>>('session:queuePasswords');
/** When the background's success badge (✓) is due to be cleared. */
export const BADGE_FEEDBACK_ITEM = item<{ until?: number }>('session:badgeFeedback');
/**
 * The batch of "Shorten several URLs" (lib/bulk/batch.ts): its URLs, options and each one's state.
 * In `local`, not `session`: a batch may take many minutes under the rate limit, and one cut short
 * by a browser restart must still know which URLs were sent, so none is made twice. No key in it.
 */
export const BULK_BATCH_ITEM = item<Batch>('local:bulkBatch');
/** Whether the first-run welcome was shown. */
export const WELCOMED_ITEM = item<boolean>('local:welcomed');
/** How close the Links view's rows sit: 'compact' or 'comfortable' (lib/manager/density.ts). */
export const LINKS_DENSITY_ITEM = item<string>('local:linksDensity');
