/**
 * The instance as the forms that edit link options need it: the version whose field names they
 * write, and of the account the plan's features and the time zone dates are read in. Derived
 * from the stored facts (./facts.ts); a server without phpShort's account has an unknown plan,
 * so every option of the contract is offered and the server's own 422 says what it refuses.
 */
import type { ApiVersion } from '../api/versions';
import type { Features } from './plan';
import { fallbackDomainId } from './choices';
import { valueOf, type AccountFacts, type Facts } from './facts';

export interface InstanceInfo {
  origin: string;
  version: ApiVersion;
  /** How the version was learned (./facts.ts `VersionFact`). */
  versionHow: 'links' | 'probe' | 'plan' | 'contract';
  /** null: the server has no account to read (the plan is unknown). */
  account: AccountFacts | null;
  /** The plan's features; empty when unknown, which allows every option (lib/instance/plan.ts). */
  features: Features;
  timezone: string | null;
}

/** What the forms need, once the version is known; null until it is. */
export function instanceOf(facts: Facts): InstanceInfo | null {
  const version = valueOf(facts, 'version');
  if (!version) return null;
  const account = valueOf(facts, 'account') ?? null;
  return {
    origin: facts.origin,
    version: version.version,
    versionHow: version.how,
    account,
    features: account?.features ?? {},
    timezone: account?.timezone ?? null,
  };
}

/**
 * The settings with a domain standing in for a default the user has not chosen — the account's
 * default, else the only domain there is (lib/instance/choices.ts) — so a new user shortens at once.
 */
export function withFallbackDomain<S extends { defaultDomainId: number | null }>(settings: S, facts: Facts): S {
  if (settings.defaultDomainId !== null) return settings;
  const fallback = fallbackDomainId(facts);
  return fallback === null ? settings : { ...settings, defaultDomainId: fallback };
}

export { fallbackDomainId };
