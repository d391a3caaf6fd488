/**
 * The links of an index by the hash of their alias and of their URL (./chunk.ts `keys`): every
 * chunk's hashes in one array per head, made by copying (so a woken worker's first answer barely waits for it), and
 * compared as 32-bit integers in one tight loop at each keystroke: a few tenths of a millisecond
 * at 100,000 links, where comparing each chunk's unsigned hashes in turn took about twice that.
 */
import type { ChunkKeys } from './chunk';
import type { IndexHead } from './store';

/** Every alias and URL hash of a head (a chunk without URL hashes: its alias hashes again), and where each chunk's start. */
const flat = new WeakMap<IndexHead, { hashes: Int32Array; urls: Int32Array; starts: number[] }>();

const asInt = (hashes: Uint32Array) => new Int32Array(hashes.buffer, hashes.byteOffset, hashes.length);

function flatten(keys: readonly ChunkKeys[]) {
  const starts = [0];
  for (const { alias } of keys) starts.push(starts.at(-1)! + alias.length);
  const hashes = new Int32Array(starts.at(-1)!);
  const urls = new Int32Array(hashes.length);
  keys.forEach(({ alias, url }, c) => {
    hashes.set(asInt(alias), starts[c]);
    urls.set(asInt(url ?? alias), starts[c]);
  });
  return { hashes, urls, starts };
}

/**
 * The [chunk, entry] of the links of `head` whose alias, or short URL's last segment, hashes to
 * one of `aliases`, or whose URL to one of `urls`, in index order (newest first). `keys`: the
 * head's chunks' hashes.
 */
export function spotsWithHash(head: IndexHead, keys: readonly ChunkKeys[], aliases: number[], urls: number[]): [number, number][] {
  let found = flat.get(head);
  if (!found) flat.set(head, (found = flatten(keys)));
  const { hashes, starts } = found;
  const spots: [number, number][] = [];
  const [a, b] = aliases.map((h) => h | 0);
  const [u, v] = urls.map((h) => h | 0);
  for (let at = 0, c = 0; at < hashes.length; at++) {
    if (hashes[at] !== a && hashes[at] !== b && found.urls[at] !== u && found.urls[at] !== v) continue;
    while (starts[c + 1]! <= at) c++;
    spots.push([c, at - starts[c]!]);
  }
  keys.forEach(({ more }, c) => {
    for (let m = 0; m < more.length; m += 2) if ((more[m + 1]! | 0) === a || (more[m + 1]! | 0) === b) spots.push([c, more[m]!]);
  });
  return spots.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
