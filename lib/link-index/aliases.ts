/**
 * The links of an index by the hash of their alias (./chunk.ts `keys`): an open-addressing table
 * over every chunk, made once per head, so an exact alias or short URL is found in a few probes
 * instead of comparing every link's hash at each keystroke (about half a millisecond at 100,000).
 */
import type { ChunkKeys } from './chunk';
import type { IndexHead } from './store';

/** Chunk c, entry i, as one number: c * SPOT + i (a chunk has fewer links than that). */
const SPOT = 0x10000;

/** Pairs [hash, spot + 1] (0: an empty slot), twice as many slots as links. */
const tables = new WeakMap<IndexHead, Int32Array>();

/** Where `hash` is looked for first: the next slots follow. */
const first = (table: Int32Array, hash: number) => ((Math.imul(hash, 0x9e3779b1) >>> 0) % (table.length / 2)) * 2;

function build(keys: readonly ChunkKeys[]): Int32Array {
  const pairs: number[] = [];
  keys.forEach(({ alias, more }, c) => {
    alias.forEach((hash, i) => pairs.push(hash, c * SPOT + i + 1));
    for (let m = 0; m < more.length; m += 2) pairs.push(more[m + 1]!, c * SPOT + more[m]! + 1);
  });
  const table = new Int32Array(pairs.length * 2);
  for (let k = 0; k < pairs.length; k += 2) {
    let slot = first(table, pairs[k]!);
    while (table[slot + 1]) slot = (slot + 2) % table.length;
    table[slot] = pairs[k]!;
    table[slot + 1] = pairs[k + 1]!;
  }
  return table;
}

/**
 * The [chunk, entry] of the links of `head` whose alias, or short URL's last segment, hashes to
 * one of `hashes`, in index order (newest first). `keys`: reads the head's chunks' alias hashes.
 */
export async function spotsWithHash(head: IndexHead, keys: () => Promise<readonly ChunkKeys[]>, hashes: readonly number[]): Promise<[number, number][]> {
  let table = tables.get(head);
  if (!table) tables.set(head, (table = build(await keys())));
  const found = new Set<number>();
  for (const hash of hashes) {
    for (let slot = first(table, hash); table[slot + 1]; slot = (slot + 2) % table.length) if (table[slot] === (hash | 0)) found.add(table[slot + 1]! - 1);
  }
  return [...found].sort((a, b) => a - b).map((spot) => [Math.floor(spot / SPOT), spot % SPOT]);
}
