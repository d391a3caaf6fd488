/**
 * Deterministic sample data: the same options give the same records. Links cycle through kinds
 * (disabled, expired by date or clicks, targeted…) so even a small seed has every state.
 */
import { randomChars } from './link-view';
import { laravelDate, type Db, type Domain, type SeedOptions, type Space, type StoredLink, type StoredPixel } from './types';

const DAY = 86_400_000;

/** mulberry32: small, fast, good enough for sample data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = ['remote work', 'electric cars', 'city cycling', 'solar power', 'open source', 'coffee prices', 'school lunches',
  'urban gardens', 'sleep science', 'space tourism', 'local elections', 'housing costs', 'river cleanups', 'night trains'];
const AUDIENCES = ['small businesses', 'families', 'students', 'the climate', 'your weekend', 'commuters', 'first-time buyers'];
const HEADLINES = ['How {s} is changing life for {a}', '{S}: what you need to know', 'The future of {s}', 'Why {s} matters for {a}',
  '{S}, explained', "A beginner's guide to {s}", 'Five myths about {s}', 'What {s} means for {a}'];
const SECTIONS = ['world', 'technology', 'environment', 'business', 'lifeandstyle', 'science'];
const MDN: Array<[string, string, string]> = [
  ['JavaScript/Reference/Global_Objects/Array/map', 'Array.prototype.map()', 'JavaScript'],
  ['JavaScript/Reference/Global_Objects/Promise', 'Promise', 'JavaScript'], ['API/Fetch_API', 'Fetch API', 'Web APIs'],
  ['API/URLSearchParams', 'URLSearchParams', 'Web APIs'], ['HTTP/Headers/Retry-After', 'Retry-After', 'HTTP'],
  ['HTTP/CORS', 'Cross-Origin Resource Sharing (CORS)', 'HTTP'], ['CSS/grid-template-columns', 'grid-template-columns', 'CSS'],
  ['HTML/Element/dialog', '<dialog>: The Dialog element', 'HTML'], ['API/Clipboard/writeText', 'Clipboard: writeText() method', 'Web APIs'],
];
const ADJECTIVES = ['Merino', 'Waterproof', 'Linen', 'Ceramic', 'Bamboo', 'Vintage', 'Recycled', 'Cast-iron'];
const PRODUCTS = ['running socks', 'hiking jacket', 'bed sheets', 'coffee mug', 'cutting board', 'desk lamp', 'skillet', 'backpack'];
const REPOS: Array<[string, string]> = [['preactjs/preact', 'Fast 3kB React alternative with the same modern API'],
  ['colinhacks/zod', 'TypeScript-first schema validation'], ['vitest-dev/vitest', 'Next generation testing framework'],
  ['wxt-dev/wxt', 'Next-gen Web Extension Framework'], ['microsoft/TypeScript', 'TypeScript is a superset of JavaScript'],
  ['nodejs/node', 'Node.js JavaScript runtime']];
const WIKI = ['Hyperlink', 'URL_shortening', 'Uniform_Resource_Identifier', 'Ada_Lovelace', 'Tim_Berners-Lee', 'Great_Barrier_Reef',
  'Espresso', 'Photosynthesis', 'Bicycle', 'Lighthouse', 'Aurora', 'Volcano'];
const PIXELS: Array<[string, string, string]> = [['Facebook main', 'facebook', '1234567890123456'],
  ['GA4 property', 'google-analytics', 'G-7KQ2X9ZL1M'], ['Tag Manager', 'google-tag-manager', 'GTM-5XK7P2Q'],
  ['Ads conversions', 'google-ads', 'AW-987654321'], ['LinkedIn insight', 'linkedin', '4567891'],
  ['Pinterest tag', 'pinterest', '2612345678901'], ['Bing UET', 'bing', '187654321'], ['Website tag', 'twitter', 'o1a2b']];
const KINDS = ['plain', 'disabled', 'plain', 'expired-date', 'targeted', 'plain', 'expired-clicks', 'future-expiry', 'plain', 'click-budget'];
const COUNTRY_RULES = ['US', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN', 'CA'];
const PLATFORM_RULES = ['iOS', 'Android', 'Windows', 'OS X', 'Linux'];

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function headline(rng: Rng): string {
  const s = pick(rng, SUBJECTS);
  return pick(rng, HEADLINES).replace('{s}', s).replace('{S}', cap(s)).replace('{a}', pick(rng, AUDIENCES));
}

/** A realistic page: news, docs, shop, code, encyclopedia or video. */
function page(rng: Rng, n: number, created: number): { url: string; title: string } {
  const kind = Math.floor(rng() * 6);
  if (kind === 0) {
    const title = headline(rng);
    const [y, m, d] = ymd(created).split('-');
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
    const section = pick(rng, SECTIONS);
    return { url: `https://www.theguardian.com/${section}/${y}/${months[Number(m) - 1]}/${d}/${slug(title)}`, title: `${title} | The Guardian` };
  }
  if (kind === 1) {
    const [path, name, area] = pick(rng, MDN);
    return { url: `https://developer.mozilla.org/en-US/docs/Web/${path}`, title: `${name} - ${area} | MDN` };
  }
  if (kind === 2) {
    const product = `${pick(rng, ADJECTIVES)} ${pick(rng, PRODUCTS)}`;
    return { url: `https://www.northwind-outfitters.com/products/${slug(product)}?variant=${40000 + n}`, title: `${product} – Northwind Outfitters` };
  }
  if (kind === 3) {
    const [repo, description] = pick(rng, REPOS);
    return { url: `https://github.com/${repo}`, title: `GitHub - ${repo}: ${description}` };
  }
  if (kind === 4) {
    const topic = pick(rng, WIKI);
    return { url: `https://en.wikipedia.org/wiki/${topic}`, title: `${topic.replace(/_/g, ' ')} - Wikipedia` };
  }
  return { url: `https://www.youtube.com/watch?v=${randomChars(11, rng)}`, title: `${headline(rng)} - YouTube` };
}

