/** The Pixels view's state ⇄ its URL parameters ⇄ the list request (see links-state.ts). */
import {
  PER_PAGE_VALUES,
  PIXEL_SORT_BY,
  PIXEL_TYPES,
  SORT_ORDERS,
  type PerPage,
  type PixelListQuery,
  type PixelSortBy,
  type PixelType,
  type SortOrder,
} from '../api/schemas';
import { readEnum, readPositiveInt, readText, writeParams } from './params';

export interface PixelsState {
  search: string;
  /** '' = every type */
  type: PixelType | '';
  sort_by: PixelSortBy;
  sort: SortOrder;
  per_page: PerPage;
  page: number;
}

export const DEFAULT_PIXELS_STATE: Readonly<PixelsState> = Object.freeze({
  search: '',
  type: '',
  sort_by: 'id',
  sort: 'desc',
  per_page: 25,
  page: 1,
});

const ORDER = ['search', 'type', 'sort_by', 'sort', 'per_page', 'page'] as const;
const TYPE_FILTERS: ReadonlyArray<PixelType | ''> = ['', ...PIXEL_TYPES];

export function parsePixelsState(params: URLSearchParams): PixelsState {
  const d = DEFAULT_PIXELS_STATE;
  return {
    search: readText(params, 'search'),
    type: readEnum(params, 'type', TYPE_FILTERS, d.type),
    sort_by: readEnum(params, 'sort_by', PIXEL_SORT_BY, d.sort_by),
    sort: readEnum(params, 'sort', SORT_ORDERS, d.sort),
    per_page: readEnum(params, 'per_page', PER_PAGE_VALUES, d.per_page),
    page: readPositiveInt(params, 'page') ?? 1,
  };
}

export function formatPixelsState(state: PixelsState): URLSearchParams {
  return writeParams(state, DEFAULT_PIXELS_STATE, ORDER);
}

/** The list request; `per_page` always sent (the contract leaves the pixel list's default unknown). */
export function pixelsQuery(state: PixelsState): PixelListQuery {
  const query: PixelListQuery = { sort_by: state.sort_by, sort: state.sort, per_page: state.per_page, page: state.page };
  const search = state.search.trim();
  if (search) {
    query.search = search;
    query.search_by = 'name';
  }
  if (state.type) query.type = state.type;
  return query;
}
