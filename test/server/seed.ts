/**
 * Deterministic sample data: the same options give the same records. The instance has a global
 * default domain (1, sho.rt) and another global one (5) some links use; the account owns two
 * domains, spaces with integer colours and pixels; a second account owns a domain, space, pixel and
 * link (for 404s). The account's links cycle through ten kinds by position, so even a small seed
 * has every state, each version's way: see `KINDS`.
 */
import { ALL_FEATURES } from './account';
import { seedClicks } from './seed-stats';
import { mixedChars, page, pick, prng, slug, ymd, type Rng } from './seed-pages';
import { laravelDate, OTHER_USER_ID, USER_ID, type Db, type SeedOptions, type StoredLink, type StoredPixel, type Version } from './types';

export { prng } from './seed-pages';

const DAY = 86_400_000;

const PIXELS: Array<[string, string, string]> = [
  ['Facebook main', 'facebook', '1234567890123456'],
  ['GA4 property', 'google-analytics', 'G-7KQ2X9ZL1M'],
  ['Tag Manager', 'google-tag-manager', 'GTM-5XK7P2Q'],
  ['Ads conversions', 'google-ads', 'AW-987654321'],
  ['LinkedIn insight', 'linkedin', '4567891'],
  ['Pinterest tag', 'pinterest', '2612345678901'],
  ['Bing UET', 'bing', '187654321'],
  ['Website tag', 'x', 'o1a2b'],
];

/**
 * By position in each block of fifteen: 1 in space 1 · 2 no option at all · 3 disabled (v44; v49:
 * sensitive content) · 4 two pixels · 6 expired by date (v49: an active period in the past) ·
 * 7 targeted (countries, or in odd blocks platforms and rotations) · 9 link password · 10 expired
 * by clicks · 12 expiring later, on global domain 5 · 13 password-protected statistics · 14 country
 * rules stored keyed by index · 15 a click limit not reached yet, private statistics. The others
 * (5, 8, 11) are plain links that may have a space or pixels.
 */
