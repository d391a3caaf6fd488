import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CHUNK_SIZE } from '../../../lib/link-index/chunk';
import { compactLink } from '../../../lib/link-index/compact';
import { commitFull, makeLink, ORIGIN, SCOPE } from './fixtures';

// Every IndexedDB read the index makes, by store, passed through to the real (fake-indexeddb) one.
const reads = vi.hoisted(() => ({ rows: 0, text: 0, keys: 0 }));
vi.mock('../../../lib/link-index/idb', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/link-index/idb')>();
  return {
    ...real,
    getAll: (store: 'rows' | 'text' | 'keys', keys: readonly string[]) => {
      reads[store] += keys.length;
      return real.getAll(store, keys);
    },
  };
});

const { searchIndex, recentFromIndex } = await import('../../../lib/link-index');
const { kept } = await import('../../../lib/link-index/view');

/** Links in 12 chunks, each chunk's links titled after it, so a search can answer from one chunk. */
const links = Array.from({ length: 12 * CHUNK_SIZE }, (_, i) => {
  const id = 12 * CHUNK_SIZE - i;
  return compactLink(makeLink(id, { title: `chunk${Math.floor(i / CHUNK_SIZE)} page` }));
});

describe('what the worker keeps in memory of the index', () => {
  it('keeps the texts and hashes it wrote, but not the links: those are read when an answer needs them', async () => {
    await commitFull(ORIGIN, links);
    reads.rows = reads.text = reads.keys = 0;
    expect(await searchIndex(SCOPE, 'chunk11 page', 1)).toHaveLength(1);
    expect(reads).toEqual({ rows: 1, text: 0, keys: 0 });
  });

  it('keeps the links of the last chunks it answered from (128; 8 here), reading older ones again', async () => {
    expect(kept.rows).toBe(128);
    kept.rows = 8;
    onTestFinished(() => void (kept.rows = 128));
    await commitFull(ORIGIN, links);
    for (let c = 0; c < 12; c++) await searchIndex(SCOPE, `chunk${c} page`, 1);
    reads.rows = 0;
    await searchIndex(SCOPE, 'chunk11 page', 1);
    await searchIndex(SCOPE, 'chunk4 page', 1);
    expect(reads.rows).toBe(0);
    await recentFromIndex(SCOPE, 1);
    expect(reads.rows).toBe(1);
    await searchIndex(SCOPE, 'chunk2 page', 1);
    expect(reads.rows).toBe(2);
  });
});
