/**
 * The Links view's optional columns, remembered on this browser: Space and Pixels (by name), off
 * until chosen. A stored value this version cannot read counts as none chosen.
 */
import { storage } from 'wxt/utils/storage';

export const OPTIONAL_COLUMNS = ['space', 'pixels'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];
export type Columns = Readonly<Record<OptionalColumn, boolean>>;

export const NO_COLUMNS: Columns = Object.freeze({ space: false, pixels: false });

/** Which of the Links view's optional columns are shown. */
const LINKS_COLUMNS_ITEM = storage.defineItem<unknown>('local:linksColumns');

/** What storage holds, as columns: only `true` shows one. */
export function columnsOf(stored: unknown): Columns {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return { space: value.space === true, pixels: value.pixels === true };
}

export async function readColumns(): Promise<Columns> {
  return columnsOf(await LINKS_COLUMNS_ITEM.getValue().catch(() => null));
}

export function saveColumns(columns: Columns): Promise<void> {
  return LINKS_COLUMNS_ITEM.setValue({ space: columns.space, pixels: columns.pixels });
}
