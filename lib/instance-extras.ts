/**
 * The choices behind "Default domain", "Default space" and "Default pixels". Domains and spaces
 * have no endpoint in the contract; many installations serve `GET /api/v1/domains` and
 * `/spaces` anyway, so those are tried first, and the domains and spaces seen on the user's own
 * links are the fallback. The page always lets the user type an id as well.
 */
import type { ApiClient } from './api';
import type { ApiErrorName } from './api/errors';
import { isApiError } from './api/errors';
import { linkDomainId, linkSpaceId, type Link, type Page, type PerPage } from './api/schemas';

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
/** Links scanned for domains and spaces when the extras endpoints are missing (newest first). */
const MAX_LINK_PAGES = 3;

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

export async function loadInstanceChoices(client: ApiClient): Promise<InstanceChoices> {
  const [domains, spaces] = await Promise.all([
    extra(() => collectPages((page) => client.domains.list({ per_page: PER_PAGE, page }), MAX_PAGES)),
    extra(() => collectPages((page) => client.spaces.list({ per_page: PER_PAGE, page }), MAX_PAGES)),
  ]);
  const seen = domains && spaces ? null : await choicesFromLinks(client);
  return {
    domains: domains ? byId(domains) : (seen?.domains ?? []),
    spaces: spaces ? byId(spaces) : (seen?.spaces ?? []),
    source: { domains: domains ? 'server' : 'links', spaces: spaces ? 'server' : 'links' },
  };
}

export async function loadPixelChoices(client: ApiClient): Promise<PixelChoice[]> {
  const pixels = await collectPages((page) => client.pixels.list({ per_page: PER_PAGE, page, sort_by: 'name', sort: 'asc' }), MAX_PAGES);
  return pixels.map((pixel) => ({ ...toChoice(pixel), ...(pixel.type ? { type: pixel.type } : {}) }));
}

/** Domains and spaces of the newest links, the most used first. */
export async function choicesFromLinks(client: ApiClient): Promise<{ domains: Choice[]; spaces: Choice[] }> {
  const links = await collectPages((page) => client.links.list({ per_page: PER_PAGE, page, sort_by: 'id', sort: 'desc' }), MAX_LINK_PAGES);
  const domains = new Tally();
  const spaces = new Tally();
  for (const link of links) {
    const domainId = linkDomainId(link);
    if (domainId !== undefined) domains.add(domainId, domainName(link));
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
  return records.map(toChoice).sort((a, b) => a.id - b.id);
}

function toChoice(record: { id: number; name?: string | null }): Choice {
  return record.name ? { id: record.id, name: record.name } : { id: record.id };
}

/** The domain's name, or the host its short URLs use. */
function domainName(link: Link): string | undefined {
  if (typeof link.domain === 'object' && link.domain?.name) return link.domain.name;
  try {
    return new URL(link.short_url).host || undefined;
  } catch {
    return undefined;
  }
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
