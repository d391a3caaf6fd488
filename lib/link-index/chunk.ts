/**
 * The stored layout of the index: links in chunks of about CHUNK_SIZE, newest (highest id) first,
 * each chunk written once under a key of its own and replaced, never changed in place. A chunk is
 * three records, read separately so that a search reads only what it needs:
 *
 * - `text`: every link's folded search text (./search.ts `toEntry`), "\0" between links, where
 *   each starts, and which parts can hold what (./grams.ts): what a keystroke scans, prepared when
 *   written rather than at every start;
 * - `rows`: the compact links as arrays of values (no field names), a line of JSON each, read only
 *   for the links a search or a lookup answers with; in memory, a link is parsed when answered with;
 * - `keys`: a 32-bit hash of each link's folded alias and of its URL (./search.ts `urlKey`), so
 *   an exact alias, short URL or URL is found without reading the texts.
 */
import type { Link } from '../api/schemas';
import { toRow, type Row } from './compact';
import { buildGrams } from './grams';
import { toEntry, urlKey, type ChunkText } from './search';

export type { ChunkText };

export const CHUNK_SIZE = 1000;

/** A chunk's links as its JSON lines, and where each starts: a link is parsed when it is asked for. */
export interface ChunkRows {
  lines: string;
  starts: Int32Array;
}

/** Link `i` of a chunk, or undefined past its end. */
export const rowAt = ({ lines, starts }: ChunkRows, i: number): Row | undefined =>
  i < starts.length - 1 ? JSON.parse(lines.slice(starts[i], starts[i + 1]! - 1)) : undefined;

export const allRows = (rows: ChunkRows): Row[] => Array.from({ length: rows.starts.length - 1 }, (_, i) => rowAt(rows, i)!);

/** Where each line starts (a row's JSON has no raw line break), one past the end last. */
function linesOf(lines: string): ChunkRows {
  const starts = [0];
  for (let at = lines.indexOf('\n'); at >= 0; at = lines.indexOf('\n', at + 1)) starts.push(at + 1);
  // The last line ends the text (no links: no line at all).
  if (lines) starts.push(lines.length + 1);
  return { lines, starts: Int32Array.from(starts) };
}

export interface ChunkKeys {
  /** Hash of link i's folded alias (or key). */
  alias: Uint32Array;
  /** [i, hash] pairs for links whose short URL ends in something else than that. */
  more: number[];
  /** Hash of link i's URL as an exact match compares it; absent in chunks written before it was kept (ChunkInfo `u`). */
  url?: Uint32Array;
}

/** Where a chunk is and what it holds, as the index's head (./store.ts) lists it. */
export interface ChunkInfo {
  key: string;
  /** Its highest and lowest id, and how many links. */
  max: number;
  min: number;
  n: number;
  /** Its `keys` hash its URLs (absent: written before they did, rebuilt when next touched, ./mutations.ts). */
  u?: 1;
}

export interface BuiltChunk {
  info: ChunkInfo;
  text: ChunkText;
  rows: Row[];
  keys: ChunkKeys;
}

/** FNV-1a over UTF-16 code units. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const lastSegment = (text: string) => text.slice(text.lastIndexOf('/') + 1);

/** A chunk of compact links, sorted newest first. */
export function buildChunk(links: readonly Link[], key = crypto.randomUUID()): BuiltChunk {
  const starts = new Int32Array(links.length + 1);
  const alias = new Uint32Array(links.length);
  const url = new Uint32Array(links.length);
  const more: number[] = [];
  const texts: string[] = [];
  let at = 0;
  links.forEach((link, i) => {
    const entry = toEntry(link);
    starts[i] = at;
    at += entry.hay.length + 1;
    texts.push(entry.hay);
    alias[i] = hash(entry.alias);
    url[i] = hash(urlKey(entry.url));
    if (lastSegment(entry.short) !== entry.alias) more.push(i, hash(lastSegment(entry.short)));
  });
  starts[links.length] = at;
  const text = texts.join('\0');
  return {
    info: { key, max: links[0]?.id ?? 0, min: links.at(-1)?.id ?? 0, n: links.length, u: 1 },
    text: { text, starts, grams: buildGrams(text, starts) },
    rows: links.map(toRow),
    keys: { alias, more, url },
  };
}

const squeeze = async (data: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Uint8Array(await new Response(new Blob([data as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());

/**
 * A chunk as stored: the text as deflated UTF-8 (a JavaScript string with one character past
 * Latin-1 is stored two bytes a character) with its bit sets, the rows as deflated JSON lines; a
 * few MB at 100,000 links.
 */
export async function pack({ text, rows, keys }: BuiltChunk) {
  const deflate = (data: string) => squeeze(new TextEncoder().encode(data), new CompressionStream('deflate-raw'));
  const lines = rows.map((row) => JSON.stringify(row)).join('\n');
  return { text: { z: await deflate(text.text), starts: text.starts, grams: text.grams }, rows: await deflate(lines), keys };
}

/**
 * A stored record of `store` as ./view.ts keeps it in memory. Chunks written by earlier versions
 * have no bit sets (made here) and their rows as one JSON array (turned into lines).
 */
export async function unpack(store: string, value: any) {
  const inflate = async (data: Uint8Array) => new TextDecoder().decode(await squeeze(data, new DecompressionStream('deflate-raw')));
  if (store === 'text') {
    const text = await inflate(value.z);
    return { text, starts: value.starts, grams: value.grams ?? buildGrams(text, value.starts) };
  }
  if (store !== 'rows') return value;
  const lines = await inflate(value);
  return linesOf(/^\[(\[|\]$)/.test(lines) ? (JSON.parse(lines) as Row[]).map((row) => JSON.stringify(row)).join('\n') : lines);
}