function baseDb(now: number): Db {
  const at = laravelDate(now - 400 * DAY);
  const domains: Domain[] = ['sho.rt', 'go.example.com', 'l.acme.test'].map((name, i) => ({ id: i + 1, name, created_at: at, updated_at: at }));
  const spaces: Space[] = [['Marketing', '#2563eb'], ['Research', '#16a34a'], ['Personal', '#db2777']].map(([name, color], i) => ({
    id: i + 1, name: name as string, color: color as string, created_at: at, updated_at: at,
  }));
  return { links: [], pixels: [], domains, spaces, nextId: { links: 1, pixels: 1 } };
}

/** `false`: the 3 domains and 3 spaces only, no links or pixels. */
export function createDb(options: SeedOptions | false = {}): Db {
  const now = options === false || options.now === undefined ? Math.floor(Date.now() / DAY) * DAY : options.now;
  const db = baseDb(now);
  if (options === false) return db;
  const rng = prng(options.seed ?? 1);
  const pixelCount = options.pixels ?? PIXELS.length;
  for (let i = 0; i < pixelCount; i++) {
    const [name, type, value] = PIXELS[i % PIXELS.length] as [string, string, string];
    const at = laravelDate(now - (380 - i) * DAY);
    const suffix = i < PIXELS.length ? '' : ` ${Math.floor(i / PIXELS.length) + 1}`;
    db.pixels.push({ id: i + 1, name: name + suffix, type, value: suffix ? `${value}${i}` : value, created_at: at, updated_at: at });
  }
  const linkCount = options.links ?? 30;
  const used = new Map<number, Set<string>>(db.domains.map((d) => [d.id, new Set<string>()]));
  const offset = Math.floor(rng() * KINDS.length);
  for (let i = 0; i < linkCount; i++) db.links.push(makeLink(rng, db.pixels, used, i, linkCount, now, KINDS[(i + offset) % KINDS.length] ?? 'plain'));
  db.nextId = { links: linkCount + 1, pixels: pixelCount + 1 };
  return db;
}

