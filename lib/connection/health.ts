/**
 * The one answer to "is the connection broken?": every page, flow and the worker read this
 * verdict of a profile's instance session (./session.ts) instead of judging a failure themselves.
 */
import type { Problem } from '../problems/problem';

/**
 * - `connected`: the instance last answered the API with this key (a rate limit or a refused
 *   input included: the next request may go through).
 * - `unreachable`: nothing answered as the API did: no network, a timeout, a server or proxy
 *   error. Pages keep what they can (the form, recent links, the offline queue).
 * - `refused`: something answered and will not serve this connection until its settings or
 *   access change: a key refused, the API off for the plan, an address that is not the API, a
 *   cross-origin request refused without access.
 * - `not-set-up`: no instance or key saved yet (or one the client cannot use).
 */
export type Verdict = 'connected' | 'unreachable' | 'refused' | 'not-set-up';

export interface Health {
  verdict: Verdict;
  /** What made it so, for the page to word (lib/problems/describe.ts); null when connected. */
  problem: Problem | null;
}

export const CONNECTED: Health = { verdict: 'connected', problem: null };
export const NOT_SET_UP: Health = { verdict: 'not-set-up', problem: { name: 'NotConfigured' } };

/** The verdict a problem met on the way to the instance says. */
export function verdictOf(problem: Problem): Verdict {
  switch (problem.name) {
    case 'NotConfigured':
      return 'not-set-up';
    case 'InputError':
      // The client refuses a stored URL or key it cannot use: as good as none; other fields are an input's.
      return problem.fields && ('baseUrl' in problem.fields || 'apiKey' in problem.fields || 'instanceUrl' in problem.fields) ? 'not-set-up' : 'connected';
    case 'UnauthorizedError':
    case 'ForbiddenError':
    case 'NotFoundError':
    case 'RedirectError':
    case 'CorsRefused':
      return 'refused';
    case 'InvalidResponseError':
      // An HTML page or other text where the API should be; an answer only too large to read is still the API's.
      return problem.tooLarge ? 'connected' : 'refused';
    case 'NetworkError':
    case 'TimeoutError':
    case 'ServerError':
    case 'Interrupted':
    case 'Queued':
      return 'unreachable';
    default:
      return 'connected';
  }
}

/** The health a problem (or none) says. */
export function healthOf(problem: Problem | null | undefined): Health {
  if (!problem) return CONNECTED;
  const verdict = verdictOf(problem);
  return verdict === 'connected' ? CONNECTED : { verdict, problem };
}

/** Whether nothing can be done on the instance until its settings or access change (pages show the fix instead of their body). */
export const needsFix = (health: Health): boolean => health.verdict === 'refused' || health.verdict === 'not-set-up';
