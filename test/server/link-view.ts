/**
 * How a stored link looks from outside: its JSON form, its computed state, its derived title.
 */
import { laravelDate, type Db, type StoredLink } from './types';

export const ACTIVE = 1;
export const EXPIRED = 2;
export const DISABLED = 3;

/** The moment a date/time expiration takes effect (UTC; a date alone means its midnight). */
export function endsAt(link: Pick<StoredLink, 'expiration_date' | 'expiration_time'>): number | null {
  if (!link.expiration_date) return null;
  return Date.parse(`${link.expiration_date}T${link.expiration_time ?? '00:00'}:00Z`);
}

/** Disabled wins; then expired by date/time or by clicks; otherwise active. */
export function linkStatus(link: StoredLink, now = Date.now()): 1 | 2 | 3 {
  if (link.disabled === 1) return DISABLED;
  const ends = endsAt(link);
  if (ends !== null && ends <= now) return EXPIRED;
  if (link.expiration_clicks !== null && link.clicks >= link.expiration_clicks) return EXPIRED;
  return ACTIVE;
}

export function linkToJson(db: Db, link: StoredLink) {
  const domain = db.domains.find((d) => d.id === link.domain_id);
  const space = link.space_id === null ? undefined : db.spaces.find((s) => s.id === link.space_id);
  const domainName = domain?.name ?? 'unknown.invalid';
  const ends = endsAt(link);
  return {
    id: link.id,
    alias: link.alias,
    url: link.url,
    short_url: `https://${domainName}/${link.alias}`,
    title: link.title,
    clicks: link.clicks,
    domain: { id: link.domain_id, name: domainName, url: `https://${domainName}` },
    space: space ? { id: space.id, name: space.name, color: space.color } : null,
    pixels: link.pixel_ids.flatMap((id) => {
      const pixel = db.pixels.find((p) => p.id === id);
      return pixel ? [{ id: pixel.id, name: pixel.name, type: pixel.type }] : [];
    }),
    disabled: link.disabled,
    privacy: link.privacy,
    // Whether a password is set, never the password itself.
    password: link.password !== null,
    expiration_url: link.expiration_url,
    expiration_clicks: link.expiration_clicks,
    expiration_date: link.expiration_date,
    expiration_time: link.expiration_time,
    ends_at: ends === null ? null : laravelDate(ends),
    target_type: link.target_type,
    country: link.country.map((r) => ({ ...r })),
    platform: link.platform.map((r) => ({ ...r })),
    language: link.language.map((r) => ({ ...r })),
    rotation: link.rotation.map((r) => ({ ...r })),
    created_at: link.created_at,
    updated_at: link.updated_at,
  };
}

/**
 * A title as a page fetch might have found it; the real server reads the page's <title>, which
 * an offline server cannot, so it is made from the last path segment or the host.
 */
export function titleFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const segments = parsed.pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    if (!last) return parsed.hostname.replace(/^www\./, '');
    const words = decodeURIComponent(last).replace(/\.[a-z0-9]+$/i, '').replace(/[-_+]+/g, ' ').trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : parsed.hostname;
  } catch {
    return url;
  }
}

const ALIAS_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomChars(length: number, random: () => number = Math.random): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALIAS_CHARS[Math.floor(random() * ALIAS_CHARS.length)];
  return text;
}

/** A random 6-character alias not yet used on the domain. */
export function randomAlias(db: Db, domainId: number): string {
  const used = new Set(db.links.filter((l) => l.domain_id === domainId).map((l) => l.alias.toLowerCase()));
  for (;;) {
    const alias = randomChars(6);
    if (!used.has(alias.toLowerCase())) return alias;
  }
}
