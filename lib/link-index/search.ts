/**
 * Ranking of the local search: exact alias, short URL or URL (`page/100` is page 100's, before
 * pages 1000–1009: issue 40), then a field, a title word or a path segment starting with the
 * query, then the query anywhere, then every word of the query somewhere. Newer links first
 * within a rank. Pure functions: the background runs them over its index and
 * the popup ranks server results with the same rules before merging them.
 */
import type { Link } from '../api/schemas';
import { spans } from './grams';
import { bareUrl, fold, normalizeQuery } from './normalize';

export const RANK_EXACT = 0;
export const RANK_PREFIX = 1;
export const RANK_SUBSTRING = 2;
export const RANK_WORDS = 3;

/** A link's text folded once, when the link is stored, so a keystroke folds only the query. */
export interface SearchEntry {
  alias: string;
  short: string;
  url: string;
  /** "\n" before each field (alias, title, URL, short URL): a field prefix is "\n" + query. */
  hay: string;
}

/** A link without an alias is still reached by its key, the short URL's last path segment. */
function keyOf(link: Link): string {
  return link.alias || (/[^/]+$/.exec(link.short_url.replace(/[?#].*$/, ''))?.[0] ?? '');
}

/** The searchable text of a chunk (./chunk.ts): its links' entries as `toEntry` makes them, one after another. */
export interface ChunkText {
  text: string;
  /** Where link i starts in `text`; `starts[n]` is one past the end. */
  starts: Int32Array;
  /** Which of its blocks may hold what (./grams.ts); absent, every block may. */
  grams?: Uint32Array;
}

/**
 * A character past Latin-1 as "\x01" and its code in hex: text with one such character is held
 * two bytes a character, which halves the speed of scanning it. The query is written the same way.
 */
export const latin1 = (text: string) => text.replace(/[^\0-\xff]/g, (char) => `\x01${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function toEntry(link: Link): SearchEntry {
  const alias = latin1(fold(keyOf(link)));
  const short = latin1(fold(bareUrl(link.short_url)));
  const url = latin1(fold(bareUrl(link.url)));
  return { alias, short, url, hay: `\n${alias}\n${latin1(fold(link.title ?? ''))}\n${url}\n${short}` };
}

/** Entry `i` of a chunk's text (./chunk.ts), as `toEntry` made it. */
export function entryIn({ text, starts }: ChunkText, i: number): SearchEntry {
  const hay = text.slice(starts[i], starts[i + 1]! - 1);
  const end = hay.lastIndexOf('\n');
  return { alias: hay.slice(1, hay.indexOf('\n', 1)), short: hay.slice(end + 1), url: hay.slice(hay.lastIndexOf('\n', end - 1) + 1, end), hay };
}

const trimSlash = (text: string) => text.replace(/\/$/, '');

/**
 * What an exact URL match compares: the URL (scheme, `www.` and a last "/" aside) without its
 * host, or the host when it has no path. Its hash is kept per link (./chunk.ts), so the query
 * `page/100` (or `example.com/page/100`) finds `https://example.com/page/100` among any number.
 */
export function urlKey(url: string): string {
  const whole = trimSlash(url);
  return whole.slice(whole.indexOf('/') + 1);
}

/** Whether the query is the link's URL, whole or without its host. */
const isUrl = (url: string, query: string) => query === trimSlash(url) || query === urlKey(url);

export interface Query {
  text: string;
  words: string[];
  /** "\n" + text: a field starting with the query. */
  fieldStart: string;
  /** " " + text: a title word starting with the query (titles are the only field with spaces). */
  wordStart: string;
  /** "/" + text: a path segment starting with the query. */
  segmentStart: string;
}

export function parseQuery(text: string): Query {
  // A last "/" aside: `example.com/page/100/` is the page's address too.
  const folded = trimSlash(latin1(normalizeQuery(text)));
  return { text: folded, words: folded ? folded.split(' ') : [], fieldStart: `\n${folded}`, wordStart: ` ${folded}`, segmentStart: `/${folded}` };
}

/** The rank of `entry` for `query`, or -1 when it does not match. */
export function rankEntry(entry: SearchEntry, query: Query): number {
  const q = query.text;
  if (!q) return -1;
  if (entry.hay.includes(q)) {
    if (q === entry.alias || q === entry.short || isUrl(entry.url, q)) return RANK_EXACT;
    return isPrefix(entry.hay, query) ? RANK_PREFIX : RANK_SUBSTRING;
  }
  if (query.words.length > 1 && query.words.every((w) => entry.hay.includes(w))) return RANK_WORDS;
  return -1;
}

/** Whether a field, a title word or a path segment of `hay` starts with the query. */
export const isPrefix = (hay: string, query: Query) => hay.includes(query.fieldStart) || hay.includes(query.wordStart) || hay.includes(query.segmentStart);

export function rankLink(link: Link, text: string): number {
  return rankEntry(toEntry(link), parseQuery(text));
}

export interface Hit {
  link: Link;
  rank: number;
}

/** The entry of a chunk's text holding position `at`, at or after entry `from` (a binary search). */
export function entryAt(starts: Int32Array, at: number, from = 0): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The entries of a chunk holding every one of `needles`, ascending (newest first), looked for
 * where they may be (./grams.ts): each needle's next occurrence leapfrogs the others.
 */
export function* holding({ text, starts, grams }: ChunkText, needles: readonly string[]): Generator<number> {
  for (const [from, to] of spans(starts, grams, needles)) {
    const part = to - from < text.length ? text.slice(from, to) : text;
    for (let i = entryAt(starts, from), w = 0, agreed = 0; ; ) {
      // Searched from the last entry found: positions only grow.
      const at = part.indexOf(needles[w]!, starts[i]! - from);
      if (at < 0) break;
      const found = entryAt(starts, at + from, i);
      agreed = found === i ? agreed + 1 : 1;
      i = found;
      w = (w + 1) % needles.length;
      if (agreed === needles.length) {
        yield i++;
        agreed = 0;
      }
    }
  }
}
