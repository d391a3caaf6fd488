/**
 * Ranking of the local search: exact alias (or exact short URL), then a field or a title word
 * starting with the query, then the query anywhere, then every word of the query somewhere.
 * Newer links first within a rank. Pure functions: the background runs them over its index and
 * the popup ranks server results with the same rules before merging them.
 */
import type { Link } from '../api/schemas';
import { bareUrl, fold, normalizeQuery } from './normalize';

export const RANK_EXACT = 0;
export const RANK_PREFIX = 1;
export const RANK_SUBSTRING = 2;
export const RANK_WORDS = 3;

/** A link with its text folded once, when the index is loaded, so a keystroke folds only the query. */
export interface SearchEntry {
  link: Link;
  alias: string;
  short: string;
  /** "\n" before each field (alias, title, URL, short URL): a field prefix is "\n" + query. */
  hay: string;
}

/** A link without an alias is still reached by its key, the short URL's last path segment. */
function keyOf(link: Link): string {
  return link.alias || (/[^/]+$/.exec(link.short_url.replace(/[?#].*$/, ''))?.[0] ?? '');
}

export function toEntry(link: Link): SearchEntry {
  const alias = fold(keyOf(link));
  const short = fold(bareUrl(link.short_url));
  const hay = `\n${alias}\n${fold(link.title ?? '')}\n${fold(bareUrl(link.url))}\n${short}`;
  return { link, alias, short, hay };
}

export interface Query {
  text: string;
  words: string[];
  /** "\n" + text: a field starting with the query. */
  fieldStart: string;
  /** " " + text: a title word starting with the query (titles are the only field with spaces). */
  wordStart: string;
}

export function parseQuery(text: string): Query {
  const folded = normalizeQuery(text);
  return { text: folded, words: folded ? folded.split(' ') : [], fieldStart: `\n${folded}`, wordStart: ` ${folded}` };
}

/** The rank of `entry` for `query`, or -1 when it does not match. */
export function rankEntry(entry: SearchEntry, query: Query): number {
  const q = query.text;
  if (!q) return -1;
  if (entry.hay.includes(q)) {
    if (q === entry.alias || q === entry.short) return RANK_EXACT;
    return entry.hay.includes(query.fieldStart) || entry.hay.includes(query.wordStart) ? RANK_PREFIX : RANK_SUBSTRING;
  }
  if (query.words.length > 1 && query.words.every((w) => entry.hay.includes(w))) return RANK_WORDS;
  return -1;
}

export function rankLink(link: Link, text: string): number {
  return rankEntry(toEntry(link), parseQuery(text));
}

export interface Hit {
  link: Link;
  rank: number;
}

/**
 * Every entry's text in one string, "\0" between entries, so a keystroke is a few native
 * `indexOf` scans over one string instead of 10,000 `includes` calls, and only links holding
 * the query are looked at one by one. Exact aliases and short URLs are found in a map.
 */
export interface Corpus {
  entries: readonly SearchEntry[];
  text: string;
  /** Where entry i starts in `text`; `starts[entries.length]` is past the end. */
  starts: Int32Array;
  /** Folded alias or bare short URL → entry indices, newest first. */
  exact: Map<string, number[]>;
}

export function toCorpus(entries: readonly SearchEntry[]): Corpus {
  const starts = new Int32Array(entries.length + 1);
  const exact = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    if (!key) return;
    const list = exact.get(key);
    if (!list) exact.set(key, [i]);
    else if (list.at(-1) !== i) list.push(i);
  };
  let at = 0;
  entries.forEach((entry, i) => {
    starts[i] = at;
    at += entry.hay.length + 1;
    add(entry.alias, i);
    add(entry.short, i);
  });
  starts[entries.length] = at;
  return { entries, text: entries.map((entry) => entry.hay).join('\0'), starts, exact };
}

/** The entry holding text position `at`, searching from entry `low` on. */
function entryAt(starts: Int32Array, at: number, low: number): number {
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Indices of the entries whose text holds `needle`, ascending (newest first). */
function* holding(corpus: Corpus, needle: string): Generator<number> {
  const { text, starts } = corpus;
  let i = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, starts[i]!)) {
    i = entryAt(starts, at, i);
    yield i;
    i++;
  }
}

/**
 * The best `limit` matches (entries are newest first), ranked, newest first within a rank: the
 * same answer as ranking every entry with `rankEntry` and sorting. Exact matches come from the
 * map; one scan for the query ranks the entries holding it and stops once exact and prefix
 * hits fill the answer (later entries are older, so could only come after them); a second scan
 * for the longest word runs only when a multi-word query still lacks hits.
 */
export function searchCorpus(corpus: Corpus, text: string, limit: number): Hit[] {
  const query = parseQuery(text);
  if (!query.text || limit <= 0) return [];
  const hit = (i: number, rank: number): Hit => ({ link: corpus.entries[i]!.link, rank });
  const exact = (corpus.exact.get(query.text) ?? []).map((i) => hit(i, RANK_EXACT));
  const prefix: Hit[] = [];
  const substring: Hit[] = [];
  for (const i of holding(corpus, query.text)) {
    const rank = rankEntry(corpus.entries[i]!, query);
    if (rank === RANK_PREFIX) prefix.push(hit(i, rank));
    else if (rank === RANK_SUBSTRING && substring.length < limit) substring.push(hit(i, rank));
    if (exact.length + prefix.length >= limit) break;
  }
  const hits = [...exact, ...prefix, ...substring];
  if (hits.length < limit && query.words.length > 1) {
    const longest = query.words.reduce((a, b) => (b.length > a.length ? b : a));
    for (const i of holding(corpus, longest)) {
      if (rankEntry(corpus.entries[i]!, query) === RANK_WORDS) hits.push(hit(i, RANK_WORDS));
      if (hits.length >= limit) break;
    }
  }
  return hits.slice(0, limit);
}
