/**
 * The background's side of the protocol (./protocol.ts): its handlers, answering one-off messages
 * and questions on the connection ./port.ts keeps. A module of its own so that pages, which only
 * ask, load none of it.
 */
import { browser, type Browser } from 'wxt/browser';
import * as z from 'zod/mini';
import type { Envelope } from './index';
import { PORT_NAME, type PortQuestion } from './port';
import type { MessageAnswer, MessageData, MessageType } from './protocol';

/** A message of the protocol names its type; its data is each handler's to read. */
const envelope = z.looseObject({ linklet: z.string() });

function isEnvelope(value: unknown): value is Envelope {
  return z.safeParse(envelope, value).success;
}

export type Handlers = { [K in MessageType]: (data: MessageData<K>) => Promise<MessageAnswer<K>> | MessageAnswer<K> };

/**
 * Registers the background's handlers for every message of the protocol, sent one-off or over
 * the connection `askOverPort` (./port.ts) keeps. Messages from other extensions or web pages never reach
 * them (`sender.id` must be ours). Registered once for the worker's life: no way to remove them.
 */
export function registerHandlers(handlers: Handlers): void {
  const answer = (message: unknown) => {
    // Own properties only: `handlers.constructor` and the like are every object's, not messages.
    const handler = isEnvelope(message) && Object.hasOwn(handlers, message.linklet) ? (handlers[message.linklet] as (data: unknown) => unknown) : undefined;
    return handler && Promise.resolve(handler((message as Envelope).data));
  };
  const listener = (message: unknown, sender: { id?: string }) => (sender.id === browser.runtime.id ? answer(message) : undefined);
  const onConnect = (port: Browser.runtime.Port) => {
    if (port.name !== PORT_NAME || port.sender?.id !== browser.runtime.id) return;
    port.onMessage.addListener(([n, envelope]: PortQuestion) => {
      (answer(envelope) ?? Promise.reject())
        .then(
          (value) => [n, value],
          () => [n],
        )
        // Throws when the page closed while its answer was being made.
        .then((reply) => port.postMessage(reply))
        .catch(() => undefined);
    });
  };
  browser.runtime.onMessage.addListener(listener);
  browser.runtime.onConnect.addListener(onConnect);
}
