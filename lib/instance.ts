/**
 * What Linklet knows of the configured instance: which phpShort version it runs (the link form
 * and the client's field names follow it), and of the account, the default domain, the plan's
 * features and the time zone dates are read in. Read once when the user connects, then again
 * when it may have changed (the instance upgraded, the plan changed): after a day, or whenever
 * the background refreshes its index and finds it due. Kept per origin; never holds the key.
 */
import type { ApiClient } from './api/client';
import { isApiError } from './api/errors';
import type { Account } from './api/schemas';
import type { ApiVersion } from './api/versions';
import { getItem, setItem } from './kv';
import type { Features } from './plan';
import { INSTANCE_ITEM } from './storage-items';

export interface InstanceInfo {
  origin: string;
  version: ApiVersion;
  /** When it was read (ms since epoch). */
  checkedAt: number;
  account: {
    defaultDomainId: number | null;
    defaultSpaceId: number | null;
    planName: string | null;
    features: Features;
    timezone: string | null;
  };
}

/** A version can change with an upgrade, a plan with a purchase: read again after this long. */
export const INSTANCE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isInfo(value: unknown): value is InstanceInfo {
  const info = value as InstanceInfo | null;
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.origin === 'string' &&
    (info.version === 44 || info.version === 49) &&
    typeof info.checkedAt === 'number' &&
    typeof info.account === 'object' &&
    info.account !== null &&
    typeof info.account.features === 'object'
  );
}

/** The stored facts about `origin`'s instance, or null (none yet, or about another instance). */
export async function loadInstance(origin: string): Promise<InstanceInfo | null> {
  return instanceFor(origin, await getItem(INSTANCE_ITEM));
}

/** The stored value, when it is about `origin`'s instance. */
export function instanceFor(origin: string, stored: unknown): InstanceInfo | null {
  return isInfo(stored) && stored.origin === origin ? stored : null;
}

export function saveInstance(info: InstanceInfo): Promise<void> {
  return setItem(INSTANCE_ITEM, info);
}

export function instanceIsDue(info: InstanceInfo | null, now = Date.now()): boolean {
  return !info || now - info.checkedAt >= INSTANCE_MAX_AGE_MS || now < info.checkedAt;
}

/** v44 plans still list `link_disabling`; v49 dropped it with the feature. */
function versionFromPlan(account: Account): ApiVersion {
  return 'link_disabling' in account.plan.features ? 44 : 49;
}

/**
 * Asks the instance (two requests at once: the account, and the version probe). The probe
 * decides; when it cannot (a server in between answering oddly), the plan's features do. Throws
 * what the account request threw: a rejected key, a plan without API access (403), no network…
 */
export async function detectInstance(client: ApiClient, now = Date.now()): Promise<InstanceInfo> {
  const [probe, accountAnswer] = await Promise.all([
    client.probeVersion().catch((error: unknown) => error),
    client.account.get().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if ('error' in accountAnswer) throw accountAnswer.error;
  const account = accountAnswer.value;
  const probed = probe === 44 || probe === 49 ? probe : null;
  if (probed === null && isApiError(probe) && !['InvalidResponseError', 'HttpError', 'ServerError'].includes(probe.name)) throw probe;
  return {
    origin: client.origin,
    version: probed ?? versionFromPlan(account),
    checkedAt: now,
    account: {
      defaultDomainId: account.default_domain,
      defaultSpaceId: account.default_space,
      planName: account.plan.name ?? null,
      features: account.plan.features,
      timezone: account.timezone ?? null,
    },
  };
}

/** The stored facts, or fresh ones (then stored) when there are none or they are due. */
export async function ensureInstance(client: ApiClient, options: { force?: boolean } = {}): Promise<InstanceInfo> {
  const stored = await loadInstance(client.origin);
  if (stored && !options.force && !instanceIsDue(stored)) return stored;
  const fresh = await detectInstance(client);
  await saveInstance(fresh);
  return fresh;
}

/**
 * The settings with the account's default domain standing in for a default the user has not
 * chosen, so a new user can shorten at once, on the domain the instance's own web app would use.
 */
export function withAccountDefaults<S extends { defaultDomainId: number | null }>(settings: S, info: InstanceInfo | null): S {
  const fallback = info?.account.defaultDomainId ?? null;
  return settings.defaultDomainId === null && fallback !== null ? { ...settings, defaultDomainId: fallback } : settings;
}
