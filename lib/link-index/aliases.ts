/**
 * The links of an index by the hash of their alias (./chunk.ts `keys`): every chunk's hashes in
 * one array per head, made by copying (so a woken worker's first answer barely waits for it), and
 * compared as 32-bit integers in one tight loop at each keystroke: a few tenths of a millisecond
 * at 100,000 links, where comparing each chunk's unsigned hashes in turn took about twice that.
 */
import type { ChunkKeys } from './chunk';
import type { IndexHead } from './store';

/** Every alias hash of a head, and where each chunk's start. */
const flat = new WeakMap<IndexHead, { hashes: Int32Array; starts: number[] }>();

function flatten(keys: readonly ChunkKeys[]) {
  const starts = [0];
  for (const { alias } of keys) starts.push(starts.at(-1)! + alias.length);
  const hashes = new Int32Array(starts.at(-1)!);
  keys.forEach(({ alias }, c) => hashes.set(new Int32Array(alias.buffer, alias.byteOffset, alias.length), starts[c]));
  return { hashes, starts };
}

/**
 * The [chunk, entry] of the links of `head` whose alias, or short URL's last segment, hashes to
 * `a` or `b`, in index order (newest first). `keys`: the head's chunks' alias hashes.
 */
export function spotsWithHash(head: IndexHead, keys: readonly ChunkKeys[], a: number, b: number): [number, number][] {
  let found = flat.get(head);
  if (!found) flat.set(head, (found = flatten(keys)));
  const { hashes, starts } = found;
  const spots: [number, number][] = [];
  a |= 0;
  b |= 0;
  for (let at = 0, c = 0; at < hashes.length; at++) {
    if (hashes[at] !== a && hashes[at] !== b) continue;
    while (starts[c + 1]! <= at) c++;
    spots.push([c, at - starts[c]!]);
  }
  keys.forEach(({ more }, c) => {
    for (let m = 0; m < more.length; m += 2) if ((more[m + 1]! | 0) === a || (more[m + 1]! | 0) === b) spots.push([c, more[m]!]);
  });
  return spots.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
