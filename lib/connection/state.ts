/**
 * The outcome of a check of the connection to the instance (Save, Test connection, the popup's
 * first request, the settings' lists): connected with what was found, or the problem that every
 * request would meet. Its words and way out are lib/problems/describe.ts's, as for any problem.
 */
import { toErrorData, type ApiErrorData } from '../api/errors';
import type { ApiVersion } from '../api/versions';
import type { Features } from '../instance/plan';
import type { Problem } from '../problems/problem';
import { refusedCrossOrigin } from './reachability';
import { originOf } from '../settings/origin';

/** Long enough for a slow server, short enough that a user waiting on the button is told. */
export const TEST_TIMEOUT_MS = 8_000;

export type ConnectionOutcome =
  | {
      kind: 'connected';
      total: number | null;
      version?: ApiVersion;
      /** `contract`: nothing identified phpShort; the server is spoken to in the public contract's names. */
      speaks?: 'phpshort' | 'contract';
      /** null: the server has no account to read (the plan is unknown); absent: not read. */
      plan?: { name: string | null; features: Features } | null;
      /** When the server answered (ms), for an answer reused from the last minute. */
      at?: number;
    }
  | { kind: 'failed'; problem: Problem };

/**
 * A failed check's error as the problem it is: a network error is a cross-origin refusal when
 * Linklet has no access to the instance and the server still answers (`refused`).
 */
export function connectionProblem(error: ApiErrorData, baseUrl: string, refused: boolean): Problem {
  return error.name === 'NetworkError' && refused ? { name: 'CorsRefused', origin: originOf(baseUrl) } : error;
}

/**
 * A failed request to the instance at `baseUrl` as an outcome. A network error is told apart
 * from a cross-origin refusal by asking whether Linklet lacks access and the server answers.
 */
export async function outcomeOfFailure(error: unknown, baseUrl: string): Promise<ConnectionOutcome> {
  const data = toErrorData(error);
  const refused = data.name === 'NetworkError' && (await refusedCrossOrigin(baseUrl).catch(() => false));
  return { kind: 'failed', problem: connectionProblem(data, baseUrl, refused) };
}
