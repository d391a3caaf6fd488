/**
 * The domains, spaces and pixels an account can choose from: the Settings view's defaults, the
 * popup's form and the Links view's filters and editor. phpShort lists only the account's own
 * domains; the instance's global domains (its default among them, the one most links use) are
 * learned from the account's default domain and from the links that use them, named by
 * ./domain-name.ts. Installations without the domain or space lists fall back to what the user's links show.
 * Every page also lets the user type an id, so a list that cannot be read only costs the choices
 * their names. Nothing here sends a request: the lists are the instance's facts (lib/instance),
 * which the pages keep (./revalidate.ts).
 */
import type { Link } from '../api/schemas';
import { domainChoices } from './domain-name';
import type { Choice, Facts, PixelChoice } from './facts';

export type { Choice, PixelChoice } from './facts';

export type ChoiceSource = 'server' | 'links';

export interface InstanceChoices {
  domains: Choice[];
  spaces: Choice[];
  /** Where each list came from, so the page can say "from your links". */
  source: { domains: ChoiceSource; spaces: ChoiceSource };
}

export { domainChoices };

/**
 * The domains and spaces to choose from, from the instance's facts: its own lists when it has
 * them, else what its newest links use; the account's default domain first.
 */
export function choicesOf(facts: Pick<Facts, 'account' | 'domains' | 'spaces' | 'links'>, instanceUrl?: string): InstanceChoices {
  const own = facts.domains?.value;
  const spaces = facts.spaces?.value;
  const seen = facts.links?.value ?? { domains: [], spaces: [] };
  return {
    domains: domainChoices(own ?? [], seen.domains, facts.account?.value?.defaultDomainId, instanceUrl),
    spaces: spaces ?? seen.spaces,
    source: { domains: own ? 'server' : 'links', spaces: spaces ? 'server' : 'links' },
  };
}

/**
 * The domain a link is made on when the user has chosen none: the account's default (the one the
 * instance's own web app uses), else the only domain there is; null when the user must choose.
 */
export function fallbackDomainId(facts: Pick<Facts, 'account' | 'domains' | 'spaces' | 'links'>): number | null {
  const accountDefault = facts.account?.value?.defaultDomainId;
  if (accountDefault) return accountDefault;
  const { domains } = choicesOf(facts);
  return domains.length === 1 ? domains[0]!.id : null;
}

/** The Links view's choices: each list on its own, so one that fails leaves the others. */
export interface FilterChoices {
  domains: Choice[];
  spaces: Choice[];
  pixels: PixelChoice[];
  /** The pixel list could not be read (the link editor says so instead of showing none). */
  pixelsFailed: boolean;
}

export const NO_CHOICES: FilterChoices = Object.freeze({ domains: [], spaces: [], pixels: [], pixelsFailed: false }) as FilterChoices;

/** The Links view's choices from the instance's facts. */
export function filterChoicesOf(facts: Facts, instanceUrl?: string): FilterChoices {
  const { domains, spaces } = choicesOf(facts, instanceUrl);
  const pixels = facts.pixels?.value;
  return { domains, spaces, pixels: pixels ?? [], pixelsFailed: !pixels && facts.pixels?.error !== undefined };
}

/** Adds the domains, spaces and pixels named on `links` (not those given by id alone) that the choices lack. */
export function withSeenOnLinks(choices: FilterChoices, links: readonly Link[]): FilterChoices {
  let { domains, spaces, pixels } = choices;
  for (const link of links) {
    domains = add(domains, link.domain);
    spaces = add(spaces, link.space);
    for (const pixel of link.pixels ?? []) pixels = add(pixels, pixel);
  }
  return domains === choices.domains && spaces === choices.spaces && pixels === choices.pixels ? choices : { ...choices, domains, spaces, pixels };
}

export type Ref = { id: number; name?: string | null; type?: string | null; value?: string | null };

function add(into: PixelChoice[], item: Ref | number | null | undefined): PixelChoice[] {
  if (item === null || item === undefined || typeof item === 'number') return into;
  return into.some((choice) => choice.id === item.id) ? into : [...into, toChoice(item)];
}

/** The record's id, and its name, type and value (a pixel's tracking id) where it has them. */
export function toChoice(record: Ref): PixelChoice {
  return {
    id: record.id,
    ...(record.name ? { name: record.name } : {}),
    ...(record.type ? { type: record.type } : {}),
    ...(record.value ? { value: record.value } : {}),
  };
}
