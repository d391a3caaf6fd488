import { linkDomainId } from '../api/link-domain';
import { linkIsDisabled, linkPixelIds, linkSpaceId, type Link } from '../api/schemas';

/**
 * The part of a link the index keeps: what the popup's rows, the omnibox and the duplicate check
 * need, as an array of values in a fixed order (no field names in storage): id, url, short_url,
 * alias, title, clicks, domain id, domain name, space id, disabled, created_at, pixel ids ("5,8";
 * '' for none). Everything else (targeting, passwords) is fetched with `links.get` when a link is
 * edited. A row written before pixels were kept ends at created_at: its pixels are not known, and
 * the duplicate decision does not take it for a link with none (lib/shorten/page-link.ts).
 */
export type Row = [number, string, string, ...(string | number | null)[]];

/** phpShort's short URL of a link with an alias: it is stored as '' (a quarter of a row's bytes). */
const shortOf = (domain: unknown, alias: unknown) => `https://${domain}/${alias}`;
/** phpShort's dates ("2024-05-01T10:00:00.000000Z") are stored as seconds. */
const DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/;

export function toRow(link: Link): Row {
  const domain = typeof link.domain === 'object' ? link.domain : undefined;
  const created = link.created_at;
  return [
    link.id,
    link.url,
    link.alias && domain?.name && link.short_url === shortOf(domain.name, link.alias) ? '' : link.short_url,
    link.alias || null,
    link.title || null,
    typeof link.clicks === 'number' ? link.clicks : null,
    linkDomainId(link) ?? null,
    domain?.name || null,
    linkSpaceId(link) ?? null,
    linkIsDisabled(link) ? 1 : null,
    created && DATE.test(created) ? Date.parse(created) / 1000 : created || null,
    link.pixels || link.pixel_ids ? linkPixelIds(link).join() : null,
  ];
}

/** The compact link a row holds: the fields it has, and nothing else. */
export function fromRow([id, url, short_url, alias, title, clicks, domainId, domainName, spaceId, disabled, created, pixels]: Row): Link {
  const link: Link = { id, url, short_url: short_url || shortOf(domainName, alias) };
  if (alias != null) link.alias = alias as string;
  if (title != null) link.title = title as string;
  if (clicks != null) link.clicks = clicks as number;
  if (domainId != null) {
    if (domainName != null) link.domain = { id: domainId as number, name: domainName as string };
    else link.domain_id = domainId as number;
  }
  if (spaceId != null) link.space_id = spaceId as number;
  if (disabled) link.disabled = 1;
  if (created != null) link.created_at = typeof created === 'number' ? new Date(created * 1000).toISOString().replace('Z', '000Z') : created;
  if (typeof pixels === 'string') link.pixel_ids = pixels ? pixels.split(',').map(Number) : [];
  return link;
}

export const compactLink = (link: Link): Link => fromRow(toRow(link));

/**
 * Whether two links show the same thing. Click counts are left out: they change all the time, and
 * a refresh that stopped at every new click would page through everything. Pixels count only when
 * both know them: an index written before it kept them is not paged through again for them (the
 * next full refresh brings them).
 */
export function sameLink(a: Link | undefined, b: Link): boolean {
  if (!a) return false;
  const [rowA, rowB] = [toRow(a), toRow(b)];
  const known = rowA[11] != null && rowB[11] != null;
  const text = (row: Row) => JSON.stringify(row.slice(0, known ? 12 : 11).with(5, null));
  return text(rowA) === text(rowB);
}
