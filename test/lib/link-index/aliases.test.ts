import { describe, expect, it } from 'vitest';
import { spotsWithHash } from '../../../lib/link-index/aliases';
import type { ChunkKeys } from '../../../lib/link-index/chunk';
import type { IndexHead } from '../../../lib/link-index/store';

const head = () => ({ chunks: [] }) as unknown as IndexHead;

describe('finding links by the hash of their alias', () => {
  const keys: ChunkKeys[] = [
    { alias: Uint32Array.from([1, 0xfffffff0, 7, 1]), more: [2, 99] },
    { alias: Uint32Array.from([5, 1, 0x80000000]), more: [0, 0xfffffff0] },
  ];

  it('answers every link holding one of the two hashes, newest first (high hashes too)', () => {
    const h = head();
    expect(spotsWithHash(h, keys, [1, 1], [])).toEqual([
      [0, 0],
      [0, 3],
      [1, 1],
    ]);
    expect(spotsWithHash(h, keys, [0xfffffff0, 99], [])).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
    ]);
    expect(spotsWithHash(h, keys, [0x80000000, 0x80000000], [])).toEqual([[1, 2]]);
    expect(spotsWithHash(h, keys, [42, 0], [])).toEqual([]);
  });

  it('reads the hashes again for a new head (a save or a refresh wrote one)', () => {
    const first = head();
    expect(spotsWithHash(first, keys, [5, 5], [])).toEqual([[1, 0]]);
    const next: ChunkKeys[] = [{ alias: Uint32Array.from([5]), more: [] }, ...keys];
    expect(spotsWithHash(head(), next, [5, 5], [])).toEqual([
      [0, 0],
      [2, 0],
    ]);
    // The same head keeps what it was made from.
    expect(spotsWithHash(first, next, [5, 5], [])).toEqual([[1, 0]]);
  });

  it('finds links in every chunk of 100,000, the last ones included', () => {
    const many: ChunkKeys[] = Array.from({ length: 100 }, (_, c) => ({
      alias: Uint32Array.from({ length: 1000 }, (_, i) => Math.imul(c * 1000 + i, 2654435761) >>> 0),
      more: [],
    }));
    const h = head();
    for (const [c, i] of [
      [0, 0],
      [42, 517],
      [99, 999],
    ] as const)
      expect(spotsWithHash(h, many, [many[c]!.alias[i]!, many[c]!.alias[i]!], [])).toEqual([[c, i]]);
  });
});

describe('finding links by the hash of their URL', () => {
  const keys: ChunkKeys[] = [
    { alias: Uint32Array.from([1, 2]), more: [], url: Uint32Array.from([10, 0xfffffff1]) },
    // Written before URLs were hashed: only its aliases can be found.
    { alias: Uint32Array.from([3, 4]), more: [] },
    { alias: Uint32Array.from([5, 6]), more: [], url: Uint32Array.from([0xfffffff1, 12]) },
  ];

  it('answers every link whose URL hashes to one of the two, newest first; a chunk without URL hashes only by its aliases', () => {
    expect(spotsWithHash(head(), keys, [0, 0], [0xfffffff1, 12])).toEqual([
      [0, 1],
      [2, 0],
      [2, 1],
    ]);
    expect(spotsWithHash(head(), keys, [99, 99], [0, 0])).toEqual([]);
    expect(spotsWithHash(head(), keys, [3, 3], [10, 10])).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });
});
