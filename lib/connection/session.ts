/**
 * A profile's instance session: its settings, its connection (instance and key as storage gives
 * them), what is known of the instance (lib/instance/facts.ts), the identified version with a
 * client speaking it, and one health verdict (./health.ts). This module is its one owner: it reads
 * the stored facts, refreshes them when due or asked (lib/instance/revalidate.ts, which stores
 * them for every page and the worker) and says the verdict. Pages (components/use-session.ts),
 * flows and the worker get their instance here rather than assembling it.
 *
 *   openSession({ profileId })      what storage gives now (no request)
 *   refreshSession(session, want)   the due facts asked, stored, and the session as they leave it
 *   watchSession(profileId, cb)     a new session whenever settings, key or facts change
 */
import { createClient, type ApiClient, type ClientOptions } from '../api/client';
import { toErrorData, type ApiErrorData, type Result } from '../api/errors';
import type { ApiVersion } from '../api/versions';
import { readFacts, watchFacts, type FactName, type Facts } from '../instance/facts';
import { revalidate } from '../instance/revalidate';
import { KEY_ITEMS, loadApiKey } from '../settings/api-key';
import { SETTINGS_ITEM } from '../settings/item';
import { usableOrigin } from '../settings/origin';
import { readAllSettings } from '../settings/read';
import { settingsOf, type Settings } from '../settings/schema';
import { watch } from '../storage/kv';
import { CONNECTED, healthOf, NOT_SET_UP, type Health } from './health';
import { instanceOf, type InstanceInfo } from '../instance/info';
import { notConnectedError } from './connection';
import { refusedCrossOrigin } from './reachability';
import { TEST_TIMEOUT_MS } from './state';

export interface InstanceSession<C = ApiClient> {
  profileId: string;
  settings: Settings;
  /** The instance as storage gives it (the key stays inside the client); null while not set up. */
  connection: { baseUrl: string; origin: string } | null;
  /** What is known of the instance: as stored, then as the last refresh left it. */
  facts: Facts;
  /** The identified version; null until it is (nothing that writes versioned names may guess it). */
  version: ApiVersion | null;
  /** The connection's client, speaking `version` once known; null while not set up. */
  client: C | null;
  health: Health;
}

export type SessionOptions<C> = Pick<ClientOptions, 'timeoutMs' | 'fetch' | 'retries'> & {
  /** The profile; the active one when absent. A removed profile is never replaced by another. */
  profileId?: string;
  /** How the client is made (the worker's links-only client, a test's fake); `createClient` by default. */
  make?: (options: ClientOptions) => C;
};

/** The first problem the facts the connection depends on recorded at their last try. */
function problemOf(facts: Facts): ApiErrorData | undefined {
  // The link list is the contract's: whether it answers is whether Linklet can work.
  return facts.links?.error ?? facts.version?.error ?? facts.account?.error;
}

type OpenSession = (options: SessionOptions<ApiClient>) => Promise<InstanceSession>;
let opener: OpenSession | undefined;

/** Where the pages' sessions come from: storage (unit tests hand their fake client's: test/fakes/facts.ts). */
export function openSessionsWith(open?: OpenSession): void {
  opener = open;
}

/** The session of a profile as storage gives it now: no request is made. */
export function openSession<C = ApiClient>(options: SessionOptions<C> = {}): Promise<InstanceSession<C>> {
  return opener && !options.make ? (opener(options as SessionOptions<ApiClient>) as Promise<InstanceSession<C>>) : openStoredSession(options);
}

/** openSession without a test's stand-in. */
export async function openStoredSession<C = ApiClient>(options: SessionOptions<C> = {}): Promise<InstanceSession<C>> {
  const { profileId, make = createClient as unknown as (options: ClientOptions) => C, ...clientOptions } = options;
  const settings = settingsOf(await readAllSettings(), profileId);
  const origin = profileId && settings.profileId !== profileId ? '' : usableOrigin(settings);
  const unset = { profileId: profileId ?? settings.profileId, settings, connection: null, version: null, client: null, health: NOT_SET_UP };
  if (!origin) return { ...unset, facts: { origin: '' } };
  const [apiKey, facts] = await Promise.all([loadApiKey(settings.profileId, origin), readFacts({ profileId: settings.profileId, origin })]);
  if (!apiKey) return { ...unset, facts };
  const version = facts.version?.value?.version ?? null;
  let client: C;
  try {
    client = make({ baseUrl: settings.instanceUrl, apiKey, ...clientOptions, ...(version ? { version } : {}) });
  } catch (error) {
    // A stored URL or key the client refuses (InputError) is as good as none.
    return { ...unset, facts, health: { verdict: 'not-set-up', problem: toErrorData(error) } };
  }
  return {
    profileId: settings.profileId,
    settings,
    connection: { baseUrl: settings.instanceUrl, origin },
    facts,
    version,
    client,
    health: healthOf(problemOf(facts)),
  };
}

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

/** `session` with `facts` put in: the version they identify and the client speaking it. */
export function withFacts<C>(session: InstanceSession<C>, facts: Facts, health: Health = kept(session.health, problemOf(facts))): InstanceSession<C> {
  if (!session.connection || facts.origin !== session.connection.origin) return session;
  const version = facts.version?.value?.version ?? session.version;
  const client = session.client as { withVersion?: (v: ApiVersion) => C } | null;
  const speaking = version && version !== session.version && client?.withVersion ? client.withVersion(version) : session.client;
  return { ...session, facts, version, client: speaking, health };
}

/** A cross-origin refusal told by a refresh stays so while the facts still say only "network error". */
function kept(before: Health, problem: ApiErrorData | undefined): Health {
  return before.problem?.name === 'CorsRefused' && problem?.name === 'NetworkError' ? before : healthOf(problem);
}

/** `session` with the verdict a refresh judged, while its facts still say what that refresh found. */
export const judgedBy = <C>(session: InstanceSession<C>, health: Health): InstanceSession<C> => ({
  ...session,
  health: kept(health, problemOf(session.facts)),
});

/**
 * Calls back with the profile's session (the active profile's when `profileId` is absent) whenever
 * its settings, key or facts change in any context. Returns the unsubscribe.
 */
export function watchSession<C = ApiClient>(options: SessionOptions<C>, callback: (session: InstanceSession<C>) => void): () => void {
  let live = true;
  let latest = 0;
  let stopFacts = () => undefined as void;
  const reopen = () => {
    const ticket = ++latest;
    void openSession(options).then((session) => {
      // Only the newest read may answer: an older one can resolve after a later change.
      if (!live || ticket !== latest) return;
      stopFacts();
      stopFacts = session.connection
        ? watchFacts({ profileId: session.profileId, origin: session.connection.origin }, (facts) => live && callback((session = withFacts(session, facts))))
        : () => undefined;
      callback(session);
    });
  };
  const stops = [SETTINGS_ITEM, ...KEY_ITEMS].map((item) => watch<unknown>(item, reopen));
  reopen();
  return () => {
    live = false;
    stopFacts();
    stops.forEach((stop) => stop());
  };
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
export async function knownInstance(options: AskOptions = {}): Promise<InstanceInfo> {
  const answer = await askFacts(['version', 'account'], options);
  const info = answer.ok ? instanceOf(answer.value) : null;
  if (info) return info;
  throw answer.ok ? (answer.value.version?.error ?? { name: 'NetworkError', message: 'the version could not be learned' }) : answer.error;
}

export { CONNECTED, NOT_SET_UP };
