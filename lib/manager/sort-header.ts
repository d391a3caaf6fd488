/**
 * Sorting by a column's heading: a click on the sorted column turns its order round; a click on
 * another sorts by it, numbers and dates largest first, texts from A.
 */
import type { SortOrder } from '../api/schemas';

export type AriaSort = 'ascending' | 'descending' | 'none';

export interface SortState<SortBy extends string> {
  sort_by: SortBy;
  sort: SortOrder;
}

export function ariaSortOf<SortBy extends string>(state: SortState<SortBy>, column: SortBy): AriaSort {
  if (state.sort_by !== column) return 'none';
  return state.sort === 'asc' ? 'ascending' : 'descending';
}

/** The state after the column's heading is pressed; `numeric` columns start largest first. */
export function sortedBy<SortBy extends string>(state: SortState<SortBy>, column: SortBy, numeric: boolean): SortState<SortBy> {
  if (state.sort_by === column) return { sort_by: column, sort: state.sort === 'asc' ? 'desc' : 'asc' };
  return { sort_by: column, sort: numeric ? 'desc' : 'asc' };
}
