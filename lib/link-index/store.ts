/**
 * Where the index lives: two storage.local items written together.
 *
 * - the base (`LINK_INDEX_ITEM`): up to INDEX_CAP compact links, newest first, rewritten only by a
 *   full refresh or when the changes are folded in;
 * - the changes (`LINK_INDEX_CHANGES_ITEM`): what happened since (links saved or deleted through
 *   the extension, links a quick refresh found), plus the refresh times.
 *
 * A create therefore writes a few hundred bytes instead of the whole index, and every extension
 * page listening to storage changes is not sent megabytes on each save. Neither item ever holds
 * the API key; both record the instance origin they belong to.
 */
import { entry, getItem, remember, removeItems, setItem, setItems } from '../kv';
import type { Link } from '../api/schemas';
import { LINK_INDEX_CHANGES_ITEM, LINK_INDEX_ITEM, LINK_INDEX_REFRESH_ITEM } from '../storage-items';

/** The newest links kept. 10,000 compact links are about 2.5 MB (storage.local holds 10 MB). */
export const INDEX_CAP = 10_000;
/**
 * The most a full refresh stores, in bytes of JSON: well under storage.local's 10 MB, which also
 * holds the changes and the settings. Links with long URLs (up to the server's 2,048 characters)
 * reach it before INDEX_CAP; a hostile server's answers would reach it at once. Past it the
 * refresh stops, keeping the newest links that fit.
 */
export const INDEX_BYTE_BUDGET = 7_000_000;
/** Past this many changes, they are folded into the base. */
export const CHANGES_LIMIT = 200;

export interface StoredBase {
  v: 1;
  origin: string;
  rev: string;
  /** Newest (highest id) first. */
  links: Link[];
}

/** `link: null` means deleted. `at` is when the change was recorded (ms). */
export interface IndexChange {
  id: number;
  at: number;
  link: Link | null;
  /** Written by a refresh from the server's pages (not a save or delete through the extension). */
  server?: true;
}

export interface StoredChanges {
  v: 1;
  origin: string;
  /** The base these changes apply to. */
  baseRev: string;
  rev: string;
  /** When the last refresh of any kind finished (ms since epoch); 0 when none has. */
  refreshedAt: number;
  /** When the last full refresh finished; 0 when none has. */
  fullAt: number;
  /** The last full refresh stopped at INDEX_BYTE_BUDGET: the index holds the newest links that fit. */
  capped?: true;
  changes: IndexChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The index is only ever written by this module, so a shape check (not a schema parse of 10,000
// links, which would cost every cold start) is enough to reject a foreign or older layout.
function asBase(value: unknown): StoredBase | null {
  return isRecord(value) && value.v === 1 && typeof value.origin === 'string' && Array.isArray(value.links)
    ? (value as unknown as StoredBase)
    : null;
}

function asChanges(value: unknown): StoredChanges | null {
  return isRecord(value) && value.v === 1 && typeof value.origin === 'string' && Array.isArray(value.changes)
    ? (value as unknown as StoredChanges)
    : null;
}

export function newRev(): string {
  return crypto.randomUUID();
}

/**
 * The small item, asked on every search to know whether the in-memory view is current: kept in
 * memory until it changes (storage.onChanged) or this module writes it, so a keystroke reads no
 * storage when the index is unchanged.
 */
const changesItem = remember([LINK_INDEX_CHANGES_ITEM], () => getItem(LINK_INDEX_CHANGES_ITEM));

/** `fresh`: from storage, not from memory (the memory's storage.onChanged event may not have come yet). */
export async function readChanges(origin: string, fresh = false): Promise<StoredChanges | null> {
  if (fresh) changesItem.forget();
  const changes = asChanges(await changesItem.get());
  return changes?.origin === origin ? changes : null;
}

export async function readBase(origin: string): Promise<StoredBase | null> {
  const base = asBase(await getItem(LINK_INDEX_ITEM));
  return base?.origin === origin ? base : null;
}

// Each write forgets the item at once: its storage.onChanged event may come after the next read.
export async function writeChanges(changes: StoredChanges): Promise<void> {
  await setItem(LINK_INDEX_CHANGES_ITEM, changes);
  changesItem.forget();
}

/** Both items in one `storage.local.set`, so a reader never sees changes meant for another base. */
export async function writeBoth(base: StoredBase, changes: StoredChanges): Promise<void> {
  await setItems([entry(LINK_INDEX_ITEM, base), entry(LINK_INDEX_CHANGES_ITEM, changes)]);
  changesItem.forget();
}

export async function clearStored(): Promise<void> {
  await removeItems([LINK_INDEX_ITEM, LINK_INDEX_CHANGES_ITEM, LINK_INDEX_REFRESH_ITEM]);
  changesItem.forget();
}

/**
 * The links of base + changes, newest first, capped. The last change of an id wins; a deletion
 * removes the link whichever item holds it.
 */
export function mergeLinks(base: readonly Link[], changes: readonly IndexChange[]): Link[] {
  const latest = new Map<number, Link | null>();
  for (const change of changes) latest.set(change.id, change.link);
  const merged = base.filter((link) => !latest.has(link.id));
  for (const link of latest.values()) if (link) merged.push(link);
  merged.sort((a, b) => b.id - a.id);
  return merged.length > INDEX_CAP ? merged.slice(0, INDEX_CAP) : merged;
}

/**
 * Storage writes are read-modify-write, so they run one at a time. Only the background writes the
 * index, and a queue lost with a stopped worker loses nothing: its pending work stopped with it.
 */
let queue: Promise<unknown> = Promise.resolve();

export function serialized<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}
