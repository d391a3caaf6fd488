/**
 * Background worker cold start → first message answered: the worker is stopped through CDP (as
 * Chrome does when it idles), then an extension page sends the protocol's `listRecentLinks` message
 * (which reads the index) and times the answer. The same message to a running worker is timed
 * too, for scale.
 */
import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../test/e2e/harness';
import { summarize, type Summary } from './stats';
import { sleep } from './util';

export interface ColdStartResult {
  cold: Summary;
  warm: Summary;
  /** What the answer was, e.g. "array of 10" (an error when the background has no handler). */
  answer: string;
}

export type Stop = (session: ExtensionSession) => Promise<void>;

/** A message of Linklet's protocol (lib/messaging), as it travels. */
export interface Envelope {
  linklet: string;
  data: unknown;
}

export const RECENT_LINKS: Envelope = { linklet: 'listRecentLinks', data: { limit: 10 } };

/**
 * The envelope with the active profile named, as a page started now names it (every question
 * about links names its profile; one naming none is answered from no index, with nothing). Asked
 * of storage before the clock starts: it is not the background's time.
 */
export async function named(page: Page, message: Envelope): Promise<Envelope> {
  const data = message.data;
  if (!data || typeof data !== 'object' || 'profileId' in data) return message;
  const profileId = await page.evaluate(async () => {
    const { settings } = await (globalThis as unknown as { chrome: any }).chrome.storage.local.get('settings');
    return (settings?.activeProfileId as string | undefined) ?? 'default';
  });
  return { ...message, data: { profileId, ...data } };
}

/**
 * Sends `message` from the extension page `page`; returns the ms until the answer (or the
 * rejection: `failed`) and the answer's shape.
 */
export async function timedMessage(page: Page, message: Envelope): Promise<{ ms: number; answer: string; failed: boolean }> {
  return page.evaluate(
    async (envelope) => {
      const chromeApi = (globalThis as unknown as { chrome: any }).chrome;
      const start = performance.now();
      try {
        const answer = await chromeApi.runtime.sendMessage(envelope);
        const ms = performance.now() - start;
        const shape = Array.isArray(answer) ? `array of ${answer.length}` : (JSON.stringify(answer)?.slice(0, 120) ?? 'undefined');
        return { ms, answer: shape, failed: false };
      } catch (error) {
        return { ms: performance.now() - start, answer: `error: ${(error as Error).message}`, failed: true };
      }
    },
    await named(page, message),
  );
}

export type Timed = typeof timedMessage;

/**
 * The same question on the long-lived connection the popup's search keeps (lib/messaging/port.ts:
 * the port named "linklet", questions `[n, envelope]`, answers `[n, answer]` or `[n]` when no
 * handler answered). The page connects on its first question, and again after the connection
 * dropped (the worker was stopped): a first question after a stop includes the connecting, as
 * the popup's does.
 */
export async function timedPortMessage(page: Page, message: Envelope): Promise<{ ms: number; answer: string; failed: boolean }> {
  return page.evaluate(
    async (envelope) => {
      type Ask = (question: unknown) => Promise<unknown[] | undefined>;
      const scope = globalThis as unknown as { chrome: any; benchAsk?: Ask };
      const start = performance.now();
      if (!scope.benchAsk) {
        const port = scope.chrome.runtime.connect({ name: 'linklet' });
        const waiting = new Map<number, (answer?: unknown[]) => void>();
        let next = 0;
        port.onMessage.addListener((answer: unknown[]) => {
          waiting.get(answer[0] as number)?.(answer);
          waiting.delete(answer[0] as number);
        });
        port.onDisconnect.addListener(() => {
          scope.benchAsk = undefined;
          waiting.forEach((settle) => settle());
        });
        scope.benchAsk = (question) =>
          new Promise((settle) => {
            waiting.set(++next, settle);
            port.postMessage([next, question]);
          });
      }
      const reply = await scope.benchAsk(envelope);
      const ms = performance.now() - start;
      if (!reply) return { ms, answer: 'error: the connection dropped', failed: true };
      if (reply.length < 2) return { ms, answer: 'error: no handler answered', failed: true };
      const answer = reply[1];
      const shape = Array.isArray(answer) ? `array of ${answer.length}` : (JSON.stringify(answer)?.slice(0, 120) ?? 'undefined');
      return { ms, answer: shape, failed: false };
    },
    await named(page, message),
  );
}

/** Waits until Chromium no longer lists the extension's worker (or a second passes). */
async function workerGone(session: ExtensionSession): Promise<void> {
  for (let i = 0; i < 50 && session.context.serviceWorkers().some((w) => w.url().includes(session.extensionId)); i++) await sleep(20);
}

/** The bench's blank extension page, from which messages are sent. */
export async function openBlankPage(session: ExtensionSession): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(session.pageUrl('blank.html'));
  return page;
}

export async function benchColdStart(
  session: ExtensionSession,
  stopServiceWorker: Stop,
  runs = 15,
  message = RECENT_LINKS,
  timed: Timed = timedMessage,
  /** The answer may be empty (a search nothing matches); otherwise an empty one is a question that read no index, and refused. */
  emptyAnswer = false,
): Promise<ColdStartResult> {
  const page = await openBlankPage(session);
  const cold: number[] = [];
  const warm: number[] = [];
  let answer = '';
  try {
    for (let i = 0; i < runs; i++) {
      await stopServiceWorker(session);
      await workerGone(session);
      // Let the stop finish on the browser side too before waking the worker again.
      await sleep(300);
      const first = await timed(page, message);
      answer = first.answer;
      if (first.failed) break;
      if (!emptyAnswer && answer === 'array of 0') throw new Error(`${message.linklet} answered nothing: it read no index`);
      cold.push(first.ms);
      await sleep(100);
      const second = await timed(page, message);
      warm.push(second.ms);
    }
  } finally {
    await page.close();
  }
  return { cold: summarize(cold), warm: summarize(warm), answer };
}
