/**
 * What a shorten would make, and whether a link of the page is that link (issue 39): the same
 * page (its `#fragment` aside), on the same domain, in the same space, with the same set of
 * pixels — and the same alias when one was asked for. A preset's UTM parameters are part of the
 * address, so a link without them is another link.
 */
import { linkDomainId } from '../api/link-domain';
import { linkPixelIds, linkSpaceId, type Link, type LinkCreateInput } from '../api/schemas';

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

const pageOf = (url: string) => url.split('#', 1)[0];

/**
 * Whether `link` is what a store for `wanted` would make. A link whose pixels are not known (an
 * index row written before it kept them) is not.
 */
export function fits(link: Link, wanted: Wanted): boolean {
  if (pageOf(link.url) !== pageOf(wanted.url) || linkDomainId(link) !== wanted.domainId) return false;
  if ((linkSpaceId(link) || null) !== wanted.spaceId) return false;
  if (wanted.alias !== undefined && link.alias !== wanted.alias) return false;
  if (link.pixels === undefined && link.pixel_ids === undefined) return false;
  const pixels = new Set(linkPixelIds(link));
  return pixels.size === new Set(wanted.pixelIds).size && wanted.pixelIds.every((id) => pixels.has(id));
}
