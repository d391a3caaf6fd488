/**
 * The instance session in unit tests (lib/connection/session.ts): of the stored connection as in
 * the extension, or of the fake client a test hands `serveFactsFrom` (then its facts are asked of
 * that client's mocks, with the stored settings). Installed for every test by test/setup.ts.
 */
import type { ApiClient } from '../../lib/api';
import { healthOf } from '../../lib/connection/health';
import { openSessionsWith, openStoredSession, type InstanceSession, type SessionOptions } from '../../lib/connection/session';
import { readFacts } from '../../lib/instance/facts';
import { readAllSettings } from '../../lib/settings/read';
import { settingsOf } from '../../lib/settings/schema';

let client: ApiClient | null = null;

/** The instance facts are asked of `fake` (a test/fakes/client.ts client), with the stored settings. */
export function serveFactsFrom(fake: unknown): void {
  client = fake as ApiClient;
}

const open = async (options: SessionOptions<ApiClient>): Promise<InstanceSession> => {
  if (!client) return openStoredSession(options);
  // The stored settings with the served client (read here: a test may stand in for lib/connection).
  const settings = settingsOf(await readAllSettings(), options.profileId);
  if (!settings.instanceUrl) return openStoredSession(options);
  const facts = await readFacts({ profileId: settings.profileId, origin: client.origin });
  const version = facts.version?.value?.version ?? null;
  return {
    profileId: settings.profileId,
    settings,
    connection: { baseUrl: client.baseUrl, origin: client.origin, stamp: '' },
    facts,
    version,
    client,
    health: healthOf(facts.links?.error ?? facts.version?.error),
  };
};

/** test/setup.ts: a fresh fake session per test (the stored one's, until a test serves its fake client). */
export function installFactsBackground(): void {
  client = null;
  openSessionsWith(open);
}
