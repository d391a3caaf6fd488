/**
 * Where the index lives: its head, a small storage.local item (the instance origin, the times of
 * the last refreshes, the list of chunks), and its chunks in IndexedDB (./chunk.ts, ./idb.ts).
 * Chunks are written under new keys and the head after them, so the head is the one place a
 * change becomes visible: a reader never sees half a write, and extension pages watching the
 * head (the popup's Recent links) hear of every change without being sent the links. Neither
 * ever holds the API key.
 */
import { getItem, remember, removeItems, setItem } from '../kv';
import { LINK_INDEX_HEAD_ITEM, LINK_INDEX_REFRESH_ITEM } from '../storage-items';
import type { ChunkInfo } from './chunk';
import { write } from './idb';

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

export const emptyHead = (origin: string): IndexHead => ({ v: 2, origin, rev: '', count: 0, refreshedAt: 0, fullAt: 0, chunks: [], own: [] });

/** Read on every search to know whether memory is current: kept in memory until it changes. */
const headItem = remember([LINK_INDEX_HEAD_ITEM], () => getItem(LINK_INDEX_HEAD_ITEM));

/** The head of `origin`'s index; `fresh`: from storage, not memory. */
export async function readHead(origin: string, fresh = false): Promise<IndexHead | null> {
  if (fresh) headItem.forget();
  // Only this module writes it: a version and origin check is enough.
  const head = (await headItem.get()) as IndexHead | null;
  return head?.v === 2 && head.origin === origin ? head : null;
}

// Forgotten at once: its storage.onChanged event may come after the next read.
export async function writeHead(head: IndexHead | null): Promise<void> {
  await setItem(LINK_INDEX_HEAD_ITEM, head);
  headItem.forget();
}

export async function clearStored(): Promise<void> {
  await removeItems([LINK_INDEX_HEAD_ITEM, LINK_INDEX_REFRESH_ITEM]);
  headItem.forget();
  await write([], [], true);
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
