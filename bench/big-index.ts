/**
 * The extension with an index of 10,000 links, in Chromium: the background fills it from a
 * reference server seeded with 10,000 links (the `refreshIndex` message), then an extension page
 * times each keystroke as the popup sends it (`localSearch` to the background and back), the
 * background's cold start with that index, and the bytes Chrome reports for storage.local.
 */
import type { ExtensionSession } from '../test/e2e/harness';
import { benchColdStart, openBlankPage, timedMessage, type ColdStartResult, type Stop } from './cold-start';
import { round, summarize, type Summary } from './stats';
import { keystrokes } from './typing';

export interface BigIndexResult {
  /** Links in the index after the refresh. */
  links: number;
  /** The full refresh of 10,000 links (100 list requests), ms. */
  refreshMs: number;
  /** localSearch message round trip per keystroke, ms. */
  keystroke: Summary;
  /** The bare message hop, for scale: a message no handler answers, sent after each keystroke. */
  hop: Summary;
  /** Reading everything in storage.local from an extension page (what a cold index load reads), ms. */
  storageRead: Summary;
  coldStart: ColdStartResult;
  /** chrome.storage.local.getBytesInUse() with the index stored. */
  storageBytesInUse: number;
}

export async function benchBigIndex(session: ExtensionSession, stop: Stop, rounds = 2): Promise<BigIndexResult> {
  const page = await openBlankPage(session);
  try {
    const refresh = await timedMessage(page, { linklet: 'refreshIndex', data: {} });
    const status = await timedMessage(page, { linklet: 'indexStatus', data: {} });
    const links = Number(/"count":(\d+)/.exec(status.answer)?.[1] ?? Number.NaN);
    if (!(links > 0)) throw new Error(`the index did not fill: ${refresh.answer}`);
    const typed = keystrokes();
    const samples: number[] = [];
    const hops: number[] = [];
    // Round 0 warms the worker's view of the index and the JIT; it is not counted.
    for (let r = 0; r <= rounds; r++) {
      for (const text of typed) {
        const { ms, answer, failed } = await timedMessage(page, { linklet: 'localSearch', data: { text, limit: 20 } });
        if (failed) throw new Error(`localSearch failed: ${answer}`);
        // Not in the protocol: the background's listener ignores it, so the answer is empty (or
        // "no response"); either way it is the cost of the hop itself.
        const hop = await timedMessage(page, { linklet: 'benchPing', data: {} });
        if (r > 0) samples.push(ms);
        if (r > 0) hops.push(hop.ms);
      }
    }
    const reads: number[] = [];
    for (let i = 0; i < 5; i++) {
      reads.push(
        await page.evaluate(async () => {
          const start = performance.now();
          await (globalThis as unknown as { chrome: any }).chrome.storage.local.get(null);
          return performance.now() - start;
        }),
      );
    }
    const storageBytesInUse = await page.evaluate(() =>
      (globalThis as unknown as { chrome: any }).chrome.storage.local.getBytesInUse(null) as Promise<number>,
    );
    return {
      links,
      refreshMs: round(refresh.ms),
      keystroke: summarize(samples),
      hop: summarize(hops),
      storageRead: summarize(reads),
      coldStart: await benchColdStart(session, stop, 10),
      storageBytesInUse,
    };
  } finally {
    await page.close();
  }
}
