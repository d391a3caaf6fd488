import { createClient, createLinksClient, type ApiClient, type ClientOptions, type LinksClient } from '../api/client';
import type { Facts } from '../instance/facts';
import type { Settings } from '../settings/schema';
import { openStoredSession } from './session';

export { connectionStamp, notConnectedError } from './session';

/** The client options a caller may choose; the instance and key always come from storage. */
export type ConnectOptions = Pick<ClientOptions, 'timeoutMs' | 'fetch' | 'retries'> & {
  /** The profile whose instance and key are used; the active one when absent (or unknown). */
  profileId?: string;
};

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
 * The profile's instance session (./session.ts) as a ready client or the setting that is
 * missing: settings, the key stored for that instance's origin and the instance's version when it
 * is known. Pages and the background call this per action rather than caching a client, so a
 * changed setting or a restarted worker never uses a stale key.
 */
export function getConnection(options: ConnectOptions = {}): Promise<Connection> {
  return connectWith(createClient, options);
}

/** The same with the background worker's client, links only (lib/api/client.ts `LinksClient`). */
export function getLinksConnection(options: ConnectOptions = {}): Promise<Connection<LinksClient>> {
  return connectWith(createLinksClient, options);
}

async function connectWith<C>(make: (options: ClientOptions) => C, options: ConnectOptions): Promise<Connection<C>> {
  const session = await openStoredSession({ ...options, make });
  const { settings, client, connection } = session;
  if (client && connection) return { ready: true, settings, client, facts: session.facts, stamp: connection.stamp };
  // createClient refuses a stored URL or key it cannot use (InputError): the caller says so.
  if (session.health.problem?.name === 'InputError') throw session.health.problem;
  // Facts are read only for an instance that may be used: then it is the key that is missing.
  return { ready: false, settings, missing: session.facts.origin ? 'key' : 'instance' };
}
