/**
 * Where the index lives: its head, a small storage.local item (the instance origin, the times of
 * the last refreshes, the list of chunks), and its chunks in IndexedDB (./chunk.ts, ./idb.ts).
 * Chunks are written under new keys and the head after them, so the head is the one place a
 * change becomes visible: a reader never sees half a write, and extension pages watching the
 * head (the popup's Recent links) hear of every change without being sent the links. Neither
 * ever holds the API key.
 */
import { remember, type Remembered } from '../storage/remember';
import { storage } from 'wxt/utils/storage';
import { storageWrite } from '../storage/error';
import { ofProfile } from '../storage/item';
import type { ChunkInfo } from './chunk';
import { LINK_INDEX_REFRESH_ITEM } from './cursor';
import { write } from './idb';

/**
 * The head of the background's index of the user's links: its origin, refresh times and the
 * list of its chunks, kept in IndexedDB. Small; never holds the key. Extension pages watch it to
 * hear of changes to the index. Each profile has its own (`ofProfile`).
 */
export const LINK_INDEX_HEAD_ITEM = storage.defineItem<IndexHead>('local:linkIndexHead');

/** The most links kept, the newest. */
export const INDEX_CAP = 250_000;

export interface IndexHead {
  v: 2;
  origin: string;
  /** Changes with every write. */
  rev: string;
  count: number;
  /** When the last refresh of any kind finished (ms since epoch); 0 when none has. */
  refreshedAt: number;
  /** When the last full refresh finished; 0 when none has. */
  fullAt: number;
  /** The last full refresh stopped at INDEX_CAP: the index holds the newest links. */
  capped?: true;
  /** Newest first. */
  chunks: ChunkInfo[];
  /** [id, when] of links saved or deleted through the extension lately: a refresh's older pages do not undo them. */
  own: [number, number][];
}

/**
 * Whose index: each profile has its own (head and cursor items, chunks under keys of their own),
 * and answers only for the origin it was filled from.
 */
export interface IndexScope {
  profileId: string;
  origin: string;
}

export const emptyHead = (origin: string): IndexHead => ({ v: 2, origin, rev: '', count: 0, refreshedAt: 0, fullAt: 0, chunks: [], own: [] });

/** Each profile's head, read on every search to know whether memory is current: kept in memory until it changes. */
const heads = new Map<string, Remembered<unknown>>();

function headItem(profileId: string): Remembered<unknown> {
  const head = ofProfile(LINK_INDEX_HEAD_ITEM, profileId);
  if (!heads.has(profileId))
    heads.set(
      profileId,
      remember([head], () => head.getValue()),
    );
  return heads.get(profileId)!;
}

/** The head of the profile's index, when it holds `origin`'s links; `fresh`: from storage, not memory. */
export async function readHead({ profileId, origin }: IndexScope, fresh = false): Promise<IndexHead | null> {
  if (fresh) headItem(profileId).forget();
  // Only this module writes it: a version and origin check is enough.
  const head = (await headItem(profileId).get()) as IndexHead | null;
  return head?.v === 2 && head.origin === origin ? head : null;
}

// Forgotten at once: its storage.onChanged event may come after the next read.
export async function writeHead(profileId: string, head: IndexHead | null): Promise<void> {
  const item = ofProfile(LINK_INDEX_HEAD_ITEM, profileId);
  await storageWrite(item.key, head ? item.setValue(head) : item.removeValue());
  headItem(profileId).forget();
}

/** Removes the profile's index, whatever origin it holds: its head, its cursor and its chunks alone. */
export async function clearStored(profileId: string): Promise<void> {
  headItem(profileId).forget();
  const head = (await headItem(profileId).get()) as IndexHead | null;
  await storage.removeItems([ofProfile(LINK_INDEX_HEAD_ITEM, profileId), ofProfile(LINK_INDEX_REFRESH_ITEM, profileId)]);
  headItem(profileId).forget();
  if (Array.isArray(head?.chunks))
    await write(
      [],
      head.chunks.map((chunk) => chunk.key),
    );
}

/**
 * Writes to the index are read-modify-write, so they run one at a time. Only the background
 * writes it, and a queue lost with a stopped worker loses nothing: its pending work stopped with it.
 */
let queue: Promise<unknown> = Promise.resolve();

export function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
