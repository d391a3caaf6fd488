/**
 * Background worker cold start → first message answered: the worker is stopped through CDP (as
 * Chrome does when it idles), then an extension page sends the protocol's `recentLinks` message
 * and times the answer. The same message to a running worker is timed too, for scale.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../test/e2e/harness';
import { summarize, type Summary } from './stats';

export interface ColdStartResult {
  cold: Summary;
  warm: Summary;
  /** What the answer was, e.g. "array of 10" (an error when the background has no handler). */
  answer: string;
}

type Stop = (session: ExtensionSession) => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `recentLinks` from `page` and returns the milliseconds until the answer and its shape. */
async function timedMessage(page: Page): Promise<{ ms: number; answer: string }> {
  return page.evaluate(async () => {
    const chromeApi = (globalThis as unknown as { chrome: any }).chrome;
    const start = performance.now();
    try {
      const answer = await chromeApi.runtime.sendMessage({ linklet: 'recentLinks', data: { limit: 10 } });
      const ms = performance.now() - start;
      return { ms, answer: Array.isArray(answer) ? `array of ${answer.length}` : `${typeof answer}` };
    } catch (error) {
      return { ms: Number.NaN, answer: `error: ${(error as Error).message}` };
    }
  });
}

/** Waits until Chromium no longer lists the extension's worker (or a second passes). */
async function workerGone(session: ExtensionSession): Promise<void> {
  for (let i = 0; i < 50 && session.context.serviceWorkers().some((w) => w.url().includes(session.extensionId)); i++) await sleep(20);
}

export async function benchColdStart(session: ExtensionSession, stopServiceWorker: Stop, runs = 15): Promise<ColdStartResult> {
  const page = await session.context.newPage();
  await page.goto(session.pageUrl('blank.html'));
  const cold: number[] = [];
  const warm: number[] = [];
  let answer = '';
  try {
    for (let i = 0; i < runs; i++) {
      await stopServiceWorker(session);
      await workerGone(session);
      // Let the stop finish on the browser side too before waking the worker again.
      await sleep(300);
      const first = await timedMessage(page);
      answer = first.answer;
      if (Number.isNaN(first.ms)) break;
      cold.push(first.ms);
      await sleep(100);
      const second = await timedMessage(page);
      warm.push(second.ms);
    }
  } finally {
    await page.close();
  }
  return { cold: summarize(cold), warm: summarize(warm), answer };
}
