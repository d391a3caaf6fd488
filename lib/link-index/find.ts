/**
 * Answers from the stored index (./view.ts reads what they need): the search, the newest links,
 * the link of a page, the link of a short URL.
 */
import type { Link } from '../api/schemas';
import { pageOf, samePage } from '../url/page';
import { spotsWithHash } from './aliases';
import { allRows, hash, lastSegment, rowAt, type ChunkText } from './chunk';
import { fromRow } from './compact';
import { bareUrl, fold } from './normalize';
import {
  entryIn,
  holding,
  isPrefix,
  latin1,
  parseQuery,
  rankEntry,
  RANK_EXACT,
  RANK_PREFIX,
  RANK_SUBSTRING,
  RANK_WORDS,
  urlKey,
  type Hit,
  type Query,
} from './search';
import { readHead, type IndexHead, type IndexScope } from './store';
import { load } from './view';

/** A link of the index: chunk `c`, entry `i`. */
type Spot = [c: number, i: number, rank: number];

/**
 * The chunks' texts, newest first, read as they are needed in batches that double (1, 2, 4…
 * chunks): an answer found in the newest links reads little, one that needs them all reads them
 * in a few transactions.
 */
async function* texts(head: IndexHead): AsyncGenerator<[number, ChunkText]> {
  for (let c = 0, batch = 1; c < head.chunks.length; batch *= 2) {
    const keys = head.chunks.slice(c, c + batch).map((chunk) => chunk.key);
    for (const text of await load('text', keys)) yield [c++, text];
  }
}

/** Links whose alias, short URL or URL is exactly the query, found by their hashes, newest first. */
async function exactSpots(head: IndexHead, query: Query): Promise<Spot[]> {
  const keys = await load(
    'keys',
    head.chunks.map((chunk) => chunk.key),
  );
  // The query as an alias or a short URL; as a URL without its host, or with it.
  const q = query.text;
  const candidates = spotsWithHash(head, keys, [hash(q), hash(lastSegment(q))], [hash(q), hash(urlKey(q))]);
  const found: Spot[] = [];
  for (const [c, i] of candidates) {
    const [text] = await load('text', [head.chunks[c]!.key]);
    if (rankEntry(entryIn(text!, i), query) === RANK_EXACT && !found.some(([fc, fi]) => fc === c && fi === i)) found.push([c, i, RANK_EXACT]);
  }
  return found;
}

async function toLinks(head: IndexHead, spots: readonly Spot[]): Promise<Hit[]> {
  const chunks = [...new Set(spots.map(([c]) => c))];
  const rows = await load(
    'rows',
    chunks.map((c) => head.chunks[c]!.key),
  );
  // A chunk replaced by a write meanwhile reads as empty: its links are left out of this answer.
  return spots.flatMap(([c, i, rank]) => {
    const row = rowAt(rows[chunks.indexOf(c)]!, i);
    return row ? [{ link: fromRow(row), rank }] : [];
  });
}

/**
 * What the last search found in the chunks it read whole: the entries holding its text, and
 * those holding all of its words. A query typed one more letter is found among them: its text
 * holds the last one's, and each of its words holds one of the last ones. So a keystroke looks at
 * those entries alone, not at the chunk's whole text.
 */
type Found = Map<string, number[]>;
let narrowed: { text: string; words: readonly string[]; phrase: Found; holding: Found } | null = null;

/** The entries of chunk `key` that may hold `query`'s text (`phrase`) or all its words, or null: all of them. */
function candidates(key: string, query: Query, phrase: boolean): number[] | null {
  if (!narrowed) return null;
  const wordsKept = narrowed.words.every((old) => query.words.some((word) => word.includes(old)));
  if (phrase && query.text.includes(narrowed.text)) return narrowed.phrase.get(key) ?? (wordsKept ? (narrowed.holding.get(key) ?? null) : null);
  // Whatever holds the query's text holds each of its words.
  return wordsKept ? (narrowed.holding.get(key) ?? null) : null;
}

const hayOf = (chunk: ChunkText, i: number) => chunk.text.slice(chunk.starts[i], chunk.starts[i + 1]! - 1);

/**
 * The best `limit` matches, ranked, newest first within a rank: the same answer as ranking every
 * link with `rankEntry` and sorting. Exact matches come from the hashes. Prefix matches are the
 * links holding "\n" + query (a field starting with it), " " + query (a title word) or "/" + query
 * (a path segment), found by
 * finding the query, newest chunk first, until exact and prefix matches fill the answer (older
 * links could only come after them); then, if needed, links holding the query elsewhere; then,
 * for a query of several words, links holding every word.
 */
