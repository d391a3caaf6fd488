/**
 * The chunks of the index as the background has read them, kept in memory by key. A chunk is
 * never changed once written (./chunk.ts), so what memory holds is current for as long as the
 * head lists its key; the head is read on every use (from memory while storage reports no change
 * to it, ./store.ts). A woken worker reads only what an answer needs: the alias hashes, the texts
 * of the newest chunks until the answer is known, the rows of the links it answers with.
 */
import { unpack, type ChunkKeys, type ChunkRows, type ChunkText } from './chunk';
import { getAll, type StoreName } from './idb';
import { migrate } from './migrate';
import { readHead, type IndexHead, type IndexScope } from './store';

type Loaded = { text: ChunkText; rows: ChunkRows; keys: ChunkKeys };
const memory = new Map<string, unknown>();
/**
 * The links of this many chunks at most stay in memory, the last read, as their JSON lines (about
 * 180 KB a chunk; a link is parsed when answered with). A rare query's answer is spread over many
 * chunks: reading one again costs more than the whole answer (its inflation, a few ms).
 */
export const kept = { rows: 128 };

/** The head of the index of `scope` (an index kept by an earlier version is moved over first), or null. */
export async function loadHead(scope: IndexScope): Promise<IndexHead | null> {
  const head = (await readHead(scope)) ?? (await migrate(scope));
  // What memory holds of chunks the head no longer lists is dropped.
  if (head && memory.size > head.chunks.length * 3) {
    const listed = new Set(head.chunks.map((chunk) => chunk.key));
    for (const key of memory.keys()) if (!listed.has(key.slice(5))) memory.delete(key);
  }
  return head;
}

/**
 * A chunk just written: memory has what every search reads (its text and alias hashes), so they
 * are never read back. Its links are not kept: a search reads those of the few chunks it answers
 * from, and a full refresh would otherwise leave every link of the account in the worker's memory.
 */
export function remember(key: string, chunk: Pick<Loaded, 'text' | 'keys'>): void {
  for (const store of ['text', 'keys'] as const) memory.set(`${store}:${key}`, chunk[store]);
}

/**
 * The `store` records of the chunks `keys`, read in one transaction when memory lacks them. A
 * chunk replaced by a write since the head was read is empty (the next answer reads the new head).
 */
export async function load<S extends StoreName>(store: S, keys: readonly string[]): Promise<Loaded[S][]> {
  const missing = keys.filter((key) => !memory.has(`${store}:${key}`));
  const found = missing.length > 0 ? await getAll(store, missing) : [];
  await Promise.all(found.map(async (value, i) => value && memory.set(`${store}:${missing[i]}`, await unpack(store, value))));
  if (store === 'rows') {
    // Read again last: kept longest (a Map keeps the order things were put in).
    for (const key of keys) {
      const rows = memory.get(`rows:${key}`);
      if (memory.delete(`rows:${key}`)) memory.set(`rows:${key}`, rows);
    }
    const rows = [...memory.keys()].filter((name) => name.startsWith('rows:'));
    for (const name of rows.slice(0, Math.max(0, rows.length - Math.max(kept.rows, keys.length)))) memory.delete(name);
  }
  const empty = { text: { text: '', starts: new Int32Array(1) }, rows: { lines: '', starts: new Int32Array(1) }, keys: { alias: new Uint32Array(), more: [] } }[store];
  return keys.map((key) => (memory.get(`${store}:${key}`) ?? empty) as Loaded[S]);
}
