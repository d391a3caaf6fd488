import { describe, expect, it, vi } from 'vitest';
import { spotsWithHash } from '../../../lib/link-index/aliases';
import type { ChunkKeys } from '../../../lib/link-index/chunk';
import type { IndexHead } from '../../../lib/link-index/store';

const headOf = (n: number) => ({ chunks: Array.from({ length: n }, (_, c) => ({ key: `k${c}` })) }) as unknown as IndexHead;

describe('finding links by the hash of their alias', () => {
  const keys: ChunkKeys[] = [
    { alias: Uint32Array.from([1, 0xfffffff0, 7, 1]), more: [2, 99] },
    { alias: Uint32Array.from([5, 1, 0x80000000]), more: [0, 0xfffffff0] },
  ];

  it('answers every link holding one of the hashes, newest first, each once (high hashes too)', async () => {
    const head = headOf(2);
    const read = vi.fn(async () => keys);
    expect(await spotsWithHash(head, read, [1])).toEqual([[0, 0], [0, 3], [1, 1]]);
    expect(await spotsWithHash(head, read, [0xfffffff0, 99])).toEqual([[0, 1], [0, 2], [1, 0]]);
    expect(await spotsWithHash(head, read, [0x80000000, 0x80000000])).toEqual([[1, 2]]);
    expect(await spotsWithHash(head, read, [42, 0])).toEqual([]);
    // Made once for the head: later keystrokes read nothing.
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('is made again for a new head (a save or a refresh wrote one)', async () => {
    const read = vi.fn(async () => keys);
    await spotsWithHash(headOf(2), read, [1]);
    const next: ChunkKeys[] = [{ alias: Uint32Array.from([8]), more: [] }, ...keys];
    expect(await spotsWithHash(headOf(3), async () => next, [1])).toEqual([[1, 0], [1, 3], [2, 1]]);
  });

  it('finds each of 100,000 links, hashes colliding in the table included', async () => {
    const many: ChunkKeys[] = Array.from({ length: 100 }, (_, c) => ({ alias: Uint32Array.from({ length: 1000 }, (_, i) => Math.imul(c * 1000 + i, 2654435761) >>> 0), more: [] }));
    const head = headOf(100);
    for (const [c, i] of [[0, 0], [42, 517], [99, 999]] as const) {
      expect(await spotsWithHash(head, async () => many, [many[c]!.alias[i]!])).toEqual([[c, i]]);
    }
  });
});
