/**
 * The link a page already has, decided one way wherever Linklet shortens (the popup in both
 * modes, the context menu, the keyboard command, the address bar, the queue, a batch): a link is
 * reused only when it is what shortening now would make (`Wanted`, below) — the same page (its
 * `#fragment` aside), on the same domain, in the same space, with the same set of pixels, and the
 * same alias when one was asked for. A preset's UTM parameters are part of the address, so a link
 * without them is another link. The page's other links are named, not handed back (issue 39: a link on
 * another domain without the campaign's pixel was copied as "the page's link").
 *
 * What is known of the page's links comes from the server's list; the background's index adds its
 * own when the list cannot settle it: cut short (more links contain the page's URL than one page
 * holds) or failed. A complete list is the whole truth: a link only the index knows was deleted or
 * changed since. A URL that differs only by its `#fragment` is the same page.
 */
import type { ApiErrorData } from '../api/errors';
import { toErrorData } from '../api/errors';
import type { LinksClient } from '../api/client';
import { linkPixelIds, linkSpaceId, type Link, type LinkCreateInput, type Page } from '../api/schemas';
import { linkDomainId } from '../api/link-domain';
import { pageOf, samePage } from '../url/page';
import { stripCredentials } from '../url/private';
import type { Settings } from '../settings/schema';
import { defaultRequest } from './input';
import { linkState } from '../link-state/status';

/** What a store of an input would make: what a link of the page is compared on. */
export interface Wanted {
  /** The address stored (with any UTM parameters). */
  url: string;
  domainId: number;
  /** null: no space. */
  spaceId: number | null;
  pixelIds: readonly number[];
  /** Asked for by the user; absent: whatever the server made. */
  alias?: string;
}

/** What a store of `input` would make. */
export function wantedOf(input: LinkCreateInput): Wanted {
  const wanted: Wanted = { url: input.url, domainId: input.domain_id, spaceId: input.space_id || null, pixelIds: input.pixel_ids ?? [] };
  if (input.alias) wanted.alias = input.alias;
  return wanted;
}

/** The fields a link's record can be compared on; an input setting anything else is never answered by an old link. */
const COMPARABLE = new Set(['url', 'domain_id', 'space_id', 'pixel_ids', 'alias']);

/**
 * Whether an existing link may answer a store of `input`: not when it sets what a link's record
 * does not show or cannot be checked against (a password, an expiry, targeting…).
 */
export const reusable = (input: LinkCreateInput): boolean =>
  Object.keys(input).every((name) => COMPARABLE.has(name) || (input as unknown as Record<string, unknown>)[name] === undefined);

/**
 * Whether `link` is what a store for `wanted` would make. A link whose pixels are not known (an
 * index row written before it kept them) is not.
 */
export function fits(link: Link, wanted: Wanted): boolean {
  if (withoutFragment(link.url) !== withoutFragment(wanted.url) || linkDomainId(link) !== wanted.domainId) return false;
  if ((linkSpaceId(link) || null) !== wanted.spaceId) return false;
  if (wanted.alias !== undefined && link.alias !== wanted.alias) return false;
  if (link.pixels === undefined && link.pixel_ids === undefined) return false;
  const pixels = new Set(linkPixelIds(link));
  return pixels.size === new Set(wanted.pixelIds).size && wanted.pixelIds.every((id) => pixels.has(id));
}

const withoutFragment = (url: string) => url.split('#', 1)[0];

/**
 * The list query of the duplicate check: the newest 25 links whose URL contains the page's (the
 * server's search is a substring one, so the page without its fragment finds them all). Never with
 * a `user:password@` (lib/url/private.ts), whoever asks.
 */
export function duplicateQuery(url: string) {
  return { search: stripCredentials(pageOf(url)), search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 } as const;
}

/** True when a list's paging says there is no page after the first. */
export function listIsComplete(meta: Page<unknown>['meta'], count: number): boolean {
  if (typeof meta.last_page === 'number') return meta.last_page <= 1;
  return typeof meta.total === 'number' && meta.total <= count;
}

/**
 * What is known of a page's links: every link of the page the answers held, newest first, and
 * `failure` when the server's list failed and these come from the device alone.
 */
export interface PageLinks {
  links: Link[];
  failure?: ApiErrorData;
}

/** How the links of a page are found: the server's list, and the background's index. */
export interface PageSources {
  /** The server's list for `duplicateQuery(url)`. */
  list(): Promise<Page<Link>>;
  /** The index's links of the page (may fail: it counts as none). */
  index(): Promise<Link[]>;
}

const ofPage = (url: string, links: readonly Link[]) => links.filter((link) => samePage(link.url, url));

