import { browser } from 'wxt/browser';
import type { MessageAnswer, MessageData, MessageType } from './protocol';

export type { IndexStatus, LocalHit, MessageAnswer, MessageData, MessageType, ProtocolMap, Result } from './protocol';

export interface Envelope<K extends MessageType = MessageType> {
  linklet: K;
  data: MessageData<K>;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).linklet === 'string';
}

/** Asks the background. Rejects only when no background answered (e.g. during an update). */
export async function sendMessage<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageAnswer<K>> {
  const envelope: Envelope<K> = { linklet: type, data };
  return (await browser.runtime.sendMessage(envelope)) as MessageAnswer<K>;
}

export type Handlers = { [K in MessageType]: (data: MessageData<K>) => Promise<MessageAnswer<K>> | MessageAnswer<K> };

/**
 * Registers the background's handlers for every message of the protocol. Messages from other
 * extensions or web pages never reach them (`sender.id` must be ours).
 */
export function registerHandlers(handlers: Handlers): () => void {
  const listener = (message: unknown, sender: { id?: string }) => {
    if (!isEnvelope(message) || sender.id !== browser.runtime.id) return undefined;
    const handler = handlers[message.linklet] as ((data: unknown) => unknown) | undefined;
    if (!handler) return undefined;
    return Promise.resolve(handler(message.data));
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
