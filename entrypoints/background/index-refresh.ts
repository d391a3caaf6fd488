/**
 * Keeps the active profile's link index current: an alarm every REFRESH_MINUTES (quick refresh; a
 * full one once a day), a refresh when the browser starts or another profile becomes active if
 * its index is stale. Each profile keeps its own index: a profile whose instance changes has its
 * index dropped at once (refilled when active), as does an inactive one given a new key (the active
 * one's is refilled in place); a removed profile's goes with it.
 */
import { browser } from 'wxt/browser';
import { getLinksConnection } from '../../lib/connection/connection';
import { forgetFacts } from '../../lib/instance/facts';
import { noteLinksPage } from '../../lib/instance/revalidate';
import { userIsActive } from '../../lib/background/user-activity';
import { USER_POLL_MS } from '../../lib/link-index/guest';
import { getValues } from '../../lib/storage/item';
import { clearIndex, isStale, refreshLinks, type RefreshResult } from '../../lib/link-index';
import { refreshProgress } from '../../lib/link-index/refresh';
import { keyFor, KEY_ITEMS } from '../../lib/settings/api-key';
import { originOf } from '../../lib/settings/origin';
import { readAllSettings, readSettings } from '../../lib/settings/read';
import { settingsOf } from '../../lib/settings/schema';
import { parseStoredSettings } from '../../lib/settings/read';
import { SETTINGS_ITEM } from '../../lib/settings/item';

export const REFRESH_ALARM = 'link-index-refresh';
export const REFRESH_MINUTES = 30;
/** Wakes the worker when a refresh paused for the rate limit may go on. */
export const RESUME_ALARM = 'link-index-resume';

/** The next look, while a refresh waits for the user's requests (its alarm covers a stopped worker). */
let lookAgain: ReturnType<typeof setTimeout> | undefined;

/**
 * Refreshes the index of the configured instance, or goes on with the refresh under way; null
 * when Linklet is not connected yet. A refresh that pauses for the rate limit sets an alarm for
 * when it may go on (the worker may well be stopped by then; its cursor is stored); one waiting
 * for the user's requests looks again every USER_POLL_MS while the worker lives.
 */
export async function refreshFromServer(
  options: { full?: boolean; onlyIfStale?: boolean; asked?: boolean; userDone?: boolean } = {},
): Promise<RefreshResult | null> {
  const connection = await getLinksConnection();
  if (!connection.ready) return null;
  const scope = { profileId: connection.settings.profileId, origin: originOf(connection.settings.instanceUrl) };
  if (options.onlyIfStale && !(await isStale(scope)) && !(await refreshProgress(scope))) return null;
  const result = await refreshLinks(connection.client, scope, {
    full: options.full,
    // The user's guest: it waits while their own requests are on their way, unless they asked for it ("Refresh now").
    mustYield: options.asked ? undefined : userIsActive,
    // What its first page tells of the instance (its count, version, the domains links use) is free.
    onFirstPage: (page) => noteLinksPage(scope, page),
    userDone: options.userDone,
  });
  if (result.resumeAt) await browser.alarms.create(RESUME_ALARM, { when: result.resumeAt });
  if (result.yielded) {
    clearTimeout(lookAgain);
    lookAgain = setTimeout(() => refreshQuietly({ userDone: true }), USER_POLL_MS);
  }
  return result;
}

/** For listeners: a failed background refresh is retried by the next alarm. */
function refreshQuietly(options: { full?: boolean; onlyIfStale?: boolean; userDone?: boolean }): void {
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
  // Installed, updated, (unpacked) reloaded, or the browser started: an index that is still fresh is not refetched.
  const started = () => {
    void ensureAlarm();
    refreshQuietly({ onlyIfStale: true });
  };
  browser.runtime.onInstalled.addListener(started);
  browser.runtime.onStartup.addListener(started);
  // Each profile's origin, by id: one that changed or went takes its index with it (one set for
  // the first time had none). Another profile made active refreshes only if its index is stale.
  const origins = (value: unknown) => new Map(parseStoredSettings(value, null).profiles.map((p) => [p.id, originOf(p.instanceUrl)]));
  const account = (value: unknown) => {
    const settings = settingsOf(parseStoredSettings(value, null));
    return `${settings.profileId} ${originOf(settings.instanceUrl)}`;
  };
  SETTINGS_ITEM.watch((next, previous) => {
    const after = origins(next);
    const gone = [...origins(previous)].filter(([id, origin]) => origin && after.get(id) !== origin);
    // What was known of the instance goes with it (lib/instance).
    const cleared = Promise.all(gone.map(([id]) => Promise.all([clearIndex(id), forgetFacts(id)])));
    if (account(next) !== account(previous)) void cleared.then(() => refreshQuietly({ onlyIfStale: true }));
  });
  // A profile's new key may see other links (another account). The active profile's index is
  // refilled from scratch (a full refresh drops what the key no longer lists, and a mistyped key
  // loses nothing); another's is dropped, refilled when it is next active.
  let lastKeys: Promise<Map<string, string | null>> | null = null;
  const keysByProfile = async () => {
    const [{ profiles }, stored] = await Promise.all([readAllSettings(), getValues(KEY_ITEMS)]);
    return new Map(profiles.map((p) => [p.id, keyFor(p.id, originOf(p.instanceUrl), stored)]));
  };
  const onKey = () => {
    const previous = lastKeys;
    lastKeys = keysByProfile();
    void Promise.all([previous, lastKeys, readSettings()]).then(async ([before, now, active]) => {
      for (const [id, key] of now) {
        if (!key || !before?.has(id) || before.get(id) === key) continue;
        if (id === active.profileId) refreshQuietly({ full: true });
        else await clearIndex(id);
      }
    });
  };
  lastKeys = keysByProfile();
  for (const item of KEY_ITEMS) item.watch(onKey);
}