export async function searchHead(head: IndexHead, text: string, limit: number): Promise<Hit[]> {
  const query = parseQuery(text);
  if (!query.text || limit <= 0) return [];
  // The newest chunk's text is read while the alias hashes are: a woken worker waits for both at once.
  const newestText = load(
    'text',
    head.chunks.slice(0, 1).map((chunk) => chunk.key),
  );
  const spots = await exactSpots(head, query);
  await newestText;
  const taken = new Set(spots.map(([c, i]) => c * 1e6 + i));
  const add = (c: number, i: number, rank: number) => !taken.has(c * 1e6 + i) && taken.add(c * 1e6 + i) && spots.push([c, i, rank]);
  const phrase: Found = new Map();
  const holdingWords: Found = new Map();
  const substring: [number, number][] = [];
  for await (const [c, chunk] of texts(head)) {
    const key = head.chunks[c]!.key;
    const known = candidates(key, query, true);
    const found = known ? known.filter((i) => hayOf(chunk, i).includes(query.text)) : [...holding(chunk, [query.text])];
    phrase.set(key, found);
    for (const i of found) {
      const hay = hayOf(chunk, i);
      if (isPrefix(hay, query)) add(c, i, RANK_PREFIX);
      else if (substring.length < limit) substring.push([c, i]);
    }
    if (spots.length >= limit) break;
  }
  for (const [c, i] of substring) if (spots.length < limit) add(c, i, RANK_SUBSTRING);
  if (query.words.length < 2) for (const [key, found] of phrase) holdingWords.set(key, found);
  else if (spots.length < limit) {
    for await (const [c, chunk] of texts(head)) {
      const key = head.chunks[c]!.key;
      const known = candidates(key, query, false);
      const found = known ? known.filter((i) => query.words.every((word) => hayOf(chunk, i).includes(word))) : [...holding(chunk, query.words)];
      holdingWords.set(key, found);
      for (const i of found) add(c, i, RANK_WORDS);
      if (spots.length >= limit) break;
    }
  }
  narrowed = { text: query.text, words: query.words, phrase, holding: holdingWords };
  return toLinks(head, spots.slice(0, limit));
}

export async function newest(head: IndexHead, limit: number): Promise<Link[]> {
  const links: Link[] = [];
  for (const chunk of head.chunks) {
    if (links.length >= limit) break;
    const [rows] = await load('rows', [chunk.key]);
    for (let i = 0, n = limit - links.length; i < n; i++) {
      const row = rowAt(rows!, i);
      if (!row) break;
      links.push(fromRow(row));
    }
  }
  return links;
}

/** The page's links (`#fragment` aside), newest first. */
export async function ofPage(head: IndexHead, url: string): Promise<Link[]> {
  // Every link of the page has a URL field starting with the page's address.
  const needle = `\n${latin1(fold(bareUrl(pageOf(url))))}`;
  const spots: Spot[] = [];
  for await (const [c, chunk] of texts(head)) for (const i of holding(chunk, [needle])) spots.push([c, i, 0]);
  return (await toLinks(head, spots)).map((hit) => hit.link).filter((link) => samePage(link.url, url));
}

/** A link whose short URL is exactly `shortUrl`. */
export async function byShortUrl(head: IndexHead, shortUrl: string): Promise<Link | null> {
  const hits = await toLinks(head, await exactSpots(head, parseQuery(shortUrl)));
  return hits.find((hit) => hit.link.short_url === shortUrl)?.link ?? null;
}

/** The indexed links of `ids` (those it has), reading only the chunks that hold them. */
export async function linksById(scope: IndexScope, ids: readonly number[]): Promise<Map<number, Link>> {
  const found = new Map<number, Link>();
  const head = await readHead(scope);
  const chunks = head?.chunks.filter((chunk) => ids.some((id) => id <= chunk.max && id >= chunk.min)) ?? [];
  const wanted = new Set(ids);
  for (const rows of await load(
    'rows',
    chunks.map((chunk) => chunk.key),
  )) {
    for (const row of allRows(rows)) if (wanted.has(row[0])) found.set(row[0], fromRow(row));
  }
  return found;
}
