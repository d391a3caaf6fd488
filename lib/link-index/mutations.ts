/**
 * Every write to the index: links saved or deleted through the extension, and the pages of a
 * refresh. Each rewrites only the chunks it touches (a save: one chunk of about CHUNK_SIZE links),
 * under new keys, then the head (./store.ts). All of them go through `serialized`.
 */
import type { Link } from '../api/schemas';
import { allRows, buildChunk, CHUNK_SIZE, pack, type BuiltChunk, type ChunkInfo } from './chunk';
import { compactLink, fromRow } from './compact';
import { write } from './idb';
import { clearStored, emptyHead, INDEX_CAP, readHead, serialized, writeHead, type IndexHead, type IndexScope } from './store';
import { keepLoaded, load } from './view';

/** How long a save through the extension outranks what a refresh's pages say (a refresh's cursor lives half an hour). */
const OWN_MS = 60 * 60 * 1000;

export interface Edit {
  /** Compact links to add or replace. */
  upsert?: readonly Link[];
  remove?: readonly number[];
  /** A full refresh's pages covered ids from `[0]` up to (not with) `[1]`: indexed links in it they did not list were deleted. */
  range?: readonly [number, number];
  /** The ids those pages listed. */
  listed?: ReadonlySet<number>;
  /** Links the edit must leave as they are (changed through the extension since a refresh started). */
  keep?: ReadonlySet<number>;
  /** Recorded as changed through the extension (a save or a delete), at `now`. */
  own?: boolean;
  head?: Partial<Pick<IndexHead, 'refreshedAt' | 'fullAt' | 'capped'>>;
}

/** The chunk an id belongs in: the first (newest) whose lowest id it reaches, else the oldest. */
function chunkFor(chunks: readonly ChunkInfo[], id: number): number {
  const i = chunks.findIndex((chunk) => id >= chunk.min);
  return i < 0 ? chunks.length - 1 : i;
}

/** Applies `edit` to the stored index of `scope` (started when there is none). */
export async function applyEdit(scope: IndexScope, edit: Edit, now = Date.now()): Promise<IndexHead> {
  const head = (await readHead(scope, true)) ?? emptyHead(scope.origin);
  const keep = edit.keep ?? new Set<number>();
  const upsert = (edit.upsert ?? []).filter((link) => !keep.has(link.id));
  const remove = new Set((edit.remove ?? []).filter((id) => !keep.has(id)));
  const [lo, hi] = edit.range ?? [0, 0];
  const touched = new Map<number, Link[]>();
  const chunks = head.chunks.length > 0 ? head.chunks : [{ key: '', max: 0, min: 0, n: 0 }];
  const touch = (c: number) => touched.get(c) ?? (touched.set(c, []), touched.get(c)!);
  for (const link of upsert) touch(chunkFor(chunks, link.id)).push(link);
  for (const id of remove) touch(chunkFor(chunks, id));
  if (hi > lo) chunks.forEach((chunk, c) => chunk.max >= lo && chunk.min < hi && touch(c));

  const order = [...touched.keys()].sort((a, b) => a - b);
  const stored = await load('rows', order.map((c) => chunks[c]!.key).filter(Boolean));
  const rebuilt = new Map<number, BuiltChunk[]>();
  order.forEach((c) => {
    const byId = new Map<number, Link>();
    if (chunks[c]!.key) for (const row of allRows(stored.shift()!)) byId.set(row[0], fromRow(row));
    const before = byId.size;
    for (const id of byId.keys()) if ((remove.has(id) || (id >= lo && id < hi && !edit.listed?.has(id))) && !keep.has(id)) byId.delete(id);
    for (const link of touched.get(c)!) byId.set(link.id, link);
    // Nothing added, changed or removed: the chunk stays as it is, unless it was written before
    // URLs were hashed (./chunk.ts): a full refresh's pages rebuild those once.
    if (touched.get(c)!.length === 0 && byId.size === before && chunks[c]!.u) return;
    const links = [...byId.values()].sort((a, b) => b.id - a.id);
    // A chunk twice the size is cut in chunks of CHUNK_SIZE; an emptied one goes.
    const pieces: BuiltChunk[] = [];
    const size = links.length > 2 * CHUNK_SIZE ? CHUNK_SIZE : links.length;
    for (let at = 0; at < links.length; at += size) pieces.push(buildChunk(links.slice(at, at + size)));
    rebuilt.set(c, pieces);
  });

  let next: ChunkInfo[] = chunks.flatMap((chunk, c) => rebuilt.get(c)?.map((piece) => piece.info) ?? (chunk.key ? [chunk] : []));
  // Past the cap, the oldest chunks go whole (a cap is a count, not exact to the link).
  let count = 0;
  next = next.filter((chunk) => count < INDEX_CAP && (count += chunk.n) > 0);
  const written = [...rebuilt.values()].flat().filter((piece) => next.includes(piece.info));
  const listed = new Set(next.map((chunk) => chunk.key));
  const gone = head.chunks.map((chunk) => chunk.key).filter((key) => !listed.has(key));

  const changed = [...upsert.map((link) => link.id), ...remove];
  const own = head.own.filter(([id, at]) => now - at < OWN_MS && !(edit.own && changed.includes(id)));
  if (edit.own) for (const id of changed) own.push([id, now]);
  const result: IndexHead = { ...head, ...edit.head, rev: crypto.randomUUID(), count, chunks: next, own };
  if (edit.head && 'capped' in edit.head && !edit.head.capped) delete result.capped;

  await write(await Promise.all(written.map(async (piece) => [piece.info.key, await pack(piece)] as const)));
  for (const piece of written) keepLoaded(piece.info.key, piece);
  await writeHead(scope.profileId, result);
  // Chunks no longer listed: a reader that still holds the old head reads them again (./view.ts).
  if (gone.length) await write([], gone);
  return result;
}

/** Links created or edited through the extension (or seen fresh on the server). */
export function upsertLinks(scope: IndexScope, links: readonly Link[], now = Date.now()): Promise<void> {
  if (links.length === 0) return Promise.resolve();
  return serialized(() => applyEdit(scope, { upsert: links.map(compactLink), own: true }, now)).then(() => undefined);
}

export function removeLink(scope: IndexScope, id: number, now = Date.now()): Promise<void> {
  return serialized(() => applyEdit(scope, { remove: [id], own: true }, now)).then(() => undefined);
}

/** Removes profile `profileId`'s index (the others stay). */
export function clearIndex(profileId: string): Promise<void> {
  return serialized(() => clearStored(profileId));
}

/** Links saved or deleted through the extension since `startedAt`: a refresh's pages may predate them. */
export function ownSince(head: IndexHead | null, startedAt: number): Set<number> {
  return new Set(head?.own.filter(([, at]) => at >= startedAt).map(([id]) => id));
}
