/**
 * "Test connection" with what the user typed (saved or not), and the check Save makes, each with
 * its outcome in a few kinds the options page says in plain words (lib/connection-state.ts), e.g.
 * "phpShort v49 · 7,034 links · plan Pro (statistics, targeting, passwords)". Nothing here reads
 * or writes settings, so testing never changes what is saved.
 */
import { createClient, toErrorData, type ApiClient, type Page } from './api';
import { classifyConnectionError, TEST_TIMEOUT_MS, type ConnectionOutcome } from './connection-state';
import { detectInstance } from './instance';
import { isReachable } from './reachability';

export { classifyConnectionError, TEST_TIMEOUT_MS, type ConnectionOutcome } from './connection-state';

export interface ConnectionTestInput {
  baseUrl: string;
  apiKey: string;
  /** Whether Linklet holds the host permission for the instance's origin. */
  hasPermission: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** "Test connection": the account, the version probe and one page of links, at once. */
export function testConnection(input: ConnectionTestInput): Promise<ConnectionOutcome> {
  return withClient(input, async (client) => {
    // All settled before answering, so no request of this test is still under way afterwards.
    const [detected, listed] = await Promise.allSettled([detectInstance(client), client.links.list({ per_page: 10 })]);
    if (detected.status === 'rejected') throw detected.reason;
    if (listed.status === 'rejected') throw listed.reason;
    const [info, page] = [detected.value, listed.value];
    return {
      kind: 'connected',
      total: totalOf(page),
      version: info.version,
      plan: { name: info.account.planName, features: info.account.features },
    };
  });
}

/** What Save checks: one list call, enough to tell every state apart and count the links. */
export function checkConnection(input: ConnectionTestInput): Promise<ConnectionOutcome> {
  return withClient(input, async (client) => ({ kind: 'connected', total: totalOf(await client.links.list({ per_page: 10 })) }));
}

function totalOf(page: Page<unknown>): number | null {
  return page.meta.total ?? (page.meta.last_page === 1 ? page.items.length : null);
}

async function withClient(input: ConnectionTestInput, ask: (client: ApiClient) => Promise<ConnectionOutcome>): Promise<ConnectionOutcome> {
  const fetchImpl = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = input.timeoutMs ?? TEST_TIMEOUT_MS;
  try {
    const client = createClient({
      baseUrl: input.baseUrl,
      apiKey: input.apiKey,
      fetch: fetchImpl,
      timeoutMs,
      // One call, as the user asked for one check: a retry would hide what the server answered.
      retries: 0,
    });
    return await ask(client);
  } catch (error) {
    const data = toErrorData(error);
    const reachable =
      data.name === 'NetworkError' && !input.hasPermission ? await isReachable(input.baseUrl, fetchImpl) : false;
    return classifyConnectionError(data, { hasPermission: input.hasPermission, reachable, timeoutMs });
  }
}
