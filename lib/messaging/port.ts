/**
 * The popup's search asks the background over one long-lived connection (runtime.connect)
 * instead of a one-off message per keystroke. Its own module: the popup loads it with Recent
 * links, after its first paint.
 */
import { browser } from 'wxt/browser';
import { sendMessage, type Envelope } from './index';
import type { MessageAnswer, MessageData, MessageType } from './protocol';

/**
 * The long-lived connection's name. On it, a question is `[n, envelope]` and its answer
 * `[n, answer]`, or `[n]` when no handler answered or it threw.
 */
export const PORT_NAME = 'linklet';
export type PortQuestion = [n: number, envelope: Envelope];
export type PortAnswer = [n: number, answer?: unknown];

type Ask = (envelope: Envelope) => Promise<PortAnswer | undefined>;
/** This page's connection to the background, while it lasts. */
let connection: Ask | undefined;

function connect(): Ask {
  const port = browser.runtime.connect({ name: PORT_NAME });
  // Questions awaiting their answer; `undefined` settles them when the connection drops.
  const waiting = new Map<number, (answer?: PortAnswer) => void>();
  let next = 0;
  port.onMessage.addListener((answer: PortAnswer) => {
    waiting.get(answer[0])?.(answer);
    waiting.delete(answer[0]);
  });
  port.onDisconnect.addListener(() => {
    if (connection === ask) connection = undefined;
    waiting.forEach((settle) => settle());
  });
  const ask: Ask = (envelope) =>
    new Promise((settle) => {
      waiting.set(++next, settle);
      port.postMessage([next, envelope] satisfies PortQuestion);
    });
  return ask;
}

/**
 * Asks the background over one long-lived connection instead of a message each: a search
 * keystroke's round trip is about a millisecond shorter. When the connection cannot be made or
 * drops (the worker was stopped), or the background did not answer on it, the question is asked
 * again as a one-off message (which rejects as usual if it fails again), and the next one
 * connects again: so only questions that may safely be asked twice (reads) go this way. While
 * the connection is open, Chrome's worker and Firefox's background page stay up: only the popup,
 * which closes soon, keeps one.
 */
export async function askOverPort<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageAnswer<K>> {
  let answer: PortAnswer | undefined;
  try {
    answer = await (connection ??= connect())({ linklet: type, data });
  } catch {
    // A disconnected port throws on postMessage: ask below.
    connection = undefined;
  }
  return answer && answer.length > 1 ? (answer[1] as MessageAnswer<K>) : sendMessage(type, data);
}
