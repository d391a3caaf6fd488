/**
 * The popup's choices — pixels, domains, spaces — kept in `storage.session` per instance origin,
 * stale-while-revalidate: a popup shows what is stored at once and asks the server again only
 * when it is older than `LISTS_TTL_MS`. Each list has a key of its own, so two lists arriving at
 * once never overwrite each other. Pages that change pixels call `forgetCachedPixels`. Each list
 * is kept for the active profile and its origin: two profiles on one instance may be two accounts
 * with different records.
 */
import { getItems, removeItems, setItem } from './kv';
import { readAllSettings } from './settings/read';
import { POPUP_LIST_ITEMS } from './storage-items';

export type ListName = keyof typeof POPUP_LIST_ITEMS;

export interface CachedList<T = unknown> {
  /** The active profile's id and the origin, when saved (`scopeOf`). */
  origin: string;
  items: T[];
  savedAt: number;
}

/** Long enough that reopening the popup asks nothing, short enough that other devices' changes show up soon. */
export const LISTS_TTL_MS = 5 * 60_000;

const NAMES = Object.keys(POPUP_LIST_ITEMS) as ListName[];

function isCachedList(value: unknown): value is CachedList<{ id: number }> {
  const list = value as CachedList | null;
  return (
    typeof list === 'object' &&
    list !== null &&
    typeof list.origin === 'string' &&
    typeof list.savedAt === 'number' &&
    Array.isArray(list.items) &&
    list.items.every((item) => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number')
  );
}

/** What a list is kept for: the active profile on `origin`. */
async function scopeOf(origin: string): Promise<string> {
  return `${(await readAllSettings()).activeProfileId} ${origin}`;
}

/** Every list stored for `origin` and the active profile; another's lists are not returned. */
export async function readCachedLists(origin: string): Promise<Partial<Record<ListName, CachedList<{ id: number }>>>> {
  const [values, scope] = await Promise.all([getItems(NAMES.map((name) => POPUP_LIST_ITEMS[name])), scopeOf(origin)]);
  const found: Partial<Record<ListName, CachedList<{ id: number }>>> = {};
  NAMES.forEach((name, i) => {
    const value = values[i];
    if (isCachedList(value) && value.origin === scope) found[name] = value;
  });
  return found;
}

export async function saveCachedList(origin: string, name: ListName, items: unknown[], now = Date.now()): Promise<void> {
  const value: CachedList = { origin: await scopeOf(origin), items, savedAt: now };
  return setItem(POPUP_LIST_ITEMS[name], value);
}

/** Whether `list` is recent enough not to ask the server again (a clock set back counts as stale). */
export function isFresh(list: Pick<CachedList, 'savedAt'>, now = Date.now()): boolean {
  const age = now - list.savedAt;
  return age >= 0 && age < LISTS_TTL_MS;
}

/** After a pixel was created, changed or deleted: the next popup asks for the pixels again. */
export function forgetCachedPixels(): Promise<void> {
  return removeItems([POPUP_LIST_ITEMS.pixels]);
}
