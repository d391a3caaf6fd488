/**
 * The offline queue's sending (lib/queue): when the browser says it is back online, by an alarm
 * every minute while something waits, and when the worker starts. A link it gets is copied or
 * offered in the popup like any background shorten's. No notification: that would need the
 * `notifications` permission; the badge and the popup's notice say it instead.
 */
import { browser } from 'wxt/browser';
import { errorReason, resetBadge, showReady, showSuccess } from '../../lib/background-feedback';
import { saveBackgroundResult } from '../../lib/background-result';
import { tryCopyFromBackground } from '../../lib/clipboard';
import { getLinksConnection } from '../../lib/connection';
import { findByUrl, upsertLinks } from '../../lib/link-index';
import { flushQueue } from '../../lib/queue/flush';
import { enqueue, pendingCount, readQueue, type Queued } from '../../lib/queue/queue';
import { originOf } from '../../lib/settings/origin';
import { findPageLink } from '../../lib/shorten';

export const QUEUE_ALARM = 'shorten-queue';

export async function addToQueue(item: Pick<Queued, 'input' | 'origin' | 'source'>): Promise<void> {
  await enqueue(item);
  // Chrome runs an alarm at most every 30 s; a minute leaves the server's rate limit to the user.
  await browser.alarms.create(QUEUE_ALARM, { periodInMinutes: 1 });
}

/** Sends what waits for the configured instance; answers how many got their link. */
export async function flushNow(): Promise<number> {
  const before = pendingCount(await readQueue());
  if (!before) {
    await browser.alarms.clear(QUEUE_ALARM);
    return 0;
  }
  const connection = await getLinksConnection();
  if (!connection.ready) return 0;
  const origin = originOf(connection.settings.instanceUrl);
  const scope = { profileId: connection.settings.profileId, origin };
  const { client } = connection;
  const sent = await flushQueue({
    origin,
    find: (url) => findPageLink(client, url, (page) => findByUrl(scope, page)),
    create: (input) => client.links.create(input),
    reason: errorReason,
    async done(item, link) {
      await upsertLinks(scope, [link]);
      const copied = await tryCopyFromBackground(link.short_url);
      await saveBackgroundResult({ shortUrl: link.short_url, url: item.input.url, source: 'queue', copied });
      await (copied ? showSuccess(link.short_url) : showReady(link.short_url));
    },
  });
  const after = pendingCount(await readQueue());
  if (!after) await browser.alarms.clear(QUEUE_ALARM);
  // An alarm that changed nothing leaves the badge alone (it may be showing a failure).
  if (!sent && after !== before) await resetBadge();
  return sent;
}

const flushQuietly = () => void flushNow().catch(() => undefined);

export function setupQueue(): void {
  browser.alarms.onAlarm.addListener((alarm) => alarm.name === QUEUE_ALARM && flushQuietly());
  // Fired on the worker's global when the network comes back (where the browser does).
  globalThis.addEventListener?.('online', flushQuietly);
  // A new browser session starts with a blank badge: show what waits.
  browser.runtime.onStartup.addListener(() => resetBadge());
  flushQuietly();
}
