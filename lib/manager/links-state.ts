/**
 * The Links view's state ⇄ its URL parameters ⇄ the list request. Parameter names are the
 * contract's own, so the URL reads like the request it makes.
 */
import { LINK_SEARCH_BY, LINK_SORT_BY, LINK_STATUS_VALUES, type LinkListQuery, type LinkSearchBy, type LinkSortBy, type LinkStatusFilter } from '../api/schemas';
import { STATUS_FILTERS, type ApiVersion } from '../api/versions';
import { LIST_DEFAULTS, listQuery, parseListState, type ListState } from './list-state';
import { readEnum, readPositiveInt, writeParams } from './params';

export interface LinksState extends ListState<LinkSortBy> {
  search_by: LinkSearchBy;
  status: LinkStatusFilter;
  space_id: number | null;
  domain_id: number | null;
  pixel_id: number | null;
}

export const DEFAULT_LINKS_STATE: Readonly<LinksState> = Object.freeze({
  ...LIST_DEFAULTS,
  search_by: 'title',
  status: 0,
  space_id: null,
  domain_id: null,
  pixel_id: null,
  sort_by: 'id',
});

/** "Clear filters": no search and no filter; the sort, order and page size stay as chosen. */
export const LINKS_UNFILTERED: Readonly<Partial<LinksState>> = Object.freeze({ search: '', status: 0, space_id: null, domain_id: null, pixel_id: null });

const ORDER = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'] as const;

export function parseLinksState(params: URLSearchParams): LinksState {
  const d = DEFAULT_LINKS_STATE;
  return {
    ...parseListState(params, LINK_SORT_BY, d),
    search_by: readEnum(params, 'search_by', LINK_SEARCH_BY, d.search_by),
    status: readEnum(params, 'status', LINK_STATUS_VALUES, d.status),
    space_id: readPositiveInt(params, 'space_id'),
    domain_id: readPositiveInt(params, 'domain_id'),
    pixel_id: readPositiveInt(params, 'pixel_id'),
  };
}

export function formatLinksState(state: LinksState): URLSearchParams {
  return writeParams(state, DEFAULT_LINKS_STATE, ORDER);
}

/** The list request for a state (see listQuery), with the Links view's filters that `version` has. */
export function linksQuery(state: LinksState, version: ApiVersion = 44): LinkListQuery {
  const query: LinkListQuery = listQuery(state, state.search_by);
  if (state.status !== 0 && STATUS_FILTERS[version].includes(state.status)) query.status = state.status;
  if (state.space_id !== null) query.space_id = state.space_id;
  if (state.domain_id !== null) query.domain_id = state.domain_id;
  if (state.pixel_id !== null) query.pixel_id = state.pixel_id;
  return query;
}
