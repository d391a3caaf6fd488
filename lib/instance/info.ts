/**
 * Reading the facts (./facts.ts) as the forms that edit link options need them: the version whose
 * field names they write, and of the account the plan's features and the time zone dates are read
 * in. A server without phpShort's account has an unknown plan, so every option of the contract is
 * offered and the server's own 422 says what it refuses.
 */
import type { ApiVersion } from '../api/versions';
import type { Features } from './plan';
import { fallbackDomainId } from './choices';
import { valueOf, type Fact, type Facts, type VersionFact } from './facts';

/** Facts whose version is known: what a form that writes versioned names is given (never a guessed version). */
export type Identified = Facts & { version: Fact<VersionFact> & { value: VersionFact } };

export const isIdentified = (facts: Facts): facts is Identified => facts.version?.value !== undefined;

export const versionOf = (facts: Identified): ApiVersion => facts.version.value.version;

/** The plan's features; empty when unknown, which allows every option (./plan.ts). */
export const featuresOf = (facts: Facts): Features => valueOf(facts, 'account')?.features ?? {};

export const timezoneOf = (facts: Facts): string | null => valueOf(facts, 'account')?.timezone ?? null;

/**
 * The settings with a domain standing in for a default the user has not chosen — the account's
 * default, else the only domain there is (./choices.ts) — so a new user shortens at once.
 */
export function withFallbackDomain<S extends { defaultDomainId: number | null }>(settings: S, facts: Facts): S {
  if (settings.defaultDomainId !== null) return settings;
  const fallback = fallbackDomainId(facts);
  return fallback === null ? settings : { ...settings, defaultDomainId: fallback };
}

export { fallbackDomainId };
