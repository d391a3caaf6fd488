/**
 * Sending the queue (./queue.ts), each item at most once. An item is marked `sending` before
 * anything goes out; every try then asks the duplicate decision (lib/duplicate.ts) before it
 * stores, so an item found `sending` after a worker restart or a timeout — its store may have
 * landed unanswered — is answered by the link the server made rather than stored again.
 */
import { toErrorData } from '../api/errors';
import type { Link, LinkCreateInput } from '../api/schemas';
import { isOutage, patchQueued, readQueue, updateQueue, type Queued } from './queue';

export interface FlushDeps {
  /** Only the items for this instance are sent. */
  origin: string;
  /** The page's link by the duplicate decision, or null; throws when it cannot tell. */
  find(url: string): Promise<Link | null>;
  create(input: LinkCreateInput): Promise<Link>;
  /** The one-line reason of a failure. */
  reason(error: ReturnType<typeof toErrorData>): string;
  /** An item got its link (found or made); it has left the queue. */
  done(item: Queued, link: Link): Promise<void>;
}

let running: Promise<number> | null = null;

/**
 * Sends what waits, oldest first, and stops at the first outage (the rest would fail alike).
 * Answers how many got their link. A flush asked for while one runs joins it.
 */
export function flushQueue(deps: FlushDeps): Promise<number> {
  running ??= flush(deps).finally(() => (running = null));
  return running;
}

async function flush(deps: FlushDeps): Promise<number> {
  let sent = 0;
  for (const first of (await readQueue()).filter((item) => item.origin === deps.origin && item.state !== 'failed')) {
    await patchQueued(first.id, { state: 'sending' });
    let storing = false;
    try {
      let link = await deps.find(first.input.url);
      // Cancelled meanwhile: nothing is stored for it.
      if (!link && !(await readQueue()).some((item) => item.id === first.id)) continue;
      storing = !link;
      link ??= await deps.create(first.input);
      await updateQueue((items) => items.filter((item) => item.id !== first.id));
      await deps.done(first, link);
      sent++;
    } catch (error) {
      const data = toErrorData(error);
      const outage = isOutage(data);
      // Failed before its store left: nothing can have landed. Refused by the server: the user decides.
      await patchQueued(first.id, { state: outage ? (storing || first.state === 'sending' ? 'sending' : 'waiting') : 'failed', error: deps.reason(data) });
      if (outage) break;
    }
  }
  return sent;
}
