/**
 * The offline queue's sending (lib/queue): when the browser says it is back online, by an alarm
 * every minute while something waits, and when the worker starts. Each item goes through the
 * connection of the profile that queued it, and goes away with that profile (or its instance).
 * A link it gets is copied only when it was queued a moment ago (lib/queue/made.ts): the others
 * wait in the popup, never overwriting what the person copied since, and the badge says how many.
 * No notification: that would need the `notifications` permission; the badge and the popup say it.
 */
import { browser } from 'wxt/browser';
import { resetBadge, showMade, showSuccess } from '../../lib/background/feedback';
import { tryCopyFromBackground } from '../../lib/clipboard/copy';
import { getLinksConnection } from '../../lib/connection/connection';
import { linksOfPage, upsertLinks } from '../../lib/link-index';
import { flushQueue, type Sender } from '../../lib/queue/flush';
import { keepOwned } from '../../lib/queue/owners';
import { JUST_QUEUED_MS, keepMade } from '../../lib/queue/made';
import { enqueue, pendingCount, readQueue, updateQueue, type Queued } from '../../lib/queue/queue';
import { readAllSettings } from '../../lib/settings/read';
import { parseStoredSettings } from '../../lib/settings/read';
import { SETTINGS_ITEM } from '../../lib/settings/item';
import { duringUserAction } from '../../lib/background/user-activity';

export const QUEUE_ALARM = 'shorten-queue';

export async function addToQueue(item: Pick<Queued, 'input' | 'profileId' | 'origin' | 'source'>): Promise<void> {
  await enqueue(item);
  // Chrome runs an alarm at most every 30 s; a minute leaves the server's rate limit to the user.
  await browser.alarms.create(QUEUE_ALARM, { periodInMinutes: 1 });
}

/** Drops the items whose profile was removed or now names another instance (lib/queue/owners.ts). */
async function dropOrphans(profiles = readAllSettings().then((all) => all.profiles)): Promise<void> {
  const owners = await profiles;
  const before = await readQueue();
  if (keepOwned(before, owners).length === before.length && before.every((item) => item.profileId)) return;
  await updateQueue((items) => keepOwned(items, owners));
  await resetBadge();
}

/** How profile `profileId` sends: its own instance and key, and its own index for the duplicate decision. */
async function senderOf(profileId: string, origin: string): Promise<Sender | null> {
  const connection = await getLinksConnection({ profileId });
  if (!connection.ready || connection.client.origin !== origin) return null;
  const scope = { profileId, origin };
  const { client } = connection;
  return { client, findLocal: (page) => linksOfPage(scope, page) };
}

/** Sends what waits, each item through its own profile's connection; answers how many got their link. */
export async function flushNow(): Promise<number> {
  await dropOrphans();
  const before = pendingCount(await readQueue());
  if (!before) {
    await browser.alarms.clear(QUEUE_ALARM);
    return 0;
  }
  const sent = await flushQueue({
    sender: senderOf,
    async done(item, link) {
      await upsertLinks({ profileId: item.profileId, origin: item.origin }, [link]);
      const now = Date.now();
      if (now - item.at < JUST_QUEUED_MS && (await tryCopyFromBackground(link.short_url))) return showSuccess(link.short_url);
      await showMade(await keepMade({ shortUrl: link.short_url, url: item.input.url, at: now }));
    },
  });
  const after = pendingCount(await readQueue());
  if (!after) await browser.alarms.clear(QUEUE_ALARM);
  // An alarm that changed nothing leaves the badge alone (it may be showing a failure).
  if (!sent && after !== before) await resetBadge();
  return sent;
}

// The user asked for these links: the index refresh waits while they go (lib/background/user-activity.ts).
const flushQuietly = () => void duringUserAction(flushNow).catch(() => undefined);

export function setupQueue(): void {
  browser.alarms.onAlarm.addListener((alarm) => alarm.name === QUEUE_ALARM && flushQuietly());
  // A profile removed, or pointed at another instance, takes its waiting items with it.
  SETTINGS_ITEM.watch((value) => void dropOrphans(Promise.resolve(parseStoredSettings(value, null).profiles)).catch(() => undefined));
  // Fired on the worker's global when the network comes back (where the browser does).
  globalThis.addEventListener?.('online', flushQuietly);
  // A new browser session starts with a blank badge: show what waits.
  browser.runtime.onStartup.addListener(() => resetBadge());
  flushQuietly();
}