const KINDS = [
  'in-space',
  'bare',
  'disabled',
  'pixels',
  'plain',
  'expired-date',
  'targeted',
  'plain',
  'password',
  'expired-clicks',
  'plain',
  'future-expiry',
  'private-stats',
  'keyed-targets',
  'click-budget',
] as const;
const COUNTRY_RULES = ['US', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN', 'CA'];
const PLATFORM_RULES = ['iOS', 'Android', 'Windows', 'OS X', 'Linux'];

function baseDb(now: number, version: Version): Db {
  const at = laravelDate(now - 400 * DAY);
  const install = laravelDate(now - 500 * DAY);
  return {
    version,
    account: {
      id: USER_ID,
      name: 'Dana Demo',
      email: 'dana@example.com',
      locale: 'en',
      timezone: 'UTC',
      plan: { id: 2, name: 'Pro' },
      default_domain: 1,
      default_space: null,
      default_stats: 1,
      created_at: laravelDate(now - 420 * DAY),
    },
    features: { ...ALL_FEATURES },
    domains: [
      { id: 1, user_id: 0, name: 'sho.rt', index_page: null, not_found_page: null, created_at: install, updated_at: install },
      { id: 2, user_id: USER_ID, name: 'go.example.com', index_page: null, not_found_page: null, created_at: at, updated_at: at },
      { id: 3, user_id: USER_ID, name: 'l.acme.test', index_page: 'https://www.acme.test/', not_found_page: null, created_at: at, updated_at: at },
      { id: 4, user_id: OTHER_USER_ID, name: 'go.partner.test', index_page: null, not_found_page: null, created_at: at, updated_at: at },
      { id: 5, user_id: 0, name: 'lnk.global.test', index_page: null, not_found_page: null, created_at: install, updated_at: install },
    ],
    spaces: [
      { id: 1, user_id: USER_ID, name: 'Marketing', color: 4, created_at: at, updated_at: at },
      { id: 2, user_id: USER_ID, name: 'Research', color: 3, created_at: at, updated_at: at },
      // Created without a colour: the server stored 1.
      { id: 3, user_id: USER_ID, name: 'Personal', color: 1, created_at: at, updated_at: at },
      { id: 4, user_id: OTHER_USER_ID, name: 'Clients', color: 2, created_at: at, updated_at: at },
    ],
    links: [],
    pixels: [],
    clicks: [],
    nextId: { links: 1, pixels: 1, domains: 6, spaces: 5 },
  };
}

/** `false`: the domains and spaces only, no links, pixels or statistics. */
export function createDb(options: SeedOptions | false = {}, version: Version = 44): Db {
  const now = options === false || options.now === undefined ? Math.floor(Date.now() / DAY) * DAY : options.now;
  const db = baseDb(now, version);
  if (options === false) return db;
  const rng = prng(options.seed ?? 1);
  const pixelCount = options.pixels ?? PIXELS.length;
  for (let i = 0; i < pixelCount; i++) {
    const [name, type, value] = PIXELS[i % PIXELS.length] as [string, string, string];
    const at = laravelDate(now - (380 - i) * DAY);
    const suffix = i < PIXELS.length ? '' : ` ${Math.floor(i / PIXELS.length) + 1}`;
    db.pixels.push({ id: i + 1, user_id: USER_ID, name: name + suffix, type, value: suffix ? `${value}${i}` : value, created_at: at, updated_at: at });
  }
  const linkCount = options.links ?? 30;
  const used = new Map<number, Set<string>>(db.domains.map((d) => [d.id, new Set<string>()]));
  for (let i = 0; i < linkCount; i++) db.links.push(makeLink(rng, db.pixels, used, i, linkCount, now));
  addOtherAccount(db, now);
  seedClicks(db, now, options.seed ?? 1);
  db.nextId = { ...db.nextId, links: db.links.length + 1, pixels: db.pixels.length + 1 };
  return db;
}

/** The second account's pixel and link, after the account's own. */
function addOtherAccount(db: Db, now: number): void {
  const at = laravelDate(now - 30 * DAY);
  const pixel: StoredPixel = {
    id: db.pixels.length + 1,
    user_id: OTHER_USER_ID,
    name: 'Partner pixel',
    type: 'facebook',
    value: '9988776655',
    created_at: at,
    updated_at: at,
  };
  db.pixels.push(pixel);
  db.links.push({
    ...blankLink(db.links.length + 1, at),
    user_id: OTHER_USER_ID,
    alias: 'partner-offer',
    url: 'https://partner.example.org/offer',
    title: 'Partner offer',
    clicks: 12,
    domain_id: 4,
    space_id: 4,
    pixel_ids: [pixel.id],
  });
}

function blankLink(id: number, at: string): StoredLink {
  return {
    id,
    user_id: USER_ID,
    alias: '',
    url: '',
    title: '',
    clicks: 0,
    last_rotation: 0,
    domain_id: 1,
    space_id: null,
    pixel_ids: [],
    password: null,
    privacy: 0,
    privacy_password: null,
    disabled: 0,
    expiration_url: null,
    expiration_date: null,
    expiration_time: null,
    expiration_clicks: 0,
    target_type: 0,
    country: null,
    platform: null,
    language: null,
    rotation: null,
    sensitive_content: null,
    active_period_start_at: null,
    active_period_end_at: null,
    targets_type: null,
    targets: null,
    created_at: at,
    updated_at: at,
  };
}

function makeLink(rng: Rng, pixels: StoredPixel[], used: Map<number, Set<string>>, i: number, total: number, now: number): StoredLink {
  const kind = KINDS[i % KINDS.length] ?? 'in-space';
  const year = 365 * DAY;
  const created = Math.floor(now - year + ((i + rng()) / Math.max(total, 1)) * (year - DAY));
  const updated = created + Math.floor(rng() * (now - created));
  const { url, title } = page(rng, i, created);
  const r = rng();
  const domainId = kind === 'future-expiry' ? 5 : r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
  const taken = used.get(domainId) as Set<string>;
  let alias = rng() < 0.35 ? slug(title).split('-').slice(0, 2).join('-') : '';
  if (!alias || taken.has(alias.toLowerCase())) alias = alias ? `${alias}-${i + 1}` : '';
  while (!alias || taken.has(alias.toLowerCase())) alias = mixedChars(6, rng);
  taken.add(alias.toLowerCase());
  const clicks = Math.floor(rng() ** 3 * 25_000);
  const spaceRoll = rng();
  const pixelRoll = rng();
  const link: StoredLink = {
    ...blankLink(i + 1, laravelDate(created)),
    alias,
    url,
    title,
    clicks,
    domain_id: domainId,
    space_id: kind === 'in-space' ? 1 : kind === 'bare' || spaceRoll < 0.45 ? null : 1 + Math.floor(rng() * 3),
    pixel_ids:
      kind === 'pixels'
        ? pixels.slice(0, 2).map((p) => p.id)
        : kind === 'bare' || kind === 'in-space' || !pixels.length || pixelRoll >= 0.3
          ? []
          : [...new Set([pick(rng, pixels).id, pick(rng, pixels).id])].sort((a, b) => a - b),
    updated_at: laravelDate(updated),
  };
  const block = Math.floor(i / KINDS.length);
  if (kind === 'disabled') Object.assign(link, { disabled: 1, sensitive_content: 1 });
  if (kind === 'password') link.password = 'secret';
  if (kind === 'private-stats') Object.assign(link, { privacy: 2, privacy_password: 'stats' });
  if (kind === 'click-budget') Object.assign(link, { privacy: 1, expiration_clicks: clicks + 100 + Math.floor(rng() * 1000) });
  if (kind === 'expired-clicks') Object.assign(link, { clicks: clicks + 1, expiration_clicks: 1 + Math.floor(rng() * (clicks + 1)) });
  if (kind === 'expired-date') {
    // Expired some day between creation and yesterday; v49 keeps that as an active period in the past.
    const end = Math.floor((now - DAY - rng() * Math.max(0, now - created - 2 * DAY)) / DAY) * DAY;
    Object.assign(link, {
      expiration_date: ymd(end),
      expiration_time: '23:59',
      active_period_start_at: laravelDate(Math.min(created, end - DAY)),
      active_period_end_at: laravelDate(end + DAY - 60_000),
    });
  }
  if (kind === 'future-expiry') {
    const end = now + (2 + Math.floor(rng() * 300)) * DAY;
    Object.assign(link, {
      expiration_date: ymd(end),
      expiration_time: '18:30',
      active_period_start_at: laravelDate(created),
      active_period_end_at: `${ymd(end)}T18:30:00.000000Z`,
    });
  }
  if (kind.startsWith('expired') && rng() < 0.5) link.expiration_url = 'https://www.northwind-outfitters.com/offer-ended';
  if (kind === 'targeted' || kind === 'keyed-targets') target(rng, link, kind === 'keyed-targets' ? 2 : block % 2);
  return link;
}

/** Targeting in both versions' fields: 0 countries, 1 platforms (with rotations), 2 countries stored keyed by index. */
function target(rng: Rng, link: StoredLink, which: number): void {
  const base = link.url.split('?')[0] ?? link.url;
  if (which === 1) {
    const rules = [...new Set([pick(rng, PLATFORM_RULES), pick(rng, PLATFORM_RULES)])].map((key) => ({ key, value: `${base}?platform=${slug(key)}` }));
    const rotation = [{ value: `${base}?variant=a` }, { value: `${base}?variant=b` }];
    Object.assign(link, { target_type: 2, platform: rules, rotation, targets_type: 'operating_systems', targets: rules });
    return;
  }
  const keys = which === 2 ? ['US', 'CA'] : [...new Set([pick(rng, COUNTRY_RULES), pick(rng, COUNTRY_RULES), 'CA'])];
  const rules = keys.map((key) => ({ key, value: `${base}?region=${key.toLowerCase()}` }));
  // A rule emptied in the middle leaves its neighbours under their old indexes: a JSON object.
  const stored = which === 2 ? Object.fromEntries(rules.map((rule, n) => [String(n * 2), rule])) : rules;
  Object.assign(link, { target_type: 1, country: stored, targets_type: 'countries', targets: stored });
  if (which === 0)
    link.language = [
      { key: 'de', value: `${base}?lang=de` },
      { key: 'fr', value: `${base}?lang=fr` },
    ];
}