/** Each link once, newest first. */
function merged(...lists: Link[][]): Link[] {
  const byId = new Map<number, Link>();
  for (const list of lists) for (const link of list) if (!byId.has(link.id)) byId.set(link.id, link);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/**
 * The page's links. When the server's list failed and the index knows none either, the list's
 * failure is thrown: nothing is known, and the caller says why.
 */
export async function gatherPageLinks(url: string, sources: PageSources): Promise<PageLinks> {
  // An index asleep, failing or answering nonsense (an older worker) counts as knowing none.
  const fromIndex = () =>
    sources
      .index()
      .then((links) => ofPage(url, Array.isArray(links) ? links : []))
      .catch((): Link[] => []);
  let page: Page<Link>;
  try {
    page = await sources.list();
  } catch (error) {
    const known = await fromIndex();
    if (known.length === 0) throw error;
    return { links: merged(known), failure: toErrorData(error) };
  }
  const listed = ofPage(url, page.items);
  // Records the client could not read still count: they are links the list holds.
  if (listIsComplete(page.meta, page.items.length + page.skipped.length)) return { links: merged(listed) };
  return { links: merged(listed, await fromIndex()) };
}

/** Looks a page's links up in the background's index (a page: by message; the background: directly). */
export type FindLocal = (url: string) => Promise<Link[]>;

/** The page's links through `client`, with the index as `findLocal` answers. */
export function findPageLinks(client: Pick<LinksClient, 'links'>, url: string, findLocal: FindLocal = async () => []): Promise<PageLinks> {
  return gatherPageLinks(url, { list: () => client.links.list(duplicateQuery(url)), index: () => findLocal(url) });
}

/**
 * The verdict for one shorten: the link to reuse (one for exactly the address first, then the
 * newest of the page), the page's other links, and the list's failure when the link is known from
 * the device alone.
 */
export interface Reuse {
  link: Link | null;
  others: Link[];
  fromDevice?: ApiErrorData;
}

/**
 * `wanted` null: a shorten that sets more than can be compared (a password, an expiry…) reuses
 * nothing. A link that does not work now (expired, disabled, not begun) is never reused: it is
 * one of the others, named with its state (issue 48).
 */
export function decide(wanted: Wanted | null, known: PageLinks, now = Date.now()): Reuse {
  const fitting = wanted ? known.links.filter((link) => fits(link, wanted) && linkState(link, now) === 'active') : [];
  const link = fitting.find((candidate) => candidate.url === wanted!.url) ?? fitting[0] ?? null;
  const others = known.links.filter((candidate) => candidate !== link);
  return { link, others, ...(link && known.failure ? { fromDevice: known.failure } : {}) };
}

/**
 * The decision for what the profile's defaults would make of `page` (the popup's form before
 * anything is typed); with no default domain, no link is the defaults' one and all are others.
 */
export function decideForDefaults(settings: Settings, page: string, known: PageLinks): Reuse {
  try {
    return decide(wantedOf(defaultRequest(settings, page).input), known);
  } catch {
    return decide(null, known);
  }
}

/**
 * The link an earlier, unanswered store made for `wanted`, if it did: a fitting link for exactly
 * its address newer than `knownId`, the newest link known for it before that store was sent. Asked
 * of the server (the index cannot know a link nobody heard of), before the store is sent again.
 */
export async function findLanded(client: Pick<LinksClient, 'links'>, wanted: Wanted, knownId: number): Promise<Link | null> {
  const page = await client.links.list(duplicateQuery(wanted.url));
  return page.items.find((link) => link.url === wanted.url && link.id > knownId && fits(link, wanted)) ?? null;
}

/**
 * The page's links asked once per address and kept while the popup is open, and the newest link
 * id seen (a store that got no answer looks above it first). A failed look, or one only the device
 * answered, is asked again next time: it is not "no link".
 */
export class PageLinksOnce {
  knownId = 0;
  private check: { url: string; links: Promise<PageLinks> } | null = null;

  constructor(private readonly find: (url: string) => Promise<PageLinks>) {}

  get(url: string): Promise<PageLinks> {
    if (this.check?.url === url) return this.check.links;
    const links = this.find(url).then(
      (known) => {
        for (const link of known.links) this.saw(link.id);
        if (known.failure && this.check?.links === links) this.check = null;
        return known;
      },
      (error: unknown) => {
        if (this.check?.links === links) this.check = null;
        throw error;
      },
    );
    links.catch(() => undefined);
    this.check = { url, links };
    return links;
  }

  saw(id: number): void {
    this.knownId = Math.max(this.knownId, id);
  }
}
