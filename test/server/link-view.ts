/**
 * How a stored link looks from outside, in the server's version: field names and order of each
 * version's LinkResource, nested rows serialised with all their columns, and the "fresh object"
 * echo of writes (request-typed values, unset columns null on create).
 */
import type { Db, Domain, Space, StoredLink, StoredPixel } from './types';
import { truthy } from './rules';

/** Values a write copied from the request (raw types), and whether the link was just created. */
export interface Echo {
  fresh: boolean;
  fields: Record<string, unknown>;
}

/** Columns a create does not set come back null in its answer (the database default is not read back). */
const FRESH_NULLS: Record<44 | 49, string[]> = {
  44: ['target_type', 'last_rotation', 'disabled', 'privacy', 'expiration_clicks', 'clicks'],
  49: ['last_rotation', 'privacy', 'clicks_limit', 'clicks'],
};

export const shortUrl = (db: Db, link: StoredLink): string =>
  `https://${db.domains.find((d) => d.id === link.domain_id)?.name ?? 'unknown.invalid'}/${link.alias}`;

/** A domain row as nested in a link: every column, no `url`. */
function domainRow(domain: Domain, ownerId: number) {
  const { id, name, created_at, updated_at } = domain;
  return {
    id,
    name,
    index_page: domain.index_page ?? null,
    not_found_page: domain.not_found_page ?? null,
    user_id: domain.user_id ?? ownerId,
    created_at,
    updated_at,
  };
}

function spaceRow(space: Space, ownerId: number) {
  const { id, name, color, created_at, updated_at } = space;
  return { id, user_id: space.user_id ?? ownerId, name, color, created_at, updated_at };
}

function pixelRow(pixel: StoredPixel, linkId: number, ownerId: number) {
  const { id, name, type, value, created_at, updated_at } = pixel;
  return { id, name, type, value, user_id: pixel.user_id ?? ownerId, created_at, updated_at, pivot: { link_id: linkId, pixel_id: id } };
}

function nested(db: Db, link: StoredLink) {
  const domain = db.domains.find((d) => d.id === link.domain_id);
  const space = link.space_id ? db.spaces.find((s) => s.id === link.space_id) : undefined;
  const pixels = db.pixels.filter((p) => link.pixel_ids.includes(p.id)).sort((a, b) => a.id - b.id);
  return {
    space: space ? spaceRow(space, db.account.id) : null,
    domain: domain ? domainRow(domain, db.account.id) : null,
    pixels: pixels.map((p) => pixelRow(p, link.id, db.account.id)),
  };
}

/** v44 `ends_at`: the expiry date and time (the account's zone is UTC). */
export function endsAt(link: Pick<StoredLink, 'expiration_date' | 'expiration_time'>): string | null {
  if (!link.expiration_date || !link.expiration_time) return null;
  return `${link.expiration_date}T${link.expiration_time}:00.000000Z`;
}

function view44(db: Db, link: StoredLink) {
  const { space, domain, pixels } = nested(db, link);
  return {
    id: link.id,
    alias: link.alias,
    url: link.url,
    short_url: shortUrl(db, link),
    title: link.title,
    target_type: link.target_type,
    country_target: link.country,
    platform_target: link.platform,
    language_target: link.language,
    rotation_target: link.rotation,
    last_rotation: link.last_rotation ?? 0,
    disabled: link.disabled,
    privacy: link.privacy,
    // Whether a password is set, never the password itself.
    privacy_password: truthy(link.privacy_password),
    password: truthy(link.password),
    expiration_url: link.expiration_url,
    expiration_clicks: link.expiration_clicks,
    clicks: link.clicks,
    space,
    domain,
    pixels,
    ends_at: endsAt(link),
    created_at: link.created_at,
    updated_at: link.updated_at,
  };
}

function view49(db: Db, link: StoredLink) {
  const { space, domain, pixels } = nested(db, link);
  return {
    id: link.id,
    alias: link.alias,
    url: link.url,
    short_url: shortUrl(db, link),
    title: link.title,
    targets_type: link.targets_type ?? null,
    targets: link.targets ?? null,
    last_rotation: link.last_rotation ?? 0,
    sensitive_content: link.sensitive_content ?? null,
    privacy: link.privacy,
    // v49's `password` is the statistics password; the link password is `redirect_password`.
    password: truthy(link.privacy_password),
    redirect_password: truthy(link.password),
    active_period_start_at: link.active_period_start_at ?? null,
    active_period_end_at: link.active_period_end_at ?? null,
    clicks_limit: link.expiration_clicks,
    expiration_url: link.expiration_url,
    clicks: link.clicks,
    // No column or accessor has this name in v49, so it is always null.
    space,
    domain,
    pixels,
    expires_at: null,
    created_at: link.created_at,
    updated_at: link.updated_at,
  };
}

/** The link's JSON in the server's version; `echo` for the answer of a write. */
export function linkToJson(db: Db, link: StoredLink, echo?: Echo): Record<string, unknown> {
  const json: Record<string, unknown> = db.version === 49 ? view49(db, link) : view44(db, link);
  if (echo?.fresh) for (const field of FRESH_NULLS[db.version]) json[field] = null;
  if (echo) for (const [field, value] of Object.entries(echo.fields)) if (field in json) json[field] = value;
  return json;
}

/**
 * A title as the real server's page fetch might have found it; this server cannot fetch pages,
 * so it is made from the last path segment or the host.
 */
export function titleFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    if (!last) return parsed.hostname.replace(/^www\./, '');
    const words = decodeURIComponent(last)
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_+]+/g, ' ')
      .trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : parsed.hostname;
  } catch {
    return url;
  }
}

const ALIAS_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** phpShort's generated alias: 5 characters of [0-9a-z], one longer after each clash with any link. */
export function randomAlias(db: Db): string {
  const used = new Set(db.links.map((l) => l.alias));
  for (let length = 5; ; length++) {
    let alias = '';
    for (let i = 0; i < length; i++) alias += ALIAS_CHARS[Math.floor(Math.random() * ALIAS_CHARS.length)];
    if (!used.has(alias)) return alias;
  }
}
