/**
 * The stored layout of the index: links in chunks of about CHUNK_SIZE, newest (highest id) first,
 * each chunk written once under a key of its own and replaced, never changed in place. A chunk is
 * three records, read separately so that a search reads only what it needs:
 *
 * - `text`: every link's folded search text (./search.ts `toEntry`), "\0" between links, and where
 *   each starts: what a keystroke scans, prepared when written rather than at every start;
 * - `rows`: the compact links as arrays of values (no field names), read only for the links a
 *   search or a lookup answers with;
 * - `keys`: a 32-bit hash of each link's folded alias, so an exact alias or short URL is found
 *   without reading the texts.
 */
import type { Link } from '../api/schemas';
import { toEntry } from './search';

export const CHUNK_SIZE = 1000;

export interface ChunkText {
  text: string;
  /** Where link i starts in `text`; `starts[n]` is one past the end. */
  starts: Int32Array;
}

export interface ChunkKeys {
  /** Hash of link i's folded alias (or key). */
  alias: Uint32Array;
  /** [i, hash] pairs for links whose short URL ends in something else than that. */
  more: number[];
}

/** id, url, short_url, alias, title, clicks, domain id, domain name, space id, disabled, created_at. */
export type Row = [number, string, string, ...(string | number | null)[]];

/** Where a chunk is and what it holds, as the index's head (./store.ts) lists it. */
export interface ChunkInfo {
  key: string;
  /** Its highest and lowest id, and how many links. */
  max: number;
  min: number;
  n: number;
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

export function toRow(link: Link): Row {
  const domain = typeof link.domain === 'object' ? link.domain : undefined;
  return [
    link.id,
    link.url,
    link.short_url,
    link.alias ?? null,
    link.title ?? null,
    link.clicks ?? null,
    domain?.id ?? link.domain_id ?? null,
    domain?.name ?? null,
    link.space_id ?? null,
    link.disabled ? 1 : null,
    link.created_at ?? null,
  ];
}

/** The compact link (./compact.ts) a row was made from. */
export function fromRow(row: Row): Link {
  const [id, url, short_url, alias, title, clicks, domainId, domainName, spaceId, disabled, created] = row;
  const link: Link = { id, url, short_url };
  if (alias != null) link.alias = alias as string;
  if (title != null) link.title = title as string;
  if (clicks != null) link.clicks = clicks as number;
  if (domainId != null) {
    if (domainName != null) link.domain = { id: domainId as number, name: domainName as string };
    else link.domain_id = domainId as number;
  }
  if (spaceId != null) link.space_id = spaceId as number;
  if (disabled) link.disabled = 1;
  if (created != null) link.created_at = created as string;
  return link;
}

/** A chunk of compact links, sorted newest first. */
export function buildChunk(links: readonly Link[], key = crypto.randomUUID()): BuiltChunk {
  const starts = new Int32Array(links.length + 1);
  const alias = new Uint32Array(links.length);
  const more: number[] = [];
  const texts: string[] = [];
  let at = 0;
  links.forEach((link, i) => {
    const entry = toEntry(link);
    starts[i] = at;
    at += entry.hay.length + 1;
    texts.push(entry.hay);
    alias[i] = hash(entry.alias);
    if (lastSegment(entry.short) !== entry.alias) more.push(i, hash(lastSegment(entry.short)));
  });
  starts[links.length] = at;
  return {
    info: { key, max: links[0]?.id ?? 0, min: links.at(-1)?.id ?? 0, n: links.length },
    text: { text: texts.join('\0'), starts },
    rows: links.map(toRow),
    keys: { alias, more },
  };
}
