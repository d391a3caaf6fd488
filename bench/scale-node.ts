/**
 * The index at 1,000 / 10,000 / 100,000 links in Node, with the background's own code: filled by
 * `refreshLinks` through the real API client from a reference server (rate limit off), into WXT's
 * fake storage.local and fake-indexeddb; then a quick refresh with nothing new; then each keystroke
 * is one `searchIndex` call, as the background's `searchIndex` makes. The refresh paced by the
 * rate limit (phpShort's 60 a minute) runs on a simulated clock shared with the server's limiter
 * (its minute shrunk to 100 ms of real time), so its paced duration is counted, not waited for.
 * Timed with performance.now(); reported, never asserted.
 */
import { serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { startServer } from '../test/server';
import { useFakeBrowser } from './fake-browser';
import { round, summarize, type Summary } from './stats';
import { keystrokes } from './typing';
import { sleep } from './util';

export interface ScaleNodeResult {
  links: number;
  /** Full refresh, rate limit off: requests and ms. */
  refresh: { requests: number; ms: number };
  /** Quick refresh right after, nothing new: requests. */
  quickRequests: number;
  /** Full refresh at phpShort's rate limit (60 a minute): requests, bursts and the paced duration (simulated clock), ms. */
  paced: { requests: number; bursts: number; ms: number };
  keystroke: Summary;
  /** What the index stored: the head's JSON plus every IndexedDB record as structured clone, bytes. */
  storageBytes: number;
  /** Heap growth with every chunk's text read (a search that matches nothing), MB. */
  heapMb: number;
}

async function storedBytes(fakeBrowser: ReturnType<typeof useFakeBrowser>): Promise<number> {
  const head = JSON.stringify(await fakeBrowser.storage.local.get('linkIndexHead')).length;
  const db = await new Promise<IDBDatabase>((resolve) => {
    const open = indexedDB.open('linklet-index');
    open.onsuccess = () => resolve(open.result);
  });
  let bytes = head;
  for (const name of db.objectStoreNames) {
    const values = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction(name).objectStore(name).getAll();
      request.onsuccess = () => resolve(request.result);
    });
    for (const value of values) bytes += serialize(value).length;
  }
  db.close();
  return bytes;
}

export async function benchScaleNode(count: number, rounds = 3): Promise<ScaleNodeResult> {
  const fakeBrowser = useFakeBrowser();
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  const { createClient } = await import('../lib/api');
  const { clearIndex, indexStatus, refreshLinks, searchIndex } = await import('../lib/link-index');
  const server = await startServer({ port: 0, seed: { links: count } });
  try {
    const client = createClient({ baseUrl: server.url, apiKey: server.apiKey, version: server.version });
    const scope = { profileId: 'default', origin: server.origin };
    const heapBefore = process.memoryUsage().heapUsed;
    let start = performance.now();
    server.clearRequests();
    await refreshLinks(client, scope, { full: true });
    const refresh = { requests: server.apiRequests().length, ms: round(performance.now() - start) };
    server.clearRequests();
    await refreshLinks(client, scope);
    const quickRequests = server.apiRequests().length;
    const storageBytes = await storedBytes(fakeBrowser);

    const typed = keystrokes();
    const samples: number[] = [];
    // Round 0 warms the JIT and reads every chunk, as a worker's first keystrokes do; not counted.
    for (let r = 0; r <= rounds; r++) {
      for (const text of typed) {
        start = performance.now();
        await searchIndex(scope, text);
        if (r > 0) samples.push(performance.now() - start);
      }
    }
    await searchIndex(scope, 'zzqx');
    const heapMb = round((process.memoryUsage().heapUsed - heapBefore) / 1e6);
    const links = (await indexStatus(scope)).count;

    // Paced: the server's minute is 100 ms of real time; the refresh's clock jumps to its resumeAt.
    await clearIndex('default');
    server.setRateLimit({ limit: 60, windowMs: 100 });
    server.clearRequests();
    let clock = Date.now();
    const begun = clock;
    const realStart = performance.now();
    let bursts = 1;
    let result = await refreshLinks(client, scope, { full: true, now: () => clock + (performance.now() - realStart) });
    while (result.resumeAt) {
      clock += result.resumeAt - (clock + (performance.now() - realStart));
      await sleep(120);
      bursts++;
      result = await refreshLinks(client, scope, { now: () => clock + (performance.now() - realStart) });
    }
    const paced = { requests: server.apiRequests().length, bursts, ms: round(clock + (performance.now() - realStart) - begun) };
    server.setRateLimit(false);
    return { links, refresh, quickRequests, paced, keystroke: summarize(samples), storageBytes, heapMb };
  } finally {
    await server.close();
  }
}
