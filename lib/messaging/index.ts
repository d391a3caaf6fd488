import { browser } from 'wxt/browser';
import type { MessageAnswer, MessageData, MessageType, PageMessageType, PageProtocolMap } from './protocol';

export type { IndexStatus, LocalHit, MessageAnswer, MessageData, MessageType, PageMessageType, PageProtocolMap, ProtocolMap, Result } from './protocol';

export interface Envelope<K extends MessageType = MessageType> {
  linklet: K;
  data: MessageData<K>;
}

/** Asks the background. Rejects only when no background answered (e.g. during an update). */
export async function sendMessage<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageAnswer<K>> {
  const envelope: Envelope<K> = { linklet: type, data };
  return (await browser.runtime.sendMessage(envelope)) as MessageAnswer<K>;
}

type PageData<K extends PageMessageType> = Parameters<PageProtocolMap[K]>[0];
type PageAnswer<K extends PageMessageType> = ReturnType<PageProtocolMap[K]>;

/** The background asks the extension's pages; rejects when no page answered ("Receiving end does not exist"). */
export async function askPages<K extends PageMessageType>(type: K, data: PageData<K>): Promise<PageAnswer<K> | undefined> {
  const envelope = { linklet: type, data };
  return (await browser.runtime.sendMessage(envelope)) as PageAnswer<K> | undefined;
}

/**
 * A page answers the background's question `type` (only from this extension); `answer` returning
 * undefined leaves it to another page.
 */
export function answerPages<K extends PageMessageType>(type: K, answer: (data: PageData<K>) => PageAnswer<K> | undefined): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: { id?: string }) => {
    if (sender.id !== browser.runtime.id || typeof message !== 'object' || message === null || (message as { linklet?: unknown }).linklet !== type)
      return undefined;
    const answered = answer((message as { data: PageData<K> }).data);
    return answered === undefined ? undefined : Promise.resolve(answered);
  });
}
