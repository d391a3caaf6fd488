import { browser } from 'wxt/browser';
import type { MessageAnswer, MessageData, MessageType } from './protocol';

export type { IndexStatus, LocalHit, MessageAnswer, MessageData, MessageType, ProtocolMap, Result } from './protocol';

export interface Envelope<K extends MessageType = MessageType> {
  linklet: K;
  data: MessageData<K>;
}

/** Asks the background. Rejects only when no background answered (e.g. during an update). */
export async function sendMessage<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageAnswer<K>> {
  const envelope: Envelope<K> = { linklet: type, data };
  return (await browser.runtime.sendMessage(envelope)) as MessageAnswer<K>;
}
