/**
 * "Test connection" with what the user typed (saved or not): the account, the version probe and
 * one page of links, at once, and the outcome in a few kinds the options page can say in plain
 * words ("phpShort v49 · 7,034 links · plan Pro (statistics, targeting, passwords)"). Nothing
 * here reads or writes settings, so testing never changes what is saved.
 */
import { type ApiErrorData, createClient, toErrorData } from './api';
import type { ApiVersion } from './api/versions';
import { detectInstance } from './instance';
import type { Features } from './plan';
import { isReachable } from './reachability';

/** Long enough for a slow server, short enough that a user waiting on the button is told. */
export const TEST_TIMEOUT_MS = 8_000;

export type ConnectionOutcome =
  | { kind: 'connected'; total: number | null; version?: ApiVersion; plan?: { name: string | null; features: Features } }
  /** 401: the server is the API, the key is not accepted. */
  | { kind: 'key-rejected'; status?: number }
  /** 403 on every request: the account's plan does not include API access. */
  | { kind: 'no-api-access'; status?: number }
  /** 404, an HTML page, a redirect, or JSON of the wrong shape: not this API at that URL. */
  | { kind: 'not-api'; status?: number }
  /** An answer over the client's size limit: the server answered, just too much to read. */
  | { kind: 'too-large' }
  /** The server is reachable but refused the cross-origin request, and Linklet has no host access. */
  | { kind: 'cors-refused' }
  /** No answer at all: DNS, refused connection, certificate, offline. */
  | { kind: 'network' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'server-error'; status?: number }
  | { kind: 'rate-limited'; retryAfter?: number }
  /** Any other status. */
  | { kind: 'http-error'; status?: number }
  /** The URL or key was refused before a request was sent (`field` is `baseUrl` or `apiKey`). */
  | { kind: 'invalid-input'; field: string };

export interface ConnectionTestInput {
  baseUrl: string;
  apiKey: string;
  /** Whether Linklet holds the host permission for the instance's origin. */
  hasPermission: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function testConnection(input: ConnectionTestInput): Promise<ConnectionOutcome> {
  const fetchImpl = input.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = input.timeoutMs ?? TEST_TIMEOUT_MS;
  try {
    const client = createClient({
      baseUrl: input.baseUrl,
      apiKey: input.apiKey,
      fetch: fetchImpl,
      timeoutMs,
      // One call, as the user asked for one test: a retry would hide what the server answered.
      retries: 0,
    });
    // All settled before answering, so no request of this test is still under way afterwards.
    const [detected, listed] = await Promise.allSettled([detectInstance(client), client.links.list({ per_page: 10 })]);
    if (detected.status === 'rejected') throw detected.reason;
    if (listed.status === 'rejected') throw listed.reason;
    const [info, page] = [detected.value, listed.value];
    return {
      kind: 'connected',
      total: page.meta.total ?? (page.meta.last_page === 1 ? page.items.length : null),
      version: info.version,
      plan: { name: info.account.planName, features: info.account.features },
    };
  } catch (error) {
    const data = toErrorData(error);
    const reachable =
      data.name === 'NetworkError' && !input.hasPermission ? await isReachable(input.baseUrl, fetchImpl) : false;
    return classifyConnectionError(data, { hasPermission: input.hasPermission, reachable, timeoutMs });
  }
}

export function classifyConnectionError(
  error: ApiErrorData,
  context: { hasPermission: boolean; reachable: boolean; timeoutMs?: number },
): ConnectionOutcome {
  const { status } = error;
  switch (error.name) {
    case 'UnauthorizedError':
      return { kind: 'key-rejected', status };
    case 'ForbiddenError':
      return { kind: 'no-api-access', status };
    case 'InvalidResponseError':
      if (error.tooLarge) return { kind: 'too-large' };
      return { kind: 'not-api', status };
    case 'NotFoundError':
    case 'RedirectError':
      return { kind: 'not-api', status };
    case 'NetworkError':
      return !context.hasPermission && context.reachable ? { kind: 'cors-refused' } : { kind: 'network' };
    case 'TimeoutError':
      return { kind: 'timeout', seconds: Math.ceil((context.timeoutMs ?? TEST_TIMEOUT_MS) / 1000) };
    case 'ServerError':
      return { kind: 'server-error', status };
    case 'RateLimitError':
      return { kind: 'rate-limited', retryAfter: error.retryAfter };
    case 'InputError':
      return { kind: 'invalid-input', field: Object.keys(error.fields ?? {})[0] ?? 'baseUrl' };
    default:
      return { kind: 'http-error', status };
  }
}