function makeLink(rng: Rng, pixels: StoredPixel[], used: Map<number, Set<string>>, i: number, total: number, now: number, kind: string): StoredLink {
  const year = 365 * DAY;
  const created = Math.floor(now - year + ((i + rng()) / Math.max(total, 1)) * (year - DAY));
  const updated = created + Math.floor(rng() * (now - created));
  const { url, title } = page(rng, i, created);
  const r = rng();
  const domainId = r < 0.6 ? 1 : r < 0.85 ? 2 : 3;
  const taken = used.get(domainId) as Set<string>;
  let alias = rng() < 0.35 ? slug(title).split('-').slice(0, 2).join('-') : '';
  if (!alias || taken.has(alias.toLowerCase())) alias = alias ? `${alias}-${i + 1}` : '';
  while (!alias || taken.has(alias.toLowerCase())) alias = randomChars(6, rng);
  taken.add(alias.toLowerCase());
  const clicks = Math.floor(rng() ** 3 * 25_000);
  const link: StoredLink = {
    id: i + 1, alias, url, title, clicks, domain_id: domainId,
    space_id: rng() < 0.45 ? null : 1 + Math.floor(rng() * 3),
    pixel_ids: pixels.length && rng() < 0.3 ? [...new Set([pick(rng, pixels).id, pick(rng, pixels).id])] : [],
    password: rng() < 0.05 ? 'secret' : null,
    disabled: kind === 'disabled' ? 1 : 0,
    privacy: 0, privacy_password: null,
    expiration_url: null, expiration_date: null, expiration_time: null, expiration_clicks: null,
    target_type: 0, country: [], platform: [], language: [], rotation: [],
    created_at: laravelDate(created), updated_at: laravelDate(updated),
  };
  const p = rng();
  if (p < 0.15) link.privacy = 1;
  else if (p < 0.22) Object.assign(link, { privacy: 2, privacy_password: 'stats' });
  // Expired some day between creation and yesterday.
  if (kind === 'expired-date') link.expiration_date = ymd(now - DAY - rng() * Math.max(0, now - created - 2 * DAY));
  if (kind === 'future-expiry') Object.assign(link, { expiration_date: ymd(now + (2 + Math.floor(rng() * 300)) * DAY), expiration_time: '18:30' });
  if (kind === 'expired-clicks') Object.assign(link, { clicks: clicks + 1, expiration_clicks: Math.floor(rng() * (clicks + 1)) });
  if (kind === 'click-budget') link.expiration_clicks = clicks + 100 + Math.floor(rng() * 1000);
  if (kind.startsWith('expired') && rng() < 0.5) link.expiration_url = 'https://www.northwind-outfitters.com/offer-ended';
  if (kind === 'targeted') target(rng, link);
  return link;
}

function target(rng: Rng, link: StoredLink): void {
  const base = link.url.split('?')[0] ?? link.url;
  const which = Math.floor(rng() * 3);
  if (which === 0) {
    link.target_type = 1;
    link.country = [...new Set([pick(rng, COUNTRY_RULES), pick(rng, COUNTRY_RULES)])].map((key) => ({ key, value: `${base}?region=${key.toLowerCase()}` }));
  } else if (which === 1) {
    link.target_type = 2;
    link.platform = [...new Set([pick(rng, PLATFORM_RULES), pick(rng, PLATFORM_RULES)])].map((key) => ({ key, value: `${base}?platform=${slug(key)}` }));
  } else {
    link.target_type = 4;
    link.rotation = [{ value: `${base}?variant=a` }, { value: `${base}?variant=b` }];
  }
  if (rng() < 0.4) link.language = [{ key: 'de', value: `${base}?lang=de` }, { key: 'fr', value: `${base}?lang=fr` }];
}
