/** The Pixels view's state ⇄ its URL parameters ⇄ the list request (see links-state.ts). */
import { PIXEL_SORT_BY, PIXEL_TYPES, type PixelListQuery, type PixelSortBy, type PixelType } from '../api/schemas';
import { LIST_DEFAULTS, listQuery, parseListState, type ListState } from './list-state';
import { readEnum, writeParams } from './params';

export interface PixelsState extends ListState<PixelSortBy> {
  /** '' = every type */
  type: PixelType | '';
}

export const DEFAULT_PIXELS_STATE: Readonly<PixelsState> = Object.freeze({
  ...LIST_DEFAULTS,
  type: '',
  sort_by: 'id',
});

/** "Clear filters" (see LINKS_UNFILTERED). */
export const PIXELS_UNFILTERED: Readonly<Partial<PixelsState>> = Object.freeze({ search: '', type: '' });

const ORDER = ['search', 'type', 'sort_by', 'sort', 'per_page', 'page'] as const;
const TYPE_FILTERS: ReadonlyArray<PixelType | ''> = ['', ...PIXEL_TYPES];

export function parsePixelsState(params: URLSearchParams): PixelsState {
  return {
    ...parseListState(params, PIXEL_SORT_BY, DEFAULT_PIXELS_STATE),
    type: readEnum(params, 'type', TYPE_FILTERS, DEFAULT_PIXELS_STATE.type),
  };
}

export function formatPixelsState(state: PixelsState): URLSearchParams {
  return writeParams(state, DEFAULT_PIXELS_STATE, ORDER);
}

/** The list request (see listQuery): pixels are searched by name. */
export function pixelsQuery(state: PixelsState): PixelListQuery {
  const query: PixelListQuery = listQuery(state, 'name');
  if (state.type) query.type = state.type;
  return query;
}
