/**
 * A failed shorten as the popup tells it, and the rate limit's retry: what failed, whether it may
 * have landed, whether it can wait in the offline queue, and whether it was the popup's own start.
 */
import { toErrorData, type ApiErrorData } from '../api/errors';
import { connectionProblem } from '../connection/state';
import type { Problem } from '../problems/problem';
import { serverWait } from '../rate-limit';
import { mayHaveLanded } from './outage';
import type { ApiVersion } from '../api/versions';
import type { FieldErrors } from '../link-form/field-errors';
import { fieldErrorsFromApi } from '../link-form/server-errors';
import type { LinkFormState } from '../link-form/state';

export interface Failure {
  error: ApiErrorData;
  /**
   * What the popup says of it: the error, or a "network error" that was the server refusing a
   * cross-origin request as that (lib/connection/state.ts `connectionProblem`, as for any check).
   */
  problem: Problem;
  /**
   * The network or the server is down (not a refusal of the cross-origin request): what the form
   * holds may wait in the offline queue ("Shorten when back online").
   */
  outage?: true;
  /** The store left and its answer could not be read: it may have made the link (not a sign of a broken connection). */
  unanswered?: true;
  /**
   * The popup's own start failed (the look for the page's link, or the automatic shorten): the
   * first word from the server, which may say the connection is broken. A failure of what the
   * user sent from the form keeps the form, whatever it says.
   */
  atStart?: true;
}

export interface FailureContext {
  /** The store had left when it failed. */
  sent: boolean;
  /** It was what the user sent from the form (not the popup's start). */
  submitted: boolean;
  baseUrl: string;
  /** Whether a network error was the server refusing a cross-origin request (lib/connection/reachability.ts). */
  refusedCrossOrigin(baseUrl: string): Promise<boolean>;
}

export async function failureOf(thrown: unknown, { sent, submitted, baseUrl, refusedCrossOrigin }: FailureContext): Promise<Failure> {
  const error = toErrorData(thrown);
  const landed = mayHaveLanded(error);
  const cors = error.name === 'NetworkError' && (await refusedCrossOrigin(baseUrl).catch(() => false));
  const failure: Failure = { error, problem: connectionProblem(error, baseUrl, cors) };
  if (landed && !cors) failure.outage = true;
  if (landed && sent) failure.unanswered = true;
  if (!submitted) failure.atStart = true;
  return failure;
}

/** A timer as the flow sets it (tests pass their own); answers how to stop it. */
export type SetTimer = (run: () => void, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Told to wait: `again` runs by itself once the wait the server asked for is over (bounded,
 * lib/rate-limit.ts). Answers how to stop it (the popup closed, or the user acted first).
 */
export function retryAfterWait(error: ApiErrorData, again: () => void, setTimer: SetTimer = realTimer): () => void {
  return setTimer(again, serverWait(error.retryAfter) * 1000 + 100);
}

/** The refusal at the fields of `form` it names (the server's 422, a missing domain), or null when it names none of them. */
export async function fieldsOf(failure: Failure, form: LinkFormState, version: ApiVersion | null): Promise<FieldErrors | null> {
  if (!failure.error.fields) return null;
  // The server's field names to the form's.
  const fields = fieldErrorsFromApi(failure.error, form, version);
  return Object.keys(fields).length > 0 ? fields : null;
}
