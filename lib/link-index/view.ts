/**
 * The chunks of the index as the background has read them, kept in memory by key. A chunk is
 * never changed once written (./chunk.ts), so what memory holds is current for as long as the
 * head lists its key; the head is read on every use (from memory while storage reports no change
 * to it, ./store.ts). A woken worker reads only what an answer needs: the alias hashes, the texts
 * of the newest chunks until the answer is known, the rows of the links it answers with.
 */
import { unpack, type ChunkKeys, type ChunkRows, type ChunkText } from './chunk';
import { getAll, type StoreName } from './idb';
import type { IndexHead } from './store';

type Loaded = { text: ChunkText; rows: ChunkRows; keys: ChunkKeys };
/** By store, by chunk key. */
const memory: { [S in StoreName]: Map<string, Loaded[S]> } = { text: new Map(), rows: new Map(), keys: new Map() };
/**
 * The links of this many chunks at most stay in memory, the last read, as their JSON lines (about
 * 180 KB a chunk; a link is parsed when answered with). A rare query's answer is spread over many
 * chunks: reading one again costs more than the whole answer (its inflation, a few ms).
 */
export const kept = { rows: 128 };

/** Drops what memory holds of chunks `head` no longer lists. */
export function forgetUnlisted(head: IndexHead): void {
  if (memory.text.size + memory.keys.size <= head.chunks.length * 2) return;
  const listed = new Set(head.chunks.map((chunk) => chunk.key));
  for (const stored of Object.values(memory)) for (const key of stored.keys()) if (!listed.has(key)) stored.delete(key);
}

/**
 * A chunk just written: memory has what every search reads (its text and alias hashes), so they
 * are never read back. Its links are not kept: a search reads those of the few chunks it answers
 * from, and a full refresh would otherwise leave every link of the account in the worker's memory.
 */
export function keepLoaded(key: string, chunk: Pick<Loaded, 'text' | 'keys'>): void {
  memory.text.set(key, chunk.text);
  memory.keys.set(key, chunk.keys);
}

/**
 * The `store` records of the chunks `keys`, read in one transaction when memory lacks them. A
 * chunk replaced by a write since the head was read is empty (the next answer reads the new head).
 */
export async function load<S extends StoreName>(store: S, keys: readonly string[]): Promise<Loaded[S][]> {
  const stored = memory[store] as Map<string, Loaded[S]>;
  const missing = keys.filter((key) => !stored.has(key));
  const found = missing.length > 0 ? await getAll(store, missing) : [];
  await Promise.all(found.map(async (value, i) => value && stored.set(missing[i]!, await unpack(store, value))));
  if (store === 'rows') {
    // Read again last: kept longest (a Map keeps the order things were put in).
    for (const key of keys) {
      const rows = stored.get(key);
      if (rows && stored.delete(key)) stored.set(key, rows);
    }
    const over = stored.size - Math.max(kept.rows, keys.length);
    for (const key of [...stored.keys()].slice(0, Math.max(0, over))) stored.delete(key);
  }
  const empty = { text: { text: '', starts: new Int32Array(1) }, rows: { lines: '', starts: new Int32Array(1) }, keys: { alias: new Uint32Array(), more: [] } }[
    store
  ];
  return keys.map((key) => stored.get(key) ?? (empty as Loaded[S]));
}
