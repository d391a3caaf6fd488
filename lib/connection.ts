import { createClient, type ApiClient } from './api/client';
import type { ClientOptions } from './api/connect';
import { createShortenClient, type ShortenClient } from './api/links-client';
import { loadInstance, type InstanceInfo } from './instance';
import { loadApiKey } from './settings/api-key';
import type { Settings } from './settings/schema';
import { originOf } from './settings/origin';
import { readSettings } from './settings/read';

/** The client options a caller may choose; the instance and key always come from storage. */
export type ConnectOptions = Pick<ClientOptions, 'timeoutMs' | 'fetch'>;

export type Connection<C = ApiClient> =
  | { ready: true; settings: Settings; client: C; instance: InstanceInfo | null }
  | { ready: false; settings: Settings; missing: 'instance' | 'key' };

/**
 * The configured client, built from settings, the key stored for that instance's origin and the
 * instance's version when it is known (lib/instance.ts; the contract's v44 until then). Pages and
 * the background call this per action rather than caching a client, so a changed setting or a
 * restarted worker never uses a stale key.
 */
export function getConnection(options: ConnectOptions = {}): Promise<Connection> {
  return connectWith((o, instance) => createClient({ ...o, version: instance?.version }), options);
}

/**
 * The same with a client that lists and creates links only (`createShortenClient`): the
 * background's, which never sends targeting, pixels or domain lists, nor gets, updates or
 * deletes, and so does not carry their code in its one bundle.
 */
export function getLinksConnection(options: ConnectOptions = {}): Promise<Connection<ShortenClient>> {
  return connectWith(createShortenClient, options);
}

async function connectWith<C>(make: (options: ClientOptions, instance: InstanceInfo | null) => C, options: ConnectOptions): Promise<Connection<C>> {
  const settings = await readSettings();
  const origin = originOf(settings.instanceUrl);
  if (!origin) return { ready: false, settings, missing: 'instance' };
  const [apiKey, instance] = await Promise.all([loadApiKey(origin), loadInstance(origin)]);
  if (!apiKey) return { ready: false, settings, missing: 'key' };
  return { ready: true, settings, instance, client: make({ baseUrl: settings.instanceUrl, apiKey, ...options }, instance) };
}
