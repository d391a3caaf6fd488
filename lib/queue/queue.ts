/**
 * The offline queue: shortens that failed because the network or the server was down, kept in
 * storage.local until the background can send them (./flush.ts). Each item holds what was to be
 * stored — the page and what the user chose (domain, alias, options) — and the instance it was
 * meant for; never the key.
 */
import type { ApiErrorData } from '../api/errors';
import type { LinkCreateInput } from '../api/schemas';
import { getItem, setItem } from '../kv';
import { QUEUE_ITEM } from '../storage-items';

/**
 * waiting: not sent yet, or its last try failed before the store went out; sending: a store may
 * be on its way (or landed unanswered), so the next try asks the duplicate decision first;
 * failed: the server refused it (not an outage), kept with its reason until cancelled.
 */
export type QueueState = 'waiting' | 'sending' | 'failed';

export interface Queued {
  id: string;
  input: LinkCreateInput;
  /** The instance's origin the item is for. */
  origin: string;
  /** Where it was asked for: the popup, the context menu, the keyboard command, the omnibox. */
  source: 'popup' | 'context-menu' | 'command' | 'omnibox';
  state: QueueState;
  /** The last failure's one-line reason. */
  error?: string;
  /** ms since epoch */
  at: number;
}

/** Failures of an outage, after which trying later may work: no answer, or no answer from Linklet's server. */
export const isOutage = (error: ApiErrorData): boolean => ['TimeoutError', 'NetworkError', 'ServerError', 'InvalidResponseError'].includes(error.name);

const isQueued = (value: unknown): value is Queued => {
  const v = value as Partial<Queued> | null;
  return typeof v?.id === 'string' && typeof v.origin === 'string' && typeof v.input?.url === 'string' && ['waiting', 'sending', 'failed'].includes(v.state!);
};

export async function readQueue(): Promise<Queued[]> {
  const value = await getItem(QUEUE_ITEM);
  return Array.isArray(value) ? value.filter(isQueued) : [];
}

let writes: Promise<unknown> = Promise.resolve();

/**
 * Changes the queue in one read and one write; `change` answers the new list. Changes run one
 * after the other (only the background writes the queue), so none overwrites another's.
 */
export function updateQueue(change: (items: Queued[]) => Queued[]): Promise<Queued[]> {
  const next = writes.then(async () => {
    const items = change(await readQueue());
    await setItem(QUEUE_ITEM, items.length ? items : null);
    return items;
  });
  writes = next.catch(() => undefined);
  return next;
}

export function enqueue(item: Pick<Queued, 'input' | 'origin' | 'source'>, now = Date.now()): Promise<Queued[]> {
  const added: Queued = { ...item, id: `${now}-${Math.random().toString(36).slice(2, 8)}`, state: 'waiting', at: now };
  return updateQueue((items) => [...items, added]);
}

export const cancelQueued = (id: string) => updateQueue((items) => items.filter((item) => item.id !== id));

export const patchQueued = (id: string, patch: Partial<Queued>) => updateQueue((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

/** How many still wait to be sent (failed ones wait for the user, not the network). */
export const pendingCount = (items: readonly Queued[]) => items.filter((item) => item.state !== 'failed').length;
