/**
 * The instance facts in unit tests: asked as pages ask them (lib/connection/ask.ts, serve.ts), of
 * the stored connection as in the extension, or of the fake client a test hands `serveFactsFrom`
 * (then of that client's mocks). Installed for every test by test/setup.ts.
 */
import type { ApiClient } from '../../lib/api';
import type { Connection } from '../../lib/connection/connection';
import { getConnection } from '../../lib/connection/connection';
import { readFacts } from '../../lib/instance/facts';
import { connectFactsWith } from '../../lib/connection/ask';
import type { ConnectFacts } from '../../lib/connection/serve';
import { readAllSettings } from '../../lib/settings/read';
import { settingsOf } from '../../lib/settings/schema';

let client: ApiClient | null = null;

/** The instance facts are asked of `fake` (a test/fakes/client.ts client), with the stored settings. */
export function serveFactsFrom(fake: unknown): void {
  client = fake as ApiClient;
}

const connect: ConnectFacts = async (options) => {
  if (!client) return getConnection(options);
  // The stored settings with the served client (read here: a test may stand in for lib/connection).
  const settings = settingsOf(await readAllSettings(), options?.profileId);
  if (!settings.instanceUrl) return { ready: false, settings, missing: 'instance' };
  return { ready: true, settings, client, facts: await readFacts({ profileId: settings.profileId, origin: client.origin }) } satisfies Connection;
};

/** test/setup.ts: a fresh fake connection per test (the stored one's, until a test serves its fake client). */
export function installFactsBackground(): void {
  client = null;
  connectFactsWith(connect);
}
