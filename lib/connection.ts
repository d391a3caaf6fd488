import type { ApiClient } from './api';
import { createClient } from './api';
import { loadApiKey, loadSettings, originOf, type Settings } from './settings';

export type Connection =
  | { ready: true; settings: Settings; client: ApiClient }
  | { ready: false; settings: Settings; missing: 'instance' | 'key' };

/**
 * The configured client, built from settings and the key stored for that instance's origin.
 * Pages and the background call this per action rather than caching a client, so a changed
 * setting or a restarted worker never uses a stale key.
 */
export async function getConnection(options: { timeoutMs?: number } = {}): Promise<Connection> {
  const settings = await loadSettings();
  const origin = originOf(settings.instanceUrl);
  if (!origin) return { ready: false, settings, missing: 'instance' };
  const apiKey = await loadApiKey(origin);
  if (!apiKey) return { ready: false, settings, missing: 'key' };
  return { ready: true, settings, client: createClient({ baseUrl: settings.instanceUrl, apiKey, ...options }) };
}
