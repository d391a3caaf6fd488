/**
 * The chunks of the index as the background has read them, kept in memory by key. A chunk is
 * never changed once written (./chunk.ts), so what memory holds is current for as long as the
 * head lists its key; the head is read on every use (from memory while storage reports no change
 * to it, ./store.ts). A woken worker reads only what an answer needs: the alias hashes, then the
 * texts of the newest chunks until the answer is known, the rows of the links it answers with.
 */
import type { BuiltChunk, ChunkKeys, ChunkText, Row } from './chunk';
import { getAll, type StoreName } from './idb';
import { migrate } from './migrate';
import { readHead, type IndexHead } from './store';

type Loaded = { text: ChunkText; rows: Row[]; keys: ChunkKeys };
const memory: { [S in StoreName]: Map<string, Loaded[S]> } = { text: new Map(), rows: new Map(), keys: new Map() };

/** The head of `origin`'s index (an index kept by an earlier version is moved over first), or null. */
export async function loadHead(origin: string): Promise<IndexHead | null> {
  const head = (await readHead(origin)) ?? (await migrate(origin));
  if (head) forgetExcept(head);
  return head;
}

/** What memory holds of chunks the head no longer lists is dropped. */
function forgetExcept(head: IndexHead): void {
  if (memory.text.size + memory.keys.size + memory.rows.size <= head.chunks.length * 3) return;
  const listed = new Set(head.chunks.map((chunk) => chunk.key));
  for (const map of Object.values(memory)) for (const key of map.keys()) if (!listed.has(key)) map.delete(key);
}

/** A chunk just written: memory has it, so it is never read back. */
export function remember(chunk: BuiltChunk): void {
  memory.text.set(chunk.info.key, chunk.text);
  memory.rows.set(chunk.info.key, chunk.rows);
  memory.keys.set(chunk.info.key, chunk.keys);
}

export class MissingChunk extends Error {}

/** The `store` records of the chunks `keys`, read in one transaction when memory lacks them. */
export async function load<S extends StoreName>(store: S, keys: readonly string[]): Promise<Loaded[S][]> {
  const map = memory[store] as Map<string, Loaded[S]>;
  const missing = keys.filter((key) => !map.has(key));
  if (missing.length > 0) {
    const found = await getAll<Loaded[S]>(store, missing);
    found.forEach((value, i) => value && map.set(missing[i]!, value));
  }
  return keys.map((key) => {
    const value = map.get(key);
    // Replaced meanwhile by another write: the caller reads the head again.
    if (!value) throw new MissingChunk(key);
    return value;
  });
}

/** Runs `task` over the current head; again once if a chunk it read was replaced meanwhile. */
export async function withHead<T>(origin: string, empty: T, task: (head: IndexHead) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const head = attempt === 0 ? await loadHead(origin) : await readHead(origin, true);
    if (!head) return empty;
    try {
      return await task(head);
    } catch (error) {
      if (!(error instanceof MissingChunk) || attempt > 0) throw error;
    }
  }
}
