import { describe, expect, it, vi } from 'vitest';
import { buildChunk, CHUNK_SIZE, pack, unpack, type ChunkText } from '../../../lib/link-index/chunk';
import { compactLink } from '../../../lib/link-index/compact';
import { buildGrams, GRAM_BLOCK, spans } from '../../../lib/link-index/grams';
import { DB_NAME } from '../../../lib/link-index/idb';
import { entryIn, holding } from '../../../lib/link-index/search';
import { commitFull, makeLink, SCOPE } from './fixtures';

/** A reproducible random number generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['electric', 'cars', 'github', 'preact', 'mdn', 'promise', 'guardian', 'housing', 'zebra', 'quiz', 'café', 'naïve', 'π', 'how', 'solar'];

function chunkOf(n: number, seed: number): ChunkText {
  const next = random(seed);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const links = Array.from({ length: n }, (_, i) =>
    compactLink(makeLink(n - i, { alias: `${word()}${i}`, title: `${word()} ${word()} ${word()}`, url: `https://${word()}.example/${word()}` })),
  );
  return buildChunk(links).text;
}

/** What a scan of the whole text finds: every entry holding every needle. */
const everyEntry = (chunk: ChunkText, needles: readonly string[]) =>
  Array.from({ length: chunk.starts.length - 1 }, (_, i) => i).filter((i) => needles.every((needle) => entryIn(chunk, i).hay.includes(needle)));

describe('the bit sets of a chunk: which parts of its text can hold a needle', () => {
  it('never leave out a link holding the needles (random texts and needles, one or several)', () => {
    const next = random(7);
    for (let round = 0; round < 20; round++) {
      const chunk = chunkOf(200 + round * 40, round);
      const needles: string[][] = [];
      for (let k = 0; k < 30; k++) {
        // A piece of some link's text (always found), or of two words run together (mostly not).
        const hay = entryIn(chunk, Math.floor(next() * (chunk.starts.length - 1))).hay;
        const at = Math.floor(next() * (hay.length - 6));
        needles.push([hay.slice(at, at + 2 + Math.floor(next() * 8))]);
        needles.push([`${WORDS[k % WORDS.length]!.slice(-2)}${WORDS[(k * 7) % WORDS.length]!.slice(0, 3)}`]);
        needles.push([hay.slice(at, at + 3), WORDS[k % WORDS.length]!.slice(1, 5)]);
      }
      for (const wanted of needles) expect([...holding(chunk, wanted)], JSON.stringify(wanted)).toEqual(everyEntry(chunk, wanted));
    }
  });

  it('rule out the blocks that cannot hold a rare needle: it is looked for in its own block alone', () => {
    const chunk = chunkOf(CHUNK_SIZE, 1);
    const links = Array.from({ length: CHUNK_SIZE }, (_, i) =>
      compactLink(makeLink(CHUNK_SIZE - i, { title: i === 500 ? 'the xylophone quartet' : 'a common title' })),
    );
    const rare = buildChunk(links).text;
    const parts = [...spans(rare.starts, rare.grams, ['xylophone'])];
    const scanned = parts.reduce((sum, [from, to]) => sum + to - from, 0);
    expect(scanned).toBeLessThanOrEqual(rare.starts[GRAM_BLOCK]! * 2);
    expect(parts.some(([from, to]) => from <= rare.starts[500]! && to >= rare.starts[501]!)).toBe(true);
    expect([...holding(rare, ['xylophone'])]).toEqual([500]);
    // A word every link has: the whole text, in one part.
    expect([...spans(chunk.starts, chunk.grams, ['example'])]).toEqual([[0, chunk.starts.at(-1)]]);
  });

  it('leave nothing out for needles under three characters, nor without bit sets', () => {
    const chunk = chunkOf(100, 3);
    const whole = [[0, chunk.starts.at(-1)]];
    expect([...spans(chunk.starts, chunk.grams, ['zq'])]).toEqual(whole);
    expect([...spans(chunk.starts, undefined, ['xylophone'])]).toEqual(whole);
    expect([...spans(new Int32Array(1), new Uint32Array(), ['xylophone'])]).toEqual([]);
  });

  it('are stored with the text, and made again for a chunk stored without them', async () => {
    const built = buildChunk(Array.from({ length: 70 }, (_, i) => compactLink(makeLink(70 - i))));
    const stored = await pack(built);
    expect((await unpack('text', stored.text)).grams).toEqual(built.text.grams);
    const { grams: _, ...older } = stored.text;
    expect((await unpack('text', older)).grams).toEqual(buildGrams(built.text.text, built.text.starts));
  });
});

describe('an index written by the previous version (no bit sets, links as one JSON array)', () => {
  const deflate = async (text: string) =>
    new Uint8Array(await new Response(new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  const inflate = async (data: Uint8Array) =>
    new TextDecoder().decode(await new Response(new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer());

  it('is read as it is: searched, listed and edited without a refresh', async () => {
    await commitFull(
      SCOPE.origin,
      Array.from({ length: 1500 }, (_, i) => compactLink(makeLink(1500 - i, { title: i === 1200 ? 'the xylophone quartet' : `page ${i}` }))),
    );
    // Every chunk rewritten in the previous layout.
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open(DB_NAME);
      open.onsuccess = () => resolve(open.result);
    });
    const all = <T>(store: string) =>
      new Promise<[IDBValidKey[], T[]]>((resolve) => {
        const tx = db.transaction(store);
        const keys = tx.objectStore(store).getAllKeys();
        const values = tx.objectStore(store).getAll();
        tx.oncomplete = () => resolve([keys.result, values.result as T[]]);
      });
    const [textKeys, texts] = await all<{ z: Uint8Array; starts: Int32Array; grams?: Uint32Array }>('text');
    const [rowKeys, rows] = await all<Uint8Array>('rows');
    const older = await Promise.all(rows.map(async (value) => deflate(`[${(await inflate(value)).split('\n').join(',')}]`)));
    await new Promise<void>((resolve) => {
      const tx = db.transaction(['text', 'rows'], 'readwrite');
      texts.forEach(({ z, starts }, i) => tx.objectStore('text').put({ z, starts }, textKeys[i]!));
      older.forEach((value, i) => tx.objectStore('rows').put(value, rowKeys[i]!));
      tx.oncomplete = () => resolve();
    });
    db.close();
    vi.resetModules();
    const fresh = await import('../../../lib/link-index');
    expect((await fresh.searchIndex(SCOPE, 'xylophone')).map((hit) => hit.link.id)).toEqual([300]);
    expect((await fresh.recentFromIndex(SCOPE, 2)).map((link) => link.id)).toEqual([1500, 1499]);
    await fresh.removeLink(SCOPE, 300);
    expect(await fresh.searchIndex(SCOPE, 'xylophone')).toEqual([]);
    // The title, then the URL holding both words (example.com/page/1198).
    expect((await fresh.searchIndex(SCOPE, 'page 1198')).map((hit) => hit.link.id)).toEqual([302, 1198]);
  });
});
