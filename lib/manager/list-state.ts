/**
 * What every list view's state has: the contract's search, sort, order, page size and page, read
 * from the URL and sent as the list request. The views add their own filters (links-state.ts,
 * pixels-state.ts).
 */
import { PER_PAGE_VALUES, SORT_ORDERS, type PerPage, type SortOrder } from '../api/schemas';
import { readEnum, readPositiveInt, readText } from './params';

export interface ListState<SortBy extends string> {
  search: string;
  sort_by: SortBy;
  sort: SortOrder;
  per_page: PerPage;
  page: number;
}

/** Newest first, from page 1 of the unfiltered list. */
export const LIST_DEFAULTS = Object.freeze({
  search: '',
  sort: 'desc',
  // Power users manage hundreds of links: more than the contract's default of 10 per screen.
  per_page: 25,
  page: 1,
} as const);

export function parseListState<SortBy extends string>(params: URLSearchParams, sortBy: readonly SortBy[], defaults: ListState<SortBy>): ListState<SortBy> {
  return {
    search: readText(params, 'search'),
    sort_by: readEnum(params, 'sort_by', sortBy, defaults.sort_by),
    sort: readEnum(params, 'sort', SORT_ORDERS, defaults.sort),
    per_page: readEnum(params, 'per_page', PER_PAGE_VALUES, defaults.per_page),
    page: readPositiveInt(params, 'page') ?? 1,
  };
}

/**
 * The list request's common part. `per_page` is always sent: installations differ in their
 * default (10 on some, 100 on others). Search text is sent trimmed and only when there is some.
 */
export function listQuery<SortBy extends string, SearchBy extends string>(state: ListState<SortBy>, searchBy: SearchBy) {
  const query: { sort_by: SortBy; sort: SortOrder; per_page: PerPage; page: number; search?: string; search_by?: SearchBy } = {
    sort_by: state.sort_by,
    sort: state.sort,
    per_page: state.per_page,
    page: state.page,
  };
  const search = state.search.trim();
  if (search) {
    query.search = search;
    query.search_by = searchBy;
  }
  return query;
}
