/**
 * Refreshing a profile's instance session (./session.ts): the facts that are due asked of the
 * server and stored for every page and the worker (lib/instance/revalidate.ts), one refresh for
 * readers asking at the same time, and the verdict judged once (a network error without host
 * access to a server that answers is a cross-origin refusal). Apart from ./session.ts so that the
 * worker, which only opens sessions, loads none of it.
 */
import { toErrorData, type ApiErrorData, type Result } from '../api/errors';
import type { FactName, Facts } from '../instance/facts';
import { isIdentified, type Identified } from '../instance/info';
import { revalidate } from '../instance/revalidate';
import { healthOf, type Health } from './health';
import { refusedCrossOrigin } from './reachability';
import { notConnectedError, openSession, problemOf, withFacts, type InstanceSession } from './session';
import { TEST_TIMEOUT_MS } from './state';

export interface RefreshOptions {
  /** Ask even what is fresh: Save, "Test connection", "Try again", "Reload lists". */
  force?: boolean;
  /** How old a fact may be and still not be asked (lib/instance/facts.ts `isFresh`). */
  maxAgeMs?: number;
}

/** Refreshes under way in this context: two readers asking the same get one refresh. */
const refreshing = new Map<string, Promise<Facts>>();

/**
 * The session with the facts of `want` that were due asked of the server and stored, its version
 * and client as they leave them, and its verdict (a network error without host access to a
 * server that answers is a cross-origin refusal). A session not set up is answered as it is.
 */
export async function refreshSession(session: InstanceSession, want: readonly FactName[], options: RefreshOptions = {}): Promise<InstanceSession> {
  const { client, connection } = session;
  if (!client || !connection) return session;
  const scope = { profileId: session.profileId, origin: connection.origin };
  const key = `${scope.profileId} ${scope.origin} ${[...want].sort().join(',')} ${options.force === true} ${options.maxAgeMs ?? ''}`;
  let running = refreshing.get(key);
  if (!running) {
    running = revalidate(client, scope, want, options);
    refreshing.set(key, running);
    void running.then(
      () => refreshing.delete(key),
      () => refreshing.delete(key),
    );
  }
  let facts: Facts;
  try {
    facts = await running;
  } catch (error) {
    return { ...session, health: healthOf(toErrorData(error)) };
  }
  return withFacts(session, facts, await judged(problemOf(facts), connection.baseUrl));
}

/** The health a refresh's problem says, once told from a cross-origin refusal. */
async function judged(problem: ApiErrorData | undefined, baseUrl: string): Promise<Health> {
  if (problem?.name !== 'NetworkError') return healthOf(problem);
  const refused = await refusedCrossOrigin(baseUrl).catch(() => false);
  return healthOf(refused ? { name: 'CorsRefused', origin: new URL(baseUrl).origin } : problem);
}

export interface AskOptions extends RefreshOptions {
  /** That profile's session; the active profile's by default. */
  profileId?: string;
  /**
   * A check the user waits on (Save, "Test connection"): one try each, within the connection
   * test's timeout, so the answer says what the server did.
   */
  check?: boolean;
}

/** What a session that is not set up answers a page asking for facts: the setting that is missing, as an input refused. */
function notSetUpError(session: InstanceSession): ApiErrorData {
  const problem = session.health.problem;
  if (problem && problem.name === 'InputError') return problem;
  // Facts are read only for an instance that may be used: then it is the key that is missing.
  return notConnectedError({ missing: session.facts.origin ? 'key' : 'instance' });
}

/** The facts of `want` of a profile's session, refreshed when due; an error when it is not set up. */
export async function askFacts(want: readonly FactName[], options: AskOptions = {}): Promise<Result<Facts>> {
  const { profileId, check, ...refresh } = options;
  try {
    const session = await openSession({ profileId, ...(check ? { timeoutMs: TEST_TIMEOUT_MS, retries: 0 } : {}) });
    if (!session.client) return { ok: false, error: notSetUpError(session) };
    return { ok: true, value: (await refreshSession(session, want, refresh)).facts };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
}

/**
 * What a form that sets versioned options needs of the instance: stored, or asked of the server
 * when the version was never learned. Throws the failure (as data) when it cannot be learned: a
 * version is never guessed for such a form.
 */
export async function identify(options: AskOptions = {}): Promise<Identified> {
  const answer = await askFacts(['version', 'account'], options);
  if (answer.ok && isIdentified(answer.value)) return answer.value;
  throw answer.ok ? (answer.value.version?.error ?? { name: 'NetworkError', message: 'the version could not be learned' }) : answer.error;
}
