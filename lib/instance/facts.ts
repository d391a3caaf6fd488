/**
 * What Linklet knows of a profile's instance — the one source every page and the background
 * read: the account (plan, default domain, time zone), which version's field names it speaks,
 * its link count and the domains and spaces its newest links use, and its domain, space and pixel
 * lists. Kept per profile (two profiles on one instance may be two accounts) with the origin it
 * is about, each fact with when it was read, so a page shows it at once and asks the server only
 * when it is due (./revalidate.ts). Never holds the key.
 */
import type { ApiErrorData } from '../api/errors';
import type { ApiVersion } from '../api/versions';
import type { Features } from './plan';
import { storage } from 'wxt/utils/storage';
import { ofProfile } from '../storage/item';

/** A domain, space or pixel as the pages offer it. */
export interface Choice {
  id: number;
  /** What the server calls it; absent when only the id is known. */
  name?: string;
}

export interface PixelChoice extends Choice {
  type?: string;
  /** The tracking id (a team's pixel is the same pixel in every account by type and value: lib/policy/team.ts). */
  value?: string;
}

/** The account as Linklet uses it. */
export interface AccountFacts {
  defaultDomainId: number | null;
  defaultSpaceId: number | null;
  planName: string | null;
  features: Features;
  timezone: string | null;
}

/**
 * How the version was learned: from the field names of link records a list already carried
 * (`links`), the version probe (`probe`), the plan's features (`plan`), or not at all: a server
 * with neither links nor phpShort's account speaks the contract's names (`contract`, v44's).
 */
export interface VersionFact {
  version: ApiVersion;
  how: 'links' | 'probe' | 'plan' | 'contract';
}

/** The link list as of its last read: the count and what the newest links use. */
export interface LinksFact {
  total: number | null;
  /** Domains and spaces named on the newest links, the most used first: global domains are in no list. */
  domains: Choice[];
  spaces: Choice[];
}

export interface FactValues {
  /** null: the server has no `/account` (the plan is unknown: every option is offered). */
  account: AccountFacts | null;
  version: VersionFact;
  links: LinksFact;
  /** null: the server has no such list. */
  domains: Choice[] | null;
  spaces: Choice[] | null;
  pixels: PixelChoice[];
}

export type FactName = keyof FactValues;
export const FACT_NAMES: readonly FactName[] = ['account', 'version', 'links', 'domains', 'spaces', 'pixels'];

/**
 * One fact: its value when it was ever read, and the last failure when the last try failed (the
 * value, if any, stays usable). `at`: the last try, whatever it gave (a failed request costs the
 * budget as much as one that worked). `retryAt`: a rate-limited try may be made again then (ms).
 */
export interface Fact<T> {
  at: number;
  value?: T;
  error?: ApiErrorData;
  retryAt?: number;
}

export type Facts = { origin: string } & { [K in FactName]?: Fact<FactValues[K]> };

/** Whose facts: a profile and the origin its instance has now. */
export interface FactScope {
  profileId: string;
  origin: string;
}

/** A fact is asked again at most once a minute; the version, which changes only with an upgrade, once a day. */
export const FACT_TTL_MS = 60_000;
export const VERSION_TTL_MS = 24 * 60 * 60_000;

export const FACTS_ITEM = storage.defineItem<Facts>('local:instanceFacts');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored facts of `scope`, or empty ones (none yet, or about another origin). */
export async function readFacts(scope: FactScope): Promise<Facts> {
  return factsFor(scope.origin, await ofProfile(FACTS_ITEM, scope.profileId).getValue());
}

/** `stored` when it is about `origin`, each fact kept only if it has the shape written. */
export function factsFor(origin: string, stored: unknown): Facts {
  const facts: Facts = { origin };
  if (!isObject(stored) || stored.origin !== origin) return facts;
  for (const name of FACT_NAMES) {
    const fact = stored[name];
    if (isObject(fact) && typeof fact.at === 'number') (facts as Record<string, unknown>)[name] = fact;
  }
  return facts;
}

export function writeFacts(profileId: string, facts: Facts): Promise<void> {
  return ofProfile(FACTS_ITEM, profileId).setValue(facts);
}

export function forgetFacts(profileId: string): Promise<void> {
  return ofProfile(FACTS_ITEM, profileId).removeValue();
}

/** Calls back with the facts of `scope` whenever any context changes them. */
export function watchFacts(scope: FactScope, callback: (facts: Facts) => void): () => void {
  return ofProfile(FACTS_ITEM, scope.profileId).watch((next) => callback(factsFor(scope.origin, next)));
}

/**
 * Whether `fact` was read recently enough not to ask again (a clock set back counts as due).
 * `maxAgeMs`: what the asker accepts (the popup, which only offers the lists as choices, accepts
 * older ones than the settings page); never less than FACT_TTL_MS.
 */
export function isFresh(name: FactName, fact: Fact<unknown> | undefined, now = Date.now(), maxAgeMs = FACT_TTL_MS): boolean {
  if (!fact) return false;
  // Told to wait: due exactly when the wait is over.
  if (fact.retryAt !== undefined) return now < fact.retryAt;
  const age = now - fact.at;
  // A version that could not be learned is asked again like any fact, not after a day.
  const ttl = name === 'version' && fact.value !== undefined ? VERSION_TTL_MS : Math.max(FACT_TTL_MS, fact.error ? FACT_TTL_MS : maxAgeMs);
  return age >= 0 && age < ttl;
}

/** How old the popup lets a list be before asking again: the lists only name its choices. */
export const POPUP_MAX_AGE_MS = 10 * 60_000;

/** A fact's value, or undefined when it was never read. */
export const valueOf = <K extends FactName>(facts: Facts, name: K): FactValues[K] | undefined => facts[name]?.value as FactValues[K] | undefined;
