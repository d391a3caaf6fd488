/**
 * Every write to the index: links saved or deleted through the extension, and the results of a
 * refresh. All of them go through `serialized` (see ./store.ts).
 */
import type { Link } from '../api/schemas';
import { compactLink, sameLink } from './compact';
import {
  CHANGES_LIMIT,
  clearStored,
  mergeLinks,
  newRev,
  readBase,
  readChanges,
  serialized,
  writeBoth,
  writeChanges,
  type IndexChange,
  type StoredChanges,
} from './store';

/** Appends changes; folds them into the base when there are too many. */
async function appendChanges(origin: string, added: IndexChange[], refreshedAt?: number): Promise<void> {
  const current = await readChanges(origin);
  if (!current) {
    // First write for this origin (or the other items belong to another instance): start afresh.
    const baseRev = newRev();
    await writeBoth(
      { v: 1, origin, rev: baseRev, links: mergeLinks([], added) },
      { v: 1, origin, baseRev, rev: newRev(), refreshedAt: refreshedAt ?? 0, fullAt: 0, changes: [] },
    );
    return;
  }
  const replaced = new Set(added.map((c) => c.id));
  const changes = [...current.changes.filter((c) => !replaced.has(c.id)), ...added];
  const next: StoredChanges = { ...current, rev: newRev(), changes, refreshedAt: refreshedAt ?? current.refreshedAt };
  if (changes.length <= CHANGES_LIMIT) return writeChanges(next);
  const base = await readBase(origin);
  const baseRev = newRev();
  await writeBoth(
    { v: 1, origin, rev: baseRev, links: mergeLinks(base?.links ?? [], changes) },
    { ...next, baseRev, changes: [] },
  );
}

/** Links created or edited through the extension (or seen fresh on the server). */
export function upsertLinks(origin: string, links: readonly Link[], now = Date.now()): Promise<void> {
  if (links.length === 0) return Promise.resolve();
  return serialized(() => appendChanges(origin, links.map((link) => ({ id: link.id, at: now, link: compactLink(link) }))));
}

export function removeLink(origin: string, id: number, now = Date.now()): Promise<void> {
  return serialized(() => appendChanges(origin, [{ id, at: now, link: null }]));
}

export function clearIndex(): Promise<void> {
  return serialized(clearStored);
}

/**
 * A full refresh's result replaces the index. Changes recorded after the refresh started are
 * kept on top: the pages fetched before them cannot know about them.
 */
export function commitFull(origin: string, links: readonly Link[], startedAt: number, now = Date.now()): Promise<void> {
  return serialized(async () => {
    const current = await readChanges(origin);
    const baseRev = newRev();
    await writeBoth(
      { v: 1, origin, rev: baseRev, links: mergeLinks(links.map(compactLink), []) },
      {
        v: 1,
        origin,
        baseRev,
        rev: newRev(),
        refreshedAt: now,
        fullAt: now,
        changes: current?.changes.filter((c) => c.at >= startedAt) ?? [],
      },
    );
  });
}

/** Changes made through the extension (not by a refresh) since `startedAt`. */
function ownChangesSince(state: StoredChanges | null, startedAt: number): IndexChange[] {
  return state?.changes.filter((c) => c.at >= startedAt && !c.server) ?? [];
}

/**
 * A refresh's page: only links that differ from the index are written. A link changed through
 * the extension since the refresh started keeps that change: the page the server sent may
 * predate it. `finished`: the refresh is done, so its time is recorded (alone when nothing differs).
 */
export function commitFresh(
  origin: string,
  fresh: readonly Link[],
  known: ReadonlyMap<number, Link>,
  startedAt: number,
  now = Date.now(),
  finished = true,
): Promise<void> {
  return serialized(async () => {
    const current = await readChanges(origin);
    const newer = new Set(ownChangesSince(current, startedAt).map((c) => c.id));
    const changed = fresh
      .map(compactLink)
      .filter((link) => !newer.has(link.id) && !sameLink(known.get(link.id), link));
    if (changed.length === 0) {
      if (current && finished) await writeChanges({ ...current, refreshedAt: now });
      if (current) return;
    }
    const changes = changed.map((link): IndexChange => ({ id: link.id, at: now, link, server: true }));
    await appendChanges(origin, changes, finished ? now : undefined);
  });
}

/**
 * The end of a full refresh: links the server no longer listed leave the index (unless saved
 * through the extension since the refresh started: the server's pages predate them), and
 * everything is folded into one base.
 */
export function dropUnseen(origin: string, seen: readonly number[], startedAt: number, now = Date.now(), capped = false): Promise<void> {
  return serialized(async () => {
    const current = await readChanges(origin);
    const base = await readBase(origin);
    const keep = new Set([...seen, ...ownChangesSince(current, startedAt).map((c) => c.id)]);
    const links = mergeLinks(base?.links ?? [], current?.changes ?? []).filter((link) => keep.has(link.id));
    const baseRev = newRev();
    await writeBoth(
      { v: 1, origin, rev: baseRev, links },
      { v: 1, origin, baseRev, rev: newRev(), refreshedAt: now, fullAt: now, changes: [], ...(capped ? { capped: true as const } : {}) },
    );
  });
}
