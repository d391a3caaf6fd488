/**
 * A stored item, declared by the module that owns it: its area and key, the type it is written
 * with, what a read answers when nothing is stored, and, for a value whose shape changed over
 * versions, its version and migrations. Read and write it with lib/storage/kv.ts. The storage layer
 * knows no item: a new one is one `defineItem` in its owner's file.
 *
 * `local` survives browser restarts; `session` is cleared when the browser closes and is not
 * readable by content scripts. What is read back is typed as written, but storage may hold what
 * an older version (or a damaged profile) wrote, so owners check what they rely on.
 */

export type StorageArea = 'local' | 'session';
export type StorageKey = `${StorageArea}:${string}`;

/** Takes the stored value of the version before and answers the value of its own version. */
export type Migration = (previous: any) => unknown;

export interface ItemOptions<T> {
  /** What a read answers when nothing is stored: this value itself, so readers must not change it. */
  fallback: T;
  /**
   * The shape's version, kept beside the value as `{ v }` under `<key>$` (the layout WXT's
   * storage used, so values it wrote read the same). A value without one is version 1.
   */
  version?: number;
  /**
   * Migrations by the version they produce. Reading migrates in memory and never writes; the next
   * write stores the current version. Each must leave a value already in its shape as it is:
   * a change event carries the value without its version, and is migrated from version 1.
   */
  migrations?: Readonly<Record<number, Migration>>;
}

export interface Item<T> extends ItemOptions<T> {
  readonly key: StorageKey;
}

export function defineItem<T>(key: StorageKey): Item<T | null>;
export function defineItem<T>(key: StorageKey, options: ItemOptions<T>): Item<T>;
export function defineItem<T>(key: StorageKey, options?: ItemOptions<T>): Item<T | null> {
  return { key, fallback: null, ...options };
}

/**
 * A profile's own copy of a per-profile item: the first profile ('default', the id settings
 * migrated into) keeps the item versions before profiles used, so an upgrade moves nothing.
 */
export const ofProfile = <T>(base: Item<T>, profileId: string): Item<T> => (profileId === 'default' ? base : { ...base, key: `${base.key}.${profileId}` });

/** The name of the version's entry beside a versioned item's value (`settings` → `settings$`). */
export const versionName = <K extends string>(name: K): `${K}$` => `${name}$`;

/**
 * `stored` brought up to `item`'s version: the fallback when nothing is stored; a value without
 * a recorded version is version 1; one newer than this build knows, or whose migration throws,
 * is answered as stored (its owner checks it anyway).
 */
export function migrate<T>(item: Item<T>, stored: unknown, meta: unknown): T {
  if (stored == null) return item.fallback;
  const recorded = (meta as { v?: unknown } | null | undefined)?.v;
  let value = stored;
  try {
    for (let version = (typeof recorded === 'number' ? recorded : 1) + 1; version <= (item.version ?? 1); version++) {
      value = item.migrations?.[version]?.(value) ?? value;
    }
  } catch {
    return stored as T;
  }
  return value as T;
}
