/**
 * A page's facts asked (./ask.ts): the connection of the profile asked about, and its facts
 * revalidated (lib/instance/revalidate.ts). A check the user waits on (Save, "Test connection") gets one try
 * per request, within the connection test's time.
 */
import { toErrorData } from '../api/errors';
import { getConnection, notConnectedError, type Connection } from './connection';
import type { InstanceClient } from '../api/client';
import { TEST_TIMEOUT_MS } from './state';
import type { Result } from '../api/errors';
import type { FactName, Facts } from '../instance/facts';
import { revalidate } from '../instance/revalidate';

/** What a page asks: `want` of that profile (the active one by default), forced, or within a check. */
export interface FactsQuery {
  want: FactName[];
  profileId?: string;
  force?: boolean;
  check?: boolean;
  maxAgeMs?: number;
}

export type ConnectFacts = (options: Parameters<typeof getConnection>[0]) => Promise<Connection<InstanceClient>>;

export async function answerFacts(data: FactsQuery, connect: ConnectFacts = getConnection): Promise<Result<Facts>> {
  const { want, profileId, force, check, maxAgeMs } = data ?? {};
  const connection = await connect({ profileId, ...(check ? { timeoutMs: TEST_TIMEOUT_MS, retries: 0 } : {}) });
  if (!connection.ready) return { ok: false, error: notConnectedError(connection) };
  const scope = { profileId: connection.settings.profileId, origin: connection.client.origin };
  try {
    const options = { force: force === true, maxAgeMs: typeof maxAgeMs === 'number' ? maxAgeMs : undefined };
    return { ok: true, value: await revalidate(connection.client, scope, Array.isArray(want) ? want : [], options) };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
}
