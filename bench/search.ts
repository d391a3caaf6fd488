/**
 * Local search over 10,000 links, timed per keystroke in Node with the background's own code: the
 * index is filled by `refreshLinks` through the real API client from the reference server, into
 * WXT's fake browser storage, and each keystroke is one `searchIndex` call, as the background's
 * `localSearch` makes. Timed with performance.now(); reported, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../test/server';
import { useFakeBrowser } from './fake-browser';
import { round, summarize, type Summary } from './stats';
import { keystrokes } from './typing';

export interface SearchResult {
  links: number;
  keystrokes: number;
  /** Milliseconds per keystroke. */
  perKeystroke: Summary;
  /** The first search in a fresh process (like a restarted worker): reads and prepares the index. */
  firstSearchMs: number;
  /** JSON bytes (key + value) of each storage.local item the index wrote, and their sum. */
  storageItems: Record<string, number>;
  storageBytes: number;
}

export async function benchSearch(options: { links?: number; rounds?: number } = {}): Promise<SearchResult> {
  const count = options.links ?? 10_000;
  const rounds = options.rounds ?? 5;
  const fakeBrowser = useFakeBrowser();
  const { createClient } = await import('../lib/api');
  const { indexStatus, refreshLinks, searchIndex } = await import('../lib/link-index');

  const server = await startServer({ port: 0, seed: { links: count } });
  let stored: Record<string, unknown>;
  try {
    await refreshLinks(createClient({ baseUrl: server.url, apiKey: server.apiKey }), server.origin, { full: true });
    stored = await fakeBrowser.storage.local.get(null);
  } finally {
    await server.close();
  }
  const storageItems = Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, Buffer.byteLength(key + JSON.stringify(value))]));

  const typed = keystrokes();
  const samples: number[] = [];
  // Round 0 warms the JIT, as the background's first keystrokes do; it is not counted.
  for (let r = 0; r <= rounds; r++) {
    for (const text of typed) {
      const start = performance.now();
      await searchIndex(server.origin, text);
      if (r > 0) samples.push(performance.now() - start);
    }
  }
  return {
    links: (await indexStatus(server.origin)).count,
    keystrokes: samples.length,
    perKeystroke: summarize(samples),
    firstSearchMs: round(firstSearchInFreshProcess(stored, server.origin, typed[0]!)),
    storageItems,
    storageBytes: Object.values(storageItems).reduce((a, b) => a + b, 0),
  };
}

/** Runs search-cold.ts in a new Node process over a copy of the stored index. */
function firstSearchInFreshProcess(stored: Record<string, unknown>, origin: string, text: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'linklet-search-'));
  try {
    const dump = join(dir, 'storage.json');
    writeFileSync(dump, JSON.stringify(stored));
    const script = join(import.meta.dirname, 'search-cold.ts');
    // process.execArgv carries tsx's loader, so the child runs TypeScript like this process.
    const out = execFileSync(process.execPath, [...process.execArgv, script, dump, origin, text], { encoding: 'utf8' });
    return (JSON.parse(out) as { ms: number }).ms;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
