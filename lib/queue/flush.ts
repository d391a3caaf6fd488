/**
 * Sending the queue (./queue.ts), each item at most once, each through the connection of the
 * profile that queued it (./owners.ts): its instance and its key, never the active profile's. An
 * item is marked `sending` before anything goes out; every try is the one shorten (lib/shorten),
 * which asks the duplicate decision before it stores, so an item found `sending` after a worker
 * restart or a timeout — its store may have landed unanswered — is answered by the link the
 * server made rather than stored again.
 */
import { toErrorData } from '../api/errors';
import type { Link } from '../api/schemas';
import { t } from '../i18n';
import { heldPasswords } from './passwords';
import { mayHaveLanded, shorten, type ShortenContext } from '../shorten';
import { patchQueued, readQueue, updateQueue, type Queued } from './queue';

/** One profile's way of sending: its own client, and its own index for the duplicate decision (or the decision itself). */
export type Sender = Pick<ShortenContext, 'client' | 'findLocal' | 'pageLinks'>;

/** An item cancelled while its duplicate check ran: nothing is stored for it. */
class Cancelled extends Error {}

export interface FlushDeps {
  /**
   * How profile `profileId` sends an item queued for `origin`, through its own instance and key;
   * null when it cannot now (no key, removed, or it names another instance: the item waits).
   */
  sender(profileId: string, origin: string): Promise<Sender | null>;
  /** An item got its link (found or made); it has left the queue. */
  done(item: Queued, link: Link): Promise<void>;
}

let running: Promise<number> | null = null;

/**
 * Sends what waits, oldest first; an outage stops the items of that instance (they would fail
 * alike), not the others'. Answers how many got their link. A flush asked for while one runs
 * joins it.
 */
export function flushQueue(deps: FlushDeps): Promise<number> {
  running ??= flush(deps).finally(() => (running = null));
  return running;
}

async function flush(deps: FlushDeps): Promise<number> {
  let sent = 0;
  const senders = new Map<string, Promise<Sender | null>>();
  const down = new Set<string>();
  for (const first of (await readQueue()).filter((item) => item.state !== 'failed' && item.profileId !== '')) {
    if (down.has(first.origin)) continue;
    const whose = `${first.profileId} ${first.origin}`;
    if (!senders.has(whose))
      senders.set(
        whose,
        deps.sender(first.profileId, first.origin).catch(() => null),
      );
    const sender = await senders.get(whose);
    if (!sender) continue;
    const passwords = first.passwordFields?.length ? await heldPasswords(first.id) : {};
    if (!passwords) {
      // Sent without them, a link meant to be protected would be made open: the user decides.
      await patchQueued(first.id, { state: 'failed', error: t('popupQueuePasswordLost') });
      continue;
    }
    await patchQueued(first.id, { state: 'sending' });
    let storing = false;
    try {
      const { link } = await shorten(
        { input: { ...first.input, ...passwords }, reuse: true },
        {
          ...sender,
          async beforeStore() {
            if (!(await readQueue()).some((item) => item.id === first.id)) throw new Cancelled();
            storing = true;
          },
        },
      );
      await updateQueue((items) => items.filter((item) => item.id !== first.id));
      await deps.done(first, link);
      sent++;
    } catch (error) {
      if (error instanceof Cancelled) continue;
      const data = toErrorData(error);
      const outage = mayHaveLanded(data);
      // Failed before its store left: nothing can have landed. Refused by the server: the user decides.
      // Kept as data: the popup words it (lib/problems/describe.ts, which the worker does not carry).
      await patchQueued(first.id, {
        state: outage ? (storing || first.state === 'sending' ? 'sending' : 'waiting') : 'failed',
        failure: data,
        error: undefined,
      });
      if (outage) down.add(first.origin);
    }
  }
  return sent;
}
