/**
 * A profile's instance session: its settings, its connection (instance and key as storage gives
 * them), what is known of the instance (lib/instance/facts.ts), the identified version with a
 * client speaking it, and one health verdict (./health.ts). This module is its one owner: it reads
 * the stored facts, refreshes them when due or asked (lib/instance/revalidate.ts, which stores
 * them for every page and the worker) and says the verdict. Pages (components/use-session.ts),
 * flows and the worker get their instance here rather than assembling it.
 *
 *   openSession({ profileId })      what storage gives now (no request)
 *   refreshSession(session, want)   (./refresh.ts) the due facts asked, stored, and the session as they leave it
 *   watchSession(profileId, cb)     a new session whenever settings, key or facts change
 */
import { createClient, type ApiClient, type ClientOptions } from '../api/client';
import { toErrorData, type ApiErrorData } from '../api/errors';
import type { ApiVersion } from '../api/versions';
import { readFacts, watchFacts, type Facts } from '../instance/facts';
import { KEY_ITEMS, loadApiKey } from '../settings/api-key';
import { SETTINGS_ITEM } from '../settings/item';
import { usableOrigin } from '../settings/origin';
import { readAllSettings } from '../settings/read';
import { settingsOf, type Settings } from '../settings/schema';
import { CONNECTED, healthOf, NOT_SET_UP, type Health } from './health';
import { t } from '../i18n';

export interface InstanceSession<C = ApiClient> {
  profileId: string;
  settings: Settings;
  /**
   * The instance as storage gives it (the key stays inside the client), and `stamp`: what it was
   * made of, to tell when storage no longer gives it (./watch.ts); null while not set up.
   */
  connection: { baseUrl: string; origin: string; stamp: string } | null;
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
export function problemOf(facts: Facts): ApiErrorData | undefined {
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
  const { profileId, ...making } = options;
  const settings = settingsOf(await readAllSettings(), profileId);
  const origin = profileId && settings.profileId !== profileId ? '' : usableOrigin(settings);
  const [apiKey, facts] = origin
    ? await Promise.all([loadApiKey(settings.profileId, origin), readFacts({ profileId: settings.profileId, origin })])
    : [null, { origin: '' }];
  return sessionOf({ profileId: profileId ?? settings.profileId, settings, origin, apiKey, facts }, making);
}

/** What a session is made of, as storage gives it; `origin`: the settings' usable origin ('' when none). */
export interface StoredParts {
  profileId: string;
  settings: Settings;
  origin: string;
  apiKey: string | null;
  facts: Facts;
}

/**
 * The session of what storage gave: the one way a session is put together, whoever read storage
 * (openStoredSession; the popup, which reads all it needs in one batch: lib/popup/read.ts).
 */
export function sessionOf<C = ApiClient>(parts: StoredParts, options: Omit<SessionOptions<C>, 'profileId'> = {}): InstanceSession<C> {
  const { profileId, settings, origin, apiKey, facts } = parts;
  const { make = createClient as unknown as (options: ClientOptions) => C, ...clientOptions } = options;
  const unset = { profileId, settings, facts, connection: null, version: null, client: null, health: NOT_SET_UP };
  if (!origin || !apiKey) return unset;
  const version = facts.version?.value?.version ?? null;
  let client: C;
  try {
    client = make({ baseUrl: settings.instanceUrl, apiKey, ...clientOptions, version });
  } catch (error) {
    // A stored URL or key the client refuses (InputError) is as good as none.
    return { ...unset, health: { verdict: 'not-set-up', problem: toErrorData(error) } };
  }
  return {
    profileId: settings.profileId,
    settings,
    connection: { baseUrl: settings.instanceUrl, origin, stamp: stampOf(settings.profileId, settings.instanceUrl, apiKey) },
    facts,
    version,
    client,
    health: healthOf(problemOf(facts)),
  };
}

/** `session` with `facts` put in: the version they identify and the client speaking it. */
export function withFacts<C>(session: InstanceSession<C>, facts: Facts, health: Health = kept(session.health, problemOf(facts))): InstanceSession<C> {
  if (!session.connection || facts.origin !== session.connection.origin) return session;
  const version = facts.version?.value?.version ?? session.version;
  const client = session.client as { withVersion?: (v: ApiVersion) => C } | null;
  const speaking = version && version !== session.version && client?.withVersion ? client.withVersion(version) : session.client;
  return { ...session, facts, version, client: speaking, health };
}

/** A cross-origin refusal told by a refresh (./refresh.ts) stays so while the facts still say only "network error". */
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
  const stops = [SETTINGS_ITEM, ...KEY_ITEMS].map((item) => item.watch(reopen));
  reopen();
  return () => {
    live = false;
    stopFacts();
    stops.forEach((stop) => stop());
  };
}

/** A connection that is not ready, as pages are answered: the setting that is missing, as an input refused. */
export function notConnectedError(connection: { missing: 'instance' | 'key' }): ApiErrorData {
  const field = connection.missing === 'instance' ? 'instanceUrl' : 'apiKey';
  const reason = t(connection.missing === 'instance' ? 'managerMissingInstance' : 'managerMissingKey');
  return { name: 'InputError', message: `${field}: ${reason}`, fields: { [field]: [reason] } };
}

/**
 * A connection's profile, instance and key as one string, the key only as a digest (FNV-1a): a
 * change of any of them is a change of the string, and the key itself is not copied about.
 */
function stampOf(profileId: string, instanceUrl: string, apiKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < apiKey.length; i++) hash = Math.imul(hash ^ apiKey.charCodeAt(i), 0x01000193);
  return `${profileId} ${instanceUrl} ${(hash >>> 0).toString(36)}`;
}

/** The stamp a session of profile `profileId` would have now ('' when it would have none). */
export async function connectionStamp(profileId: string): Promise<string> {
  const profile = (await readAllSettings()).profiles.find((p) => p.id === profileId);
  const origin = profile ? usableOrigin(profile) : '';
  const apiKey = origin ? await loadApiKey(profileId, origin) : null;
  return profile && apiKey ? stampOf(profileId, profile.instanceUrl, apiKey) : '';
}

export { CONNECTED, NOT_SET_UP };
