/**
 * The domains, spaces and pixels an account can choose from: the Settings view's defaults and the
 * Links view's filters and editor. phpShort lists only the account's own domains; the instance's
 * global domains (its default among them, the one most links use) are learned from the account's
 * default domain and from the links that use them, named by lib/domain-name.ts. Installations without
 * the domain or space lists fall back to what the user's links show. Every page also lets the
 * user type an id, so a list that cannot be read only costs the choices their names.
 */
import type { ApiClient } from './api';
import type { ApiErrorName } from './api/errors';
import { isApiError } from './api/errors';
import { linkSpaceId, type Link, type Page, type PerPage } from './api/schemas';
import { linkDomainChoice } from './api/link-domain';
import { domainChoices, domainNameOf } from './domain-name';
import { loadInstance } from './instance';

export interface Choice {
  id: number;
  /** What the server calls it; absent when only the id is known. */
  name?: string;
}

export interface PixelChoice extends Choice {
  type?: string;
}

export type ChoiceSource = 'server' | 'links';

export interface InstanceChoices {
  domains: Choice[];
  spaces: Choice[];
  /** Where each list came from, so the page can say "from your links". */
  source: { domains: ChoiceSource; spaces: ChoiceSource };
}

const PER_PAGE: PerPage = 100;
/** A few hundred records: enough for any real account's domains, spaces and pixels. */
const MAX_PAGES = 5;
/** Pages of the newest links read for the domains and spaces they use (one request). */
const MAX_LINK_PAGES = 1;

/**
 * Answers meaning "this installation has no such endpoint", rather than "your key or network is
 * broken": those fall back to the links; anything else is the caller's to show.
 */
const MISSING_ENDPOINT: ReadonlySet<ApiErrorName> = new Set<ApiErrorName>([
  'NotFoundError',
  'InvalidResponseError',
  'ForbiddenError',
  'HttpError',
  'RedirectError',
]);

export { domainChoices };

/** The account's default domain comes from what lib/instance.ts stored when the user connected. */
export async function loadInstanceChoices(client: ApiClient): Promise<InstanceChoices> {
  const [domains, spaces, seen, instance] = await Promise.all([
    extra(() => collectPages((page) => client.domains.list({ per_page: PER_PAGE, page }), MAX_PAGES)),
    extra(() => collectPages((page) => client.spaces.list({ per_page: PER_PAGE, page }), MAX_PAGES)),
    // Global domains are in no list: the newest links show which ones the account uses.
    choicesFromLinks(client),
    loadInstance(client.origin).catch(() => null),
  ]);
  return {
    domains: domainChoices(domains ? byId(domains) : [], seen.domains, instance?.account.defaultDomainId, client.baseUrl),
    spaces: spaces ? byId(spaces) : seen.spaces,
    source: { domains: domains ? 'server' : 'links', spaces: spaces ? 'server' : 'links' },
  };
}

export async function loadPixelChoices(client: ApiClient): Promise<PixelChoice[]> {
  const pixels = await collectPages((page) => client.pixels.list({ per_page: PER_PAGE, page, sort_by: 'name', sort: 'asc' }), MAX_PAGES);
  return pixels.map(toChoice);
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

export async function loadFilterChoices(client: ApiClient): Promise<FilterChoices> {
  const [instance, pixels] = await Promise.all([
    loadInstanceChoices(client).catch(() => null),
    loadPixelChoices(client).catch(() => null),
  ]);
  return { domains: instance?.domains ?? [], spaces: instance?.spaces ?? [], pixels: pixels ?? [], pixelsFailed: pixels === null };
}

/** Adds the domains, spaces and pixels named on `links` (not those given by id alone) that the choices lack. */
export function withSeenOnLinks(choices: FilterChoices, links: readonly Link[]): FilterChoices {
  let { domains, spaces, pixels } = choices;
  for (const link of links) {
    domains = add(domains, link.domain);
    spaces = add(spaces, link.space);
    for (const pixel of link.pixels ?? []) pixels = add(pixels, pixel);
  }
  return domains === choices.domains && spaces === choices.spaces && pixels === choices.pixels
    ? choices
    : { ...choices, domains, spaces, pixels };
}

type Ref = { id: number; name?: string | null; type?: string | null };

function add(into: PixelChoice[], item: Ref | number | null | undefined): PixelChoice[] {
  if (item === null || item === undefined || typeof item === 'number') return into;
  return into.some((choice) => choice.id === item.id) ? into : [...into, toChoice(item)];
}

/** Domains and spaces of the newest links, the most used first. */
export async function choicesFromLinks(client: ApiClient, pages = MAX_LINK_PAGES): Promise<{ domains: Choice[]; spaces: Choice[] }> {
  const links = await collectPages((page) => client.links.list({ per_page: PER_PAGE, page, sort_by: 'id', sort: 'desc' }), pages);
  const domains = new Tally();
  const spaces = new Tally();
  for (const link of links) {
    const domain = linkDomainChoice(link);
    if (domain) domains.add(domain.id, domain.name ?? domainNameOf(link.short_url));
    const spaceId = linkSpaceId(link);
    if (spaceId !== undefined) spaces.add(spaceId, typeof link.space === 'object' ? (link.space?.name ?? undefined) : undefined);
  }
  return { domains: domains.ranked(), spaces: spaces.ranked() };
}

async function extra<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && MISSING_ENDPOINT.has(error.name)) return null;
    throw error;
  }
}

/** Every item of a paginated list, stopping at the last page or after `maxPages`. */
async function collectPages<T>(load: (page: number) => Promise<Page<T>>, maxPages: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await load(page);
    items.push(...answer.items);
    const last = answer.meta.last_page;
    const full = answer.items.length + answer.skipped.length >= PER_PAGE;
    if ((typeof last === 'number' && page >= last) || (typeof last !== 'number' && !full)) break;
  }
  return items;
}

/** Oldest first: an account's first domain is usually its main one (and becomes the default). */
function byId(records: Array<{ id: number; name?: string | null }>): Choice[] {
  return records.map(({ id, name }) => toChoice({ id, name })).sort((a, b) => a.id - b.id);
}

/** The record's id, and its name and type where it has them. */
function toChoice(record: Ref): PixelChoice {
  return { id: record.id, ...(record.name ? { name: record.name } : {}), ...(record.type ? { type: record.type } : {}) };
}

class Tally {
  private readonly counts = new Map<number, { choice: Choice; count: number }>();

  add(id: number, name: string | undefined): void {
    const entry = this.counts.get(id) ?? { choice: { id }, count: 0 };
    entry.count++;
    if (name && !entry.choice.name) entry.choice = { id, name };
    this.counts.set(id, entry);
  }

  ranked(): Choice[] {
    return [...this.counts.values()].sort((a, b) => b.count - a.count || a.choice.id - b.choice.id).map((e) => e.choice);
  }
}
