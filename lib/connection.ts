import { createClient, createLinksClient, type ApiClient, type ClientOptions, type LinksClient } from './api/client';
import type { ApiVersion } from './api/versions';
import { readFacts, type Facts } from './instance/facts';
import { loadApiKey } from './settings/api-key';
import { originOf } from './settings/origin';
import { readAllSettings } from './settings/read';
import { settingsOf, type Settings } from './settings/schema';

/** The client options a caller may choose; the instance and key always come from storage. */
export type ConnectOptions = Pick<ClientOptions, 'timeoutMs' | 'fetch' | 'retries'> & {
  /** The profile whose instance and key are used; the active one when absent (or unknown). */
  profileId?: string;
};

/** The instance and its key, as the client is made from them. */
export interface StoredConnection {
  baseUrl: string;
  apiKey: string;
  /** The instance's version when known (it decides the link fields); the contract's v44 until then. */
  version?: ApiVersion;
}

/** The client of a stored connection (throws `InputError` for a stored URL or key it cannot use). */
export function clientOf(stored: StoredConnection, options: ConnectOptions = {}): ApiClient {
  return createClient({ baseUrl: stored.baseUrl, apiKey: stored.apiKey, ...options, version: stored.version });
}

export type Connection<C = ApiClient> =
  | { ready: true; settings: Settings; client: C; facts: Facts }
  | { ready: false; settings: Settings; missing: 'instance' | 'key' };

/**
 * The configured client, built from settings, the key stored for that instance's origin and the
 * instance's version when it is known (lib/instance; the contract's v44 until then). Pages and
 * the background call this per action rather than caching a client, so a changed setting or a
 * restarted worker never uses a stale key.
 */
export function getConnection(options: ConnectOptions = {}): Promise<Connection> {
  return connectWith(createClient, options);
}

/** The same with the links alone (the background's: `createLinksClient`). */
export function getLinksConnection(options: ConnectOptions = {}): Promise<Connection<LinksClient>> {
  return connectWith(createLinksClient, options);
}

async function connectWith<C>(make: (options: ClientOptions) => C, { profileId, ...options }: ConnectOptions): Promise<Connection<C>> {
  const settings = settingsOf(await readAllSettings(), profileId);
  // A profile removed meanwhile is not replaced by another: its link would go to another account.
  const origin = profileId && settings.profileId !== profileId ? '' : originOf(settings.instanceUrl);
  if (!origin) return { ready: false, settings, missing: 'instance' };
  const [apiKey, facts] = await Promise.all([loadApiKey(settings.profileId, origin), readFacts({ profileId: settings.profileId, origin })]);
  if (!apiKey) return { ready: false, settings, missing: 'key' };
  return { ready: true, settings, facts, client: make({ baseUrl: settings.instanceUrl, apiKey, ...options, version: facts.version?.value?.version }) };
}
