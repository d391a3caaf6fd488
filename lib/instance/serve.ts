/**
 * The background's answer to a page's `getInstanceFacts` message (./ask.ts): the connection of the
 * profile asked about, and its facts revalidated (./revalidate.ts). A check the user waits on
 * (Save, "Test connection") gets one try per request, within the connection test's time.
 */
import { toErrorData } from '../api/errors';
import { getInstanceConnection, notConnectedError, type Connection } from '../connection/connection';
import type { InstanceClient } from '../api/client';
import { TEST_TIMEOUT_MS } from '../connection/state';
import type { MessageAnswer, MessageData } from '../messaging/protocol';
import { revalidate } from './revalidate';

export type Connect = (options: Parameters<typeof getInstanceConnection>[0]) => Promise<Connection<InstanceClient>>;

export async function answerFacts(data: MessageData<'getInstanceFacts'>, connect: Connect = getInstanceConnection): Promise<MessageAnswer<'getInstanceFacts'>> {
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
