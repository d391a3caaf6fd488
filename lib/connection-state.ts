/**
 * What state the connection to the instance is in, decided once for every page: the options
 * page's Connection and Defaults sections and the popup say the same thing in the same words,
 * with the same way out. An outcome (of a check, a test, or any failed request) becomes one
 * state, the message that says it, and the fix that applies.
 */
import { toErrorData, type ApiErrorData } from './api/errors';
import type { ApiVersion } from './api/versions';
import type { MessageKey } from './i18n';
import type { Features } from './plan';
import { refusedCrossOrigin } from './reachability';

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

/**
 * A failed request to the instance at `baseUrl` as an outcome. A network error is told apart
 * from a cross-origin refusal by asking whether Linklet lacks access and the server answers.
 */
export async function outcomeOfFailure(error: unknown, baseUrl: string, timeoutMs?: number): Promise<ConnectionOutcome> {
  const data = toErrorData(error);
  const refused = data.name === 'NetworkError' && (await refusedCrossOrigin(baseUrl).catch(() => false));
  return classifyConnectionError(data, { hasPermission: !refused, reachable: refused, timeoutMs });
}

/**
 * The states a person is told about. `broken`: nothing works until it is fixed (the popup shows
 * it instead of its form); `trouble`: this request failed, the next may not (a slow or busy
 * server), so pages offer "Try again" where they are.
 */
export type ConnectionState = 'connected' | 'no-key' | 'key-rejected' | 'unreachable' | 'cors-refused' | 'not-api' | 'no-api-access' | 'trouble';

/** The way out: the settings (the URL or the key is wrong), the browser's access prompt, or none Linklet can offer. */
export type ConnectionFix = 'openSettings' | 'grantAccess' | null;

export interface Diagnosis {
  state: ConnectionState;
  message: MessageKey;
  fix: ConnectionFix;
}

const BROKEN: Partial<Record<ConnectionOutcome['kind'] | 'no-key', Diagnosis>> = {
  'no-key': { state: 'no-key', message: 'popupNotConfiguredText', fix: 'openSettings' },
  'key-rejected': { state: 'key-rejected', message: 'optionsOutcomeKeyRejected', fix: 'openSettings' },
  network: { state: 'unreachable', message: 'optionsOutcomeNetwork', fix: 'openSettings' },
  'cors-refused': { state: 'cors-refused', message: 'optionsOutcomeCorsRefused', fix: 'grantAccess' },
  'not-api': { state: 'not-api', message: 'optionsOutcomeNotApi', fix: 'openSettings' },
  // The plan is changed on the instance, not in Linklet: the message says where.
  'no-api-access': { state: 'no-api-access', message: 'optionsOutcomeNoApiAccess', fix: null },
};

const TROUBLE: Record<string, MessageKey> = {
  timeout: 'linkFormFailTimeout',
  'server-error': 'optionsOutcomeServerError',
  'rate-limited': 'optionsOutcomeRateLimitedLater',
  'too-large': 'linkFormFailTooLarge',
  'invalid-input': 'optionsOutcomeInvalidInput',
};

/** The one state of an outcome, its words and its fix. */
export function diagnose(outcome: ConnectionOutcome | { kind: 'no-key' }): Diagnosis {
  if (outcome.kind === 'connected') return { state: 'connected', message: 'optionsOutcomeConnectedNoCount', fix: null };
  return BROKEN[outcome.kind] ?? { state: 'trouble', message: TROUBLE[outcome.kind] ?? 'optionsOutcomeHttpError', fix: null };
}

/** Whether the state stops everything until it is fixed. */
export const isBroken = (diagnosis: Diagnosis): boolean => diagnosis.state !== 'connected' && diagnosis.state !== 'trouble';
