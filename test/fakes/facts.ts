/**
 * The background's `getInstanceFacts` answer in unit tests: the real one (lib/instance/serve.ts),
 * whose client comes from the stored connection as in the extension, or is the fake client a
 * test hands `serveFactsFrom` (then asked of that client's mocks). Installed for every test by
 * test/setup.ts; a test that replaces `runtime.sendMessage` calls `answerFactsMessage` itself.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '../../lib/api';
import type { Connection } from '../../lib/connection/connection';
import { getConnection } from '../../lib/connection/connection';
import { readFacts } from '../../lib/instance/facts';
import { answerFacts, type Connect } from '../../lib/instance/serve';
import { readAllSettings } from '../../lib/settings/read';
import { settingsOf } from '../../lib/settings/schema';
import type { MessageData } from '../../lib/messaging/protocol';

let client: ApiClient | null = null;

/** The instance facts are asked of `fake` (a test/fakes/client.ts client), with the stored settings. */
export function serveFactsFrom(fake: unknown): void {
  client = fake as ApiClient;
}

const connect: Connect = async (options) => {
  if (!client) return getConnection(options);
  // The stored settings with the served client (read here: a test may stand in for lib/connection).
  const settings = settingsOf(await readAllSettings(), options?.profileId);
  if (!settings.instanceUrl) return { ready: false, settings, missing: 'instance' };
  return { ready: true, settings, client, facts: await readFacts({ profileId: settings.profileId, origin: client.origin }) } satisfies Connection;
};

export function answerFactsMessage(data: MessageData<'getInstanceFacts'>) {
  return answerFacts(data, connect);
}

/** test/setup.ts: a fresh fake background per test. */
export function installFactsBackground(): void {
  client = null;
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const envelope = message as { linklet?: string; data?: MessageData<'getInstanceFacts'> } | null;
    return envelope?.linklet === 'getInstanceFacts' ? answerFactsMessage(envelope.data!) : undefined;
  });
}
