/**
 * The one table from a problem to the user's words and the way out, for every place that says
 * one: the popup and its panels, the Links and Pixels views, the settings page's Save and Test
 * connection, the worker's badge title and stored notices, the offline queue and the omnibox.
 */
import type { ApiErrorData } from '../api/errors';
import { t, type MessageKey } from '../i18n';
import { inputReasonText } from './input-reasons';
import type { Problem } from './problem';
import { waitText } from './wait-text';

/**
 * What the user can do about it: try again now, fix the URL or key in the settings, grant
 * access to the instance, wait (a rate limit: the words say how long), or nothing Linklet can
 * offer (null).
 */
export type WayOut = 'retry' | 'settings' | 'grantAccess' | 'wait' | null;

export interface ProblemWords {
  text: string;
  /** The client's own message (method, path, the server's words), for a closer look. */
  detail?: string;
  way: WayOut;
}

export interface ProblemContext {
  /** RateLimitError: the seconds still to wait, counted down by the page; at 0 it may be tried again. */
  waitLeft?: number;
  /**
   * The problem is the answer to a check of the connection (Save, Test connection, the popup's
   * first request), so every request would meet it: a 403 is a plan without API access, a 404 is
   * not the API, no answer is a wrong address.
   */
  check?: boolean;
  /**
   * Shown on one line with nothing around it (the badge title, a queued shorten, Recent links):
   * a rejected input names its first field's message, which a page shows at the field.
   */
  line?: boolean;
}

const QUIET: ReadonlySet<string> = new Set(['UnauthorizedError', 'RateLimitError', 'ValidationError', 'InputError']);

export function describeProblem(problem: Problem, context: ProblemContext = {}): ProblemWords {
  const { check, line, waitLeft } = context;
  // The client's message, for a closer look: it adds nothing to a refused key, a wait, or a
  // refused input (whose field messages the page shows at the fields).
  const detail = 'message' in problem && !QUIET.has(problem.name) ? problem.message : undefined;
  const say = (key: MessageKey, way: WayOut, substitution?: string): ProblemWords => ({ text: t(key, substitution), detail, way });
  switch (problem.name) {
    case 'UnauthorizedError':
      return say('problemKeyRejected', 'settings');
    case 'ForbiddenError':
      // Refused on every request, it is the plan: changed on the instance, not in Linklet.
      return check ? say('problemNoApiAccess', null) : say('problemForbidden', null);
    case 'NotFoundError':
      return check ? say('problemNotTheApi', 'settings') : say('problemNotFound', null);
    case 'InvalidResponseError':
      // Over the client's size limit: the server answered, the URL is not at fault (and a smaller answer may come).
      return problem.tooLarge ? say('problemTooLarge', 'retry') : say('problemNotTheApi', 'settings');
    case 'RedirectError':
      // Never followed (the key would go with it): the URL is not the API's.
      return say('problemNotTheApi', 'settings');
    case 'NetworkError':
      // No answer to a check: the address is the first suspect.
      return say('problemNetwork', check ? 'settings' : 'retry');
    case 'TimeoutError':
      return say('problemTimeout', 'retry');
    case 'ServerError':
      return say('problemServer', 'retry');
    case 'RateLimitError': {
      if (waitLeft === 0) return say('problemRateLimitedOver', 'retry');
      const wait = waitText(waitLeft ?? problem.retryAfter);
      return wait ? say('problemRateLimited', 'wait', wait) : say('problemRateLimitedLater', 'wait');
    }
    case 'HttpError':
      // No status: the server answered 2xx and said it had not done it (a delete's `deleted: false`).
      if (problem.status === undefined) return say(problem.method === 'DELETE' ? 'problemNotDeleted' : 'problemNotDone', 'retry');
      return say('problemStatus', 'retry', String(problem.status));
    case 'InputError': {
      // Refused before it was sent (the client's own check): the server was never asked, so its
      // reason, not "the server rejected". A check's input is the URL or the key.
      if (check) return say('problemCheckInput', 'settings');
      const first = firstFieldMessage(problem);
      return first === undefined ? say('problemNotSent', null) : { text: first, way: null };
    }
    case 'ValidationError': {
      // One line alone names the first field's message; elsewhere the fields say theirs.
      if (check) return say('problemCheckInput', 'settings');
      const first = line ? firstFieldMessage(problem) : undefined;
      return first === undefined ? say('problemRejectedInput', null) : { text: first, way: null };
    }
    case 'StorageError':
      return say('problemStorage', null);
    case 'NotAUrl':
      return say('problemNotAUrl', null);
    case 'Unshortenable':
      return say('problemUnshortenable', null);
    case 'SecretInAddress':
      return say('problemSecretInAddress', null, problem.parameter);
    case 'PrivateAddress':
      return say('problemPrivateAddress', null);
    case 'NoMatch':
      return say('problemNoMatch', null, problem.query);
    case 'Interrupted':
      return say('problemInterrupted', 'retry');
    case 'Queued':
      return say('problemQueued', null, describeProblem(problem.error ?? { name: 'NetworkError', message: '' }, { line: true }).text);
    case 'CorsRefused':
      return say('problemCorsRefused', 'grantAccess', problem.origin);
    case 'NotConfigured':
      return say('problemNotConfigured', 'settings');
    default:
      // A name from an older or newer Linklet (stored data): said, not thrown.
      return say('problemUnexpected', 'retry');
  }
}

function firstFieldMessage(error: ApiErrorData): string | undefined {
  const [first] = Object.values(error.fields ?? {});
  return first?.[0] === undefined ? undefined : inputReasonText(first[0]);
}
