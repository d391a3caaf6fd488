/**
 * The one rule for a store that failed without an answer the client could read: no answer in
 * time, a connection cut after the request left, a 5xx from a proxy in front of a server that
 * stored it, a 2xx body that could not be read. Such a store may have made the link (so the next
 * try looks for it first, ./shorten.ts), and such a failure is an outage, after which the same
 * shorten may work later (the offline queue keeps it, lib/queue).
 */
import type { ApiErrorData } from '../api/errors';

export const mayHaveLanded = (error: Pick<ApiErrorData, 'name'>): boolean =>
  ['TimeoutError', 'NetworkError', 'ServerError', 'InvalidResponseError'].includes(error.name);
