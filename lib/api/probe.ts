/**
 * Which phpShort version an instance runs, asked with a request that changes nothing and needs
 * neither a link nor the statistics feature: the statistics of link 0 under v49's name for
 * clicks. The server checks the parameters before it looks for the link, so v44 refuses the name
 * (422 on `name`) and v49, which knows it, finds no link 0 (404).
 */
import type { Caller } from './endpoint';
import { InvalidResponseError, isApiError } from './errors';
import type { RequestOptions } from './resource';
import type { ApiVersion } from './versions';

const PROBE = new URLSearchParams({ name: 'click', from: '2000-01-01', to: '2000-01-01' });

/** Throws what the request threw for any other answer (a rejected key, no network, a 403 plan…). */
export async function probeVersion(call: Caller, { signal }: RequestOptions = {}): Promise<ApiVersion> {
  let status: number;
  try {
    ({ status } = await call({ method: 'GET', path: '/stats/0', query: PROBE, signal }));
  } catch (error) {
    if (isApiError(error, 'ValidationError') && error.fields?.name) return 44;
    if (isApiError(error, 'NotFoundError')) return 49;
    throw error;
  }
  throw new InvalidResponseError(`answered the version probe with ${status}, which phpShort never does`, { method: 'GET', path: '/api/v1/stats/0', status });
}
