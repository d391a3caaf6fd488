/**
 * The Links view's state ⇄ its URL parameters ⇄ the list request. Parameter names are the
 * contract's own, so the URL reads like the request it makes.
 */
import { LINK_SEARCH_BY, LINK_SORT_BY, type LinkListQuery, type LinkSearchBy, type LinkSortBy, type LinkStatusFilter } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import type { LinkState } from '../link-state/status';
import { LIST_DEFAULTS, listQuery, parseListState, type ListState } from './list-state';
import { readEnum, readPositiveInt, writeParams } from './params';

/** The view's `status`: 0 all, 1 active, 2 expired, 3 disabled (v44), 4 scheduled (v49). */
export const STATUS_VALUES = [0, 1, 2, 3, 4] as const;
export type StatusFilter = (typeof STATUS_VALUES)[number];

/** The states each version's links can be in, as the status filter offers them. */
export const STATUS_CHOICES: Record<ApiVersion, readonly Exclude<StatusFilter, 0>[]> = { 44: [1, 2, 3], 49: [1, 4, 2] };

export const STATE_OF_STATUS: Record<Exclude<StatusFilter, 0>, LinkState> = { 1: 'active', 2: 'expired', 3: 'disabled', 4: 'scheduled' };

/**
 * The statuses the server's own filter gives as Linklet reads the states (lib/link-state/status.ts): all of
 * v44's; none of v49's (lib/api/versions.ts STATUS_FILTERS), whose states the view reads from the
 * links themselves (state-scan.ts).
 */
const SERVER_FILTERED: Record<ApiVersion, readonly StatusFilter[]> = { 44: [1, 2, 3], 49: [] };

export interface LinksState extends ListState<LinkSortBy> {
  search_by: LinkSearchBy;
  status: StatusFilter;
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
    status: readEnum(params, 'status', STATUS_VALUES, d.status),
    space_id: readPositiveInt(params, 'space_id'),
    domain_id: readPositiveInt(params, 'domain_id'),
    pixel_id: readPositiveInt(params, 'pixel_id'),
  };
}

export function formatLinksState(state: LinksState): URLSearchParams {
  return writeParams(state, DEFAULT_LINKS_STATE, ORDER);
}

/** The status `version` has among its choices; 0 ("all") for one it lacks (a v44 URL opened on v49). */
export function statusIn(state: LinksState, version: ApiVersion): StatusFilter {
  return state.status !== 0 && STATUS_CHOICES[version].includes(state.status) ? state.status : 0;
}

/** The state the view picks out of the server's list itself (v49), or null when the server filters (or there is no filter). */
export function stateToRead(state: LinksState, version: ApiVersion): LinkState | null {
  const status = statusIn(state, version);
  return status === 0 || SERVER_FILTERED[version].includes(status) ? null : STATE_OF_STATUS[status];
}

/** What a selection belongs to (selection.ts): the search and the filters, not the page, sort or page size. */
export function selectionKey(state: LinksState): string {
  const { search, search_by, status, space_id, domain_id, pixel_id } = state;
  return JSON.stringify([search.trim(), search.trim() ? search_by : '', status, space_id, domain_id, pixel_id]);
}

/** The list request for a state (see listQuery), with the Links view's filters that `version`'s server applies. */
export function linksQuery(state: LinksState, version: ApiVersion): LinkListQuery {
  const query: LinkListQuery = listQuery(state, state.search_by);
  const status = statusIn(state, version);
  if (status !== 0 && SERVER_FILTERED[version].includes(status)) query.status = status as LinkStatusFilter;
  if (state.space_id !== null) query.space_id = state.space_id;
  if (state.domain_id !== null) query.domain_id = state.domain_id;
  if (state.pixel_id !== null) query.pixel_id = state.pixel_id;
  return query;
}
