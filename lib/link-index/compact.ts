import { linkDomainId, linkIsDisabled, linkSpaceId, type Link } from '../api/schemas';

/**
 * The part of a link the index keeps: what the popup's rows, the omnibox and the duplicate check
 * need. Everything else (targeting, pixels, passwords) is fetched with `links.get` when a link
 * is edited, which keeps 10,000 links within a few MB of storage.local.
 */
export function compactLink(link: Link): Link {
  const out: Link = { id: link.id, url: link.url, short_url: link.short_url };
  if (link.alias) out.alias = link.alias;
  if (link.title) out.title = link.title;
  if (typeof link.clicks === 'number') out.clicks = link.clicks;
  const domainId = linkDomainId(link);
  const domainName = typeof link.domain === 'object' ? link.domain?.name : undefined;
  if (domainId !== undefined) {
    if (domainName) out.domain = { id: domainId, name: domainName };
    else out.domain_id = domainId;
  }
  const spaceId = linkSpaceId(link);
  if (spaceId !== undefined) out.space_id = spaceId;
  if (linkIsDisabled(link)) out.disabled = 1;
  if (link.created_at) out.created_at = link.created_at;
  return out;
}

/** The fields `compactLink` keeps, except clicks. */
const SHOWN = ['id', 'url', 'short_url', 'alias', 'title', 'domain_id', 'space_id', 'disabled', 'created_at'] as const;

/**
 * Whether two compact links show the same thing. Click counts are left out: they change all the
 * time, and a refresh that stopped at every new click would page through everything. Compared
 * field by field: storage hands objects back with their keys reordered (Chrome sorts them).
 */
export function sameLink(a: Link | undefined, b: Link): boolean {
  if (!a) return false;
  if (SHOWN.some((key) => a[key] !== b[key])) return false;
  const da = typeof a.domain === 'object' ? a.domain : undefined;
  const db = typeof b.domain === 'object' ? b.domain : undefined;
  return da?.id === db?.id && da?.name === db?.name;
}
