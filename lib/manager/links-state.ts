/**
 * The Links view's state ⇄ its URL parameters ⇄ the list request. Parameter names are the
 * contract's own, so the URL reads like the request it makes.
 */
import {
  LINK_SEARCH_BY,
  LINK_SORT_BY,
  LINK_STATUS_VALUES,
  PER_PAGE_VALUES,
  SORT_ORDERS,
  type LinkListQuery,
  type LinkSearchBy,
  type LinkSortBy,
  type LinkStatusFilter,
  type PerPage,
  type SortOrder,
} from '../api/schemas';
import { readEnum, readPositiveInt, readText, writeParams } from './params';

export interface LinksState {
  search: string;
  search_by: LinkSearchBy;
  status: LinkStatusFilter;
  space_id: number | null;
  domain_id: number | null;
  pixel_id: number | null;
  sort_by: LinkSortBy;
  sort: SortOrder;
  per_page: PerPage;
  page: number;
}

export const DEFAULT_LINKS_STATE: Readonly<LinksState> = Object.freeze({
  search: '',
  search_by: 'title',
  status: 0,
  space_id: null,
  domain_id: null,
  pixel_id: null,
  sort_by: 'id',
  sort: 'desc',
  // Power users manage hundreds of links: more than the contract's default of 10 per screen.
  per_page: 25,
  page: 1,
});

const ORDER = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'] as const;

export function parseLinksState(params: URLSearchParams): LinksState {
  const d = DEFAULT_LINKS_STATE;
  return {
    search: readText(params, 'search'),
    search_by: readEnum(params, 'search_by', LINK_SEARCH_BY, d.search_by),
    status: readEnum(params, 'status', LINK_STATUS_VALUES, d.status),
    space_id: readPositiveInt(params, 'space_id'),
    domain_id: readPositiveInt(params, 'domain_id'),
    pixel_id: readPositiveInt(params, 'pixel_id'),
    sort_by: readEnum(params, 'sort_by', LINK_SORT_BY, d.sort_by),
    sort: readEnum(params, 'sort', SORT_ORDERS, d.sort),
    per_page: readEnum(params, 'per_page', PER_PAGE_VALUES, d.per_page),
    page: readPositiveInt(params, 'page') ?? 1,
  };
}

export function formatLinksState(state: LinksState): URLSearchParams {
  return writeParams(state, DEFAULT_LINKS_STATE, ORDER);
}

/**
 * The list request for a state. `per_page` is always sent: installations differ in their default
 * (10 on some, 100 on others). Search text is sent trimmed and only when there is some.
 */
export function linksQuery(state: LinksState): LinkListQuery {
  const query: LinkListQuery = { sort_by: state.sort_by, sort: state.sort, per_page: state.per_page, page: state.page };
  const search = state.search.trim();
  if (search) {
    query.search = search;
    query.search_by = state.search_by;
  }
  if (state.status !== 0) query.status = state.status;
  if (state.space_id !== null) query.space_id = state.space_id;
  if (state.domain_id !== null) query.domain_id = state.domain_id;
  if (state.pixel_id !== null) query.pixel_id = state.pixel_id;
  return query;
}
