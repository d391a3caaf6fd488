import { createClient, createLinksClient, type ApiClient, type ClientOptions, type LinksClient } from '../api/client';
import type { ApiErrorData } from '../api/errors';
import type { ApiVersion } from '../api/versions';
import { t } from '../i18n';
import { readFacts, type Facts } from '../instance/facts';
import { loadApiKey } from '../settings/api-key';
import { usableOrigin } from '../settings/origin';
import { readAllSettings } from '../settings/read';
import { settingsOf, type Settings } from '../settings/schema';

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
  | {
      ready: true;
      settings: Settings;
      client: C;
      /** What is known of the instance (lib/instance): its version decides the link fields. */
      facts: Facts;
      /**
       * What it was made of (profile, instance, a digest of the key), to tell when storage no longer
       * gives it (./watch.ts); absent in a connection not made from storage (a test's).
       */
      stamp?: string;
    }
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

/** The same with the background worker's client, links only (lib/api/client.ts `LinksClient`). */
export function getLinksConnection(options: ConnectOptions = {}): Promise<Connection<LinksClient>> {
  return connectWith(createLinksClient, options);
}

/** A connection that is not ready, as pages are answered: the setting that is missing, as an input refused. */
export function notConnectedError(connection: { missing: 'instance' | 'key' }): ApiErrorData {
  const field = connection.missing === 'instance' ? 'instanceUrl' : 'apiKey';
  const reason = t(connection.missing === 'instance' ? 'managerMissingInstance' : 'managerMissingKey');
  return { name: 'InputError', message: `${field}: ${reason}`, fields: { [field]: [reason] } };
}

async function connectWith<C>(make: (options: ClientOptions) => C, { profileId, ...options }: ConnectOptions): Promise<Connection<C>> {
  const settings = settingsOf(await readAllSettings(), profileId);
  // A profile removed meanwhile is not replaced by another: its link would go to another account.
  // Plain http on the user's network without their consent is no instance yet (the settings ask).
  const origin = profileId && settings.profileId !== profileId ? '' : usableOrigin(settings);
  if (!origin) return { ready: false, settings, missing: 'instance' };
  const [apiKey, facts] = await Promise.all([loadApiKey(settings.profileId, origin), readFacts({ profileId: settings.profileId, origin })]);
  if (!apiKey) return { ready: false, settings, missing: 'key' };
  const stamp = stampOf(settings.profileId, settings.instanceUrl, apiKey);
  return { ready: true, settings, facts, stamp, client: make({ baseUrl: settings.instanceUrl, apiKey, ...options, version: facts.version?.value?.version }) };
}

/**
 * A connection's profile, instance and key as one string, the key only as a digest (FNV-1a): a
 * change of any of them is a change of the string, and the key itself is not copied about.
 */
function stampOf(profileId: string, instanceUrl: string, apiKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
  return `${profileId} ${instanceUrl} ${(hash >>> 0).toString(36)}`;
}

/** The stamp a connection of profile `profileId` would have now ('' when it would have none). */
export async function connectionStamp(profileId: string): Promise<string> {
  const profile = (await readAllSettings()).profiles.find((p) => p.id === profileId);
  const origin = profile ? usableOrigin(profile) : '';
  const apiKey = origin ? await loadApiKey(profileId, origin) : null;
  return profile && apiKey ? stampOf(profileId, profile.instanceUrl, apiKey) : '';
}
