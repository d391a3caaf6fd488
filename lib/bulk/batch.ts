/**
 * A batch of "Shorten several URLs": what was pasted, the options every link gets, and each URL's
 * state, kept in storage after every change so that closing the page and opening it again goes on
 * where it stopped. It never holds the API key; it names the instance it was made for.
 */
import * as z from 'zod/mini';
import type { ApiErrorData } from '../api/errors';
import type { Utm } from '../settings/schema';
import { storage } from 'wxt/utils/storage';

/**
 * The batch of "Shorten several URLs": its URLs, options and each one's state. In `local`, not
 * `session`: a batch may take many minutes under the rate limit, and one cut short by a browser
 * restart must still know which URLs were sent, so none is made twice. No key in it.
 */
const BULK_BATCH_ITEM = storage.defineItem<Batch>('local:bulkBatch');

/**
 * What every link of the batch is made with. One plain object, so a later choice (a profile, a
 * preset) is one more field.
 */
export interface BulkOptions {
  domainId: number | null;
  spaceId: number | null;
  pixelIds: number[];
  /** The profile whose instance and key make the links; absent in batches of earlier versions (the active one's). */
  profileId?: string;
  /** The preset chosen, and its UTM parameters, kept so that a resumed batch tags its URLs alike. */
  presetId?: string;
  utm?: Utm;
}

/**
 * - waiting: not sent yet (or to be tried again);
 * - sending: the store request went out and no answer was recorded: it may have landed, so it is
 *   looked up before it is sent again, and sent again at most once;
 * - done / reused: a link made, or the one the page already had;
 * - failed: with the error, to be retried.
 */
export type ItemState = 'waiting' | 'sending' | 'done' | 'reused' | 'failed';

export interface BulkItem {
  url: string;
  state: ItemState;
  shortUrl?: string;
  /** What the link got (its space and pixels by id, its domain by name), for the row to name them. */
  got?: { domain: string; spaceId: number | null; pixelIds: number[] };
  /** Store requests sent for it without an answer recorded. */
  sent?: number;
  /** When the last of them went out (ms since epoch). */
  sentAt?: number;
  error?: ApiErrorData;
}

export interface Batch {
  v: 1;
  /** The instance the links are made on; a batch for another one is not resumed. */
  origin: string;
  /** The pasted text, given back to the form for a new batch. */
  input: string;
  options: BulkOptions;
  items: BulkItem[];
}

export function newBatch(origin: string, input: string, options: BulkOptions, urls: readonly string[]): Batch {
  return { v: 1, origin, input, options: { ...options, pixelIds: [...options.pixelIds] }, items: urls.map((url) => ({ url, state: 'waiting' })) };
}

/** The batch with item `i` replaced. */
export function withItem(batch: Batch, i: number, item: BulkItem): Batch {
  return { ...batch, items: batch.items.map((old, j) => (j === i ? item : old)) };
}

/**
 * Failed items (all, or only `only`) waiting again, their error and send count cleared: the user
 * asked for it, and each is still looked up before it is sent.
 */
export function retry(batch: Batch, only?: number): Batch {
  return {
    ...batch,
    items: batch.items.map((item, i) => (item.state === 'failed' && (only === undefined || only === i) ? { url: item.url, state: 'waiting' } : item)),
  };
}

export const isSettled = (item: BulkItem) => item.state === 'done' || item.state === 'reused' || item.state === 'failed';
export const hasWork = (batch: Batch) => batch.items.some((item) => !isSettled(item));

export function counts(batch: Batch): Record<ItemState, number> {
  const out: Record<ItemState, number> = { waiting: 0, sending: 0, done: 0, reused: 0, failed: 0 };
  for (const item of batch.items) out[item.state]++;
  return out;
}

/** What a stored batch must have to be resumed (the rest is kept as written). */
const batchSchema = z.looseObject({
  v: z.literal(1),
  origin: z.string(),
  input: z.string(),
  options: z.looseObject({ pixelIds: z.array(z.unknown()) }),
  items: z.array(z.looseObject({ url: z.string(), state: z.string() })),
});

const isBatch = (value: unknown): value is Batch => z.safeParse(batchSchema, value).success;

/** The stored batch, or null (none, or one an older version wrote in another shape). */
export async function loadBatch(): Promise<Batch | null> {
  const stored = await BULK_BATCH_ITEM.getValue();
  return isBatch(stored) ? stored : null;
}

export function saveBatch(batch: Batch | null): Promise<void> {
  return BULK_BATCH_ITEM.setValue(batch);
}
