/**
 * The extension with an index of N links, in Chromium: the background fills it from a reference
 * server seeded with N links (the `refreshIndex` message, rate limit off, until the index holds
 * them all and its refresh is over), then an extension page
 * times each keystroke as the popup sends it (`searchIndex` on the connection the popup keeps,
 * lib/messaging/port.ts) and, for comparison, as a one-off message; the worker's cold start with
 * that index (listRecentLinks, and a first search on a new connection, as a popup opened then asks:
 * one a recent link answers, one that matches nothing and so reads every chunk), the worker's
 * heap, and the bytes Chromium reports in use for the extension's storage.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../test/e2e/harness';
import { workerHeapMb } from '../test/e2e/worker-heap';
import { benchColdStart, named, openBlankPage, timedMessage, timedPortMessage, type ColdStartResult, type Envelope, type Stop } from './cold-start';
import { round, summarize, type Summary } from './stats';
import { keystrokes } from './typing';
import { sleep } from './util';

export interface BigIndexResult {
  /** Links in the index after the refresh. */
  links: number;
  /** Connected → the full refresh (100 links a request) done, ms. */
  refreshMs: number;
  /** searchIndex round trip per keystroke on the popup's connection, ms. */
  keystroke: Summary;
  /** The bare hop on that connection, for scale: a question no handler answers, after each keystroke. */
  hop: Summary;
  /** The same keystrokes as one-off messages (runtime.sendMessage), and the bare one-off hop. */
  oneOff?: { keystroke: Summary; hop: Summary };
  coldStart: ColdStartResult;
  /** Worker stopped → first searchIndex answered on a new connection, for a word recent links hold and for one nothing holds. */
  coldSearch: ColdStartResult;
  coldMiss: ColdStartResult;
  /** The worker's JS heap in use, MB, after the keystrokes (every chunk's text read). */
  workerHeapMb: number | null;
  /** navigator.storage.estimate().usage of the extension's origin (IndexedDB and the rest), bytes. */
  storageUsage: number;
}

/** The index's status as the background says it (a message from the bench's page). */
async function indexStatus(page: Page): Promise<{ count: number; refreshing?: unknown }> {
  const message = await named(page, { linklet: 'getIndexStatus', data: {} });
  return page.evaluate((envelope) => (globalThis as unknown as { chrome: any }).chrome.runtime.sendMessage(envelope), message);
}

/** Connecting started the full refresh; "Refresh now" (as the settings page asks it) goes on with it until the index holds every one of the account's `expected` links. */
async function filled(page: Page, expected: number, maxMs = 15 * 60_000): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const refresh = await timedMessage(page, { linklet: 'refreshIndex', data: {} });
    const status = await indexStatus(page);
    if (status.count >= expected && !status.refreshing) return status.count;
    if (Date.now() > deadline) throw new Error(`the index did not fill: ${status.count} of ${expected} links after ${maxMs / 60_000} min (${refresh.answer})`);
    await sleep(500);
  }
}

export async function benchBigIndex(session: ExtensionSession, stop: Stop, connectedAt: number, expected: number, rounds = 2): Promise<BigIndexResult> {
  const page = await openBlankPage(session);
  try {
    const links = await filled(page, expected);
    const refreshMs = Date.now() - connectedAt;
    const typed = keystrokes();
    const samples: number[] = [];
    const hops: number[] = [];
    const oneOff: number[] = [];
    const oneOffHops: number[] = [];
    /** Whether any keystroke found a link: none would be a search of no index, timed for nothing. */
    let found = false;
    // Round 0 warms the worker's memory of the index and the JIT; it is not counted.
    for (let r = 0; r <= rounds; r++) {
      for (const text of typed) {
        const search: Envelope = { linklet: 'searchIndex', data: { text, limit: 20 } };
        const { ms, answer, failed } = await timedPortMessage(page, search);
        if (failed) throw new Error(`searchIndex failed: ${answer}`);
        found ||= answer !== 'array of 0';
        // Not in the protocol: no handler answers, so this is the cost of the hop itself.
        const hop = await timedPortMessage(page, { linklet: 'benchPing', data: {} });
        const message = await timedMessage(page, search);
        if (message.failed) throw new Error(`searchIndex failed: ${message.answer}`);
        const messageHop = await timedMessage(page, { linklet: 'benchPing', data: {} });
        if (r === 0) continue;
        samples.push(ms);
        hops.push(hop.ms);
        oneOff.push(message.ms);
        oneOffHops.push(messageHop.ms);
      }
    }
    if (!found) throw new Error('no keystroke found a link: the search read no index');
    const heapMb = await workerHeapMb(session).catch(() => null);
    const storageUsage = await page.evaluate(() => navigator.storage.estimate().then((e) => e.usage ?? 0));
    const search = (text: string): Envelope => ({ linklet: 'searchIndex', data: { text, limit: 20 } });
    return {
      links,
      refreshMs: round(refreshMs),
      keystroke: summarize(samples),
      hop: summarize(hops),
      oneOff: { keystroke: summarize(oneOff), hop: summarize(oneOffHops) },
      coldStart: await benchColdStart(session, stop, 5),
      coldSearch: await benchColdStart(session, stop, 5, search('wikipedia'), timedPortMessage),
      coldMiss: await benchColdStart(session, stop, 5, search('zzqx'), timedPortMessage, true),
      workerHeapMb: heapMb,
      storageUsage,
    };
  } finally {
    await page.close();
  }
}
