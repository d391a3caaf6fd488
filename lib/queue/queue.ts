/**
 * The offline queue: shortens that failed because the network or the server was down, kept in
 * storage.local until the background can send them (./flush.ts). Each item holds what was to be
 * stored — the page and what the user chose (domain, alias, options) — and the profile and
 * instance it was meant for, whose connection alone sends it (./owners.ts); never the key, and
 * never a password (./passwords.ts keeps those in storage.session).
 */
import * as z from 'zod/mini';
import type { ApiErrorData } from '../api/errors';
import type { LinkCreateInput } from '../api/schemas';
import { storage } from 'wxt/utils/storage';
import { holdPasswords, releasePasswords, splitPasswords } from './passwords';

/**
 * The offline queue: shortens waiting for the network or the server to be back. In local storage
 * so it survives a browser restart; what to store and where, never the key.
 */
export const QUEUE_ITEM = storage.defineItem<Queued[]>('local:shortenQueue');

/**
 * waiting: not sent yet, or its last try failed before the store went out; sending: a store may
 * be on its way (or landed unanswered), so the next try asks the duplicate decision first;
 * failed: the server refused it (not an outage), kept with its reason until cancelled.
 */
export type QueueState = 'waiting' | 'sending' | 'failed';

export interface Queued {
  id: string;
  /** What is stored, without its passwords. */
  input: LinkCreateInput;
  /** The profile that queued it: only its instance and key send it. '' in items of earlier versions (./owners.ts). */
  profileId: string;
  /** The instance's origin the item is for. */
  origin: string;
  /** The names of the input's passwords, kept in storage.session until it is sent (./passwords.ts). */
  passwordFields?: string[];
  /** Where it was asked for: the popup, the context menu, the keyboard command, the omnibox. */
  source: 'popup' | 'context-menu' | 'command' | 'omnibox';
  state: QueueState;
  /** Why it waits for the user, worded (its password was forgotten), or the last failure in the words of versions before this one. */
  error?: string;
  /** The last failure, as data: the popup words it. */
  failure?: ApiErrorData;
  /** ms since epoch */
  at: number;
}

const queuedSchema = z.looseObject({
  id: z.string(),
  origin: z.string(),
  input: z.looseObject({ url: z.string() }),
  state: z.enum(['waiting', 'sending', 'failed']),
});

const isQueued = (value: unknown): value is Queued => z.safeParse(queuedSchema, value).success;

export async function readQueue(): Promise<Queued[]> {
  const value = await QUEUE_ITEM.getValue();
  // An item of an earlier version names no profile: '' (./owners.ts decides whose it is).
  return Array.isArray(value) ? value.filter(isQueued).map((item) => (typeof item.profileId === 'string' ? item : { ...item, profileId: '' })) : [];
}

let writes: Promise<unknown> = Promise.resolve();

/**
 * Changes the queue in one read and one write; `change` answers the new list. Changes run one
 * after the other (only the background writes the queue), so none overwrites another's.
 */
export function updateQueue(change: (items: Queued[]) => Queued[]): Promise<Queued[]> {
  const next = writes.then(async () => {
    const items = change(await readQueue());
    await QUEUE_ITEM.setValue(items.length ? items : null);
    // An item that left (sent, cancelled, its profile gone) takes its passwords with it.
    await releasePasswords(new Set(items.map((item) => item.id)));
    return items;
  });
  writes = next.catch(() => undefined);
  return next;
}

/** What a page asks the queue to send: the store, and the profile it was meant for. */
export type QueueRequest = Pick<Queued, 'input' | 'profileId'>;

export async function enqueue(item: Pick<Queued, 'input' | 'profileId' | 'origin' | 'source'>, now = Date.now()): Promise<Queued[]> {
  const id = `${now}-${Math.random().toString(36).slice(2, 8)}`;
  const { input, passwords } = splitPasswords(item.input);
  const passwordFields = Object.keys(passwords);
  // Held first: the item is never in the queue without them.
  if (passwordFields.length) await holdPasswords(id, passwords);
  const added: Queued = { ...item, input, id, state: 'waiting', at: now, ...(passwordFields.length ? { passwordFields } : {}) };
  return updateQueue((items) => [...items, added]);
}

export const cancelQueued = (id: string) => updateQueue((items) => items.filter((item) => item.id !== id));

export const patchQueued = (id: string, patch: Partial<Queued>) => updateQueue((items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

/** How many still wait to be sent (failed ones wait for the user, not the network). */
export const pendingCount = (items: readonly Queued[]) => items.filter((item) => item.state !== 'failed').length;
