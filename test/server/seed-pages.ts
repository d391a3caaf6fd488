/**
 * Sample pages for the seed: realistic URLs and titles (news, docs, shop, code, encyclopedia,
 * video) drawn from a seeded pseudo-random generator, so the same seed gives the same pages.
 */
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

const SUBJECTS = [
  'remote work',
  'electric cars',
  'city cycling',
  'solar power',
  'open source',
  'coffee prices',
  'school lunches',
  'urban gardens',
  'sleep science',
  'space tourism',
  'local elections',
  'housing costs',
  'river cleanups',
  'night trains',
];
const AUDIENCES = ['small businesses', 'families', 'students', 'the climate', 'your weekend', 'commuters', 'first-time buyers'];
const HEADLINES = [
  'How {s} is changing life for {a}',
  '{S}: what you need to know',
  'The future of {s}',
  'Why {s} matters for {a}',
  '{S}, explained',
  "A beginner's guide to {s}",
  'Five myths about {s}',
  'What {s} means for {a}',
];
const SECTIONS = ['world', 'technology', 'environment', 'business', 'lifeandstyle', 'science'];
const MDN: Array<[string, string, string]> = [
  ['JavaScript/Reference/Global_Objects/Array/map', 'Array.prototype.map()', 'JavaScript'],
  ['JavaScript/Reference/Global_Objects/Promise', 'Promise', 'JavaScript'],
  ['API/Fetch_API', 'Fetch API', 'Web APIs'],
  ['API/URLSearchParams', 'URLSearchParams', 'Web APIs'],
  ['HTTP/Headers/Retry-After', 'Retry-After', 'HTTP'],
  ['HTTP/CORS', 'Cross-Origin Resource Sharing (CORS)', 'HTTP'],
  ['CSS/grid-template-columns', 'grid-template-columns', 'CSS'],
  ['HTML/Element/dialog', '<dialog>: The Dialog element', 'HTML'],
  ['API/Clipboard/writeText', 'Clipboard: writeText() method', 'Web APIs'],
];
const ADJECTIVES = ['Merino', 'Waterproof', 'Linen', 'Ceramic', 'Bamboo', 'Vintage', 'Recycled', 'Cast-iron'];
const PRODUCTS = ['running socks', 'hiking jacket', 'bed sheets', 'coffee mug', 'cutting board', 'desk lamp', 'skillet', 'backpack'];
const REPOS: Array<[string, string]> = [
  ['preactjs/preact', 'Fast 3kB React alternative with the same modern API'],
  ['colinhacks/zod', 'TypeScript-first schema validation'],
  ['vitest-dev/vitest', 'Next generation testing framework'],
  ['wxt-dev/wxt', 'Next-gen Web Extension Framework'],
  ['microsoft/TypeScript', 'TypeScript is a superset of JavaScript'],
  ['nodejs/node', 'Node.js JavaScript runtime'],
];
const WIKI = [
  'Hyperlink',
  'URL_shortening',
  'Uniform_Resource_Identifier',
  'Ada_Lovelace',
  'Tim_Berners-Lee',
  'Great_Barrier_Reef',
  'Espresso',
  'Photosynthesis',
  'Bicycle',
  'Lighthouse',
  'Aurora',
  'Volcano',
];

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function headline(rng: Rng): string {
  const s = pick(rng, SUBJECTS);
  return pick(rng, HEADLINES).replace('{s}', s).replace('{S}', cap(s)).replace('{a}', pick(rng, AUDIENCES));
}

/** A realistic page: news, docs, shop, code, encyclopedia or video. */
export function page(rng: Rng, n: number, created: number): { url: string; title: string } {
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
  return { url: `https://www.youtube.com/watch?v=${mixedChars(11, rng)}`, title: `${headline(rng)} - YouTube` };
}

const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function mixedChars(length: number, random: Rng): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CHARS[Math.floor(random() * CHARS.length)];
  return text;
}
