/**
 * What every action on a link or a pixel answers when it did not do what was asked: the failure
 * as data (it crosses a render, a message or a lazy boundary), with the wait the server asked for
 * when it refused for the rate limit, bounded as every wait Linklet takes from a server.
 */
import { toErrorData, type ApiErrorData } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { ApiVersion } from '../api/versions';
import { serverWait } from '../rate-limit';

export interface Failed {
  status: 'failed';
  error: ApiErrorData;
  /** Seconds before the server takes another request (a 429): the page counts it down before "Try again". */
  wait?: number;
}

export function failed(thrown: unknown): Failed {
  const error = toErrorData(thrown);
  return error.name === 'RateLimitError' ? { status: 'failed', error, wait: serverWait(error.retryAfter) } : { status: 'failed', error };
}

/**
 * The client speaking `version`'s names: the one the session bound to it, or the same client
 * turned to it (one version's field names sent to the other are silently misread, lib/api/versions.ts).
 */
export function speaking<C extends Pick<ApiClient, 'version'> & Partial<Pick<ApiClient, 'withVersion'>>>(
  client: C,
  version: ApiVersion,
): C & { readonly version: ApiVersion } {
  if (client.version === version) return client as C & { readonly version: ApiVersion };
  if (!client.withVersion) throw new Error(`a client of v${client.version} asked to speak v${version}`);
  return client.withVersion(version) as unknown as C & { readonly version: ApiVersion };
}
