/**
 * Keeps the link index current: an alarm every REFRESH_MINUTES (quick refresh; a full one once
 * a day), a refresh when the browser starts if the index is stale, and a full refresh when the
 * instance or the key changes (an index of another instance is dropped at once).
 */
import { browser } from 'wxt/browser';
import { getLinksConnection } from '../../lib/connection';
import { watch } from '../../lib/kv';
import { clearIndex, isStale, refreshLinks, type RefreshResult } from '../../lib/link-index';
import { refreshProgress } from '../../lib/link-index/refresh';
import { keyFor, KEY_ITEMS } from '../../lib/settings/api-key';
import { originOf } from '../../lib/settings/origin';
import { changedSettings, readSettings } from '../../lib/settings/read';
import { settingsOf } from '../../lib/settings/schema';
import { getItems } from '../../lib/kv';
import { SETTINGS_ITEM } from '../../lib/storage-items';

export const REFRESH_ALARM = 'link-index-refresh';
export const REFRESH_MINUTES = 30;
/** Wakes the worker when a refresh paused for the rate limit may go on. */
export const RESUME_ALARM = 'link-index-resume';

/**
 * Refreshes the index of the configured instance, or goes on with the refresh under way; null
 * when Linklet is not connected yet. A refresh that pauses for the rate limit sets an alarm for
 * when it may go on (the worker may well be stopped by then; its cursor is stored).
 */
export async function refreshFromServer(options: { full?: boolean; onlyIfStale?: boolean } = {}): Promise<RefreshResult | null> {
  const connection = await getLinksConnection();
  if (!connection.ready) return null;
  const origin = originOf(connection.settings.instanceUrl);
  if (options.onlyIfStale && !(await isStale(origin)) && !(await refreshProgress(origin))) return null;
  const result = await refreshLinks(connection.client, origin, { full: options.full });
  if (result.resumeAt) await browser.alarms.create(RESUME_ALARM, { when: result.resumeAt });
  return result;
}

/** For listeners: a failed background refresh is retried by the next alarm. */
function refreshQuietly(options: { full?: boolean; onlyIfStale?: boolean }): void {
  refreshFromServer(options).catch((error: unknown) => {
    // Name and message only: client errors carry method and path, never the key.
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    console.warn(`Linklet: refreshing the link index failed (${name}: ${message})`);
  });
}

/** Alarms survive worker restarts but not always browser restarts: make sure it exists. */
async function ensureAlarm(): Promise<void> {
  if (await browser.alarms.get(REFRESH_ALARM)) return;
  await browser.alarms.create(REFRESH_ALARM, { periodInMinutes: REFRESH_MINUTES, delayInMinutes: REFRESH_MINUTES });
}


export function setupIndexRefresh(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REFRESH_ALARM || alarm.name === RESUME_ALARM) refreshQuietly({});
  });
  // Installed, updated, or (unpacked) reloaded: an index that is still fresh is not refetched.
  browser.runtime.onInstalled.addListener(() => {
    void ensureAlarm();
    refreshQuietly({ onlyIfStale: true });
  });
  browser.runtime.onStartup.addListener(() => {
    void ensureAlarm();
    refreshQuietly({ onlyIfStale: true });
  });
  // Another instance, or another profile (which may be another account on the same instance).
  const account = (value: unknown) => {
    const settings = settingsOf(changedSettings(value));
    return `${settings.profileId} ${originOf(settings.instanceUrl)}`;
  };
  watch(SETTINGS_ITEM, (next, previous) => {
    if (account(next) === account(previous)) return;
    void clearIndex().then(() => refreshQuietly({ full: true }));
  });
  // A new key may see other links (another account): refill from scratch.
  let lastKey: Promise<string | null> | null = null;
  const activeKey = async () => {
    const settings = await readSettings();
    return keyFor(settings.profileId, originOf(settings.instanceUrl), await getItems(KEY_ITEMS));
  };
  const onKey = () => {
    const previous = lastKey;
    lastKey = activeKey();
    void Promise.all([previous, lastKey]).then(([before, now]) => {
      if (now && now !== before) refreshQuietly({ full: true });
    });
  };
  lastKey = activeKey();
  for (const item of KEY_ITEMS) watch<unknown>(item, onKey);
}
