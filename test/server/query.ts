/**
 * List query parameters (validated like the real server: a bad value is a 422, not ignored),
 * sorting, and Laravel's paginator envelope.
 */
import type { FormObject } from './http-utils';
import { Checker, isInteger, message, type Errors } from './rules';

export interface ListSpec {
  searchBy: readonly string[];
  sortBy: readonly string[];
  /** Integer filters (ids). */
  ints?: readonly string[];
  /** Filters with a fixed set of values. */
  enums?: Readonly<Record<string, readonly string[]>>;
}

export interface ListParams {
  search?: string;
  searchBy: string;
  sortBy: string;
  sort: 'asc' | 'desc';
  perPage: number;
  page: number;
  /** Filters that were given, by name (ints as numbers, enums as strings). */
  filters: Record<string, number | string>;
}

export const PER_PAGE = ['10', '25', '50', '100'];

export function readListQuery(query: FormObject, spec: ListSpec): { errors: Errors; params: ListParams } {
  const c = new Checker();
  const text = (field: string): string | undefined => {
    const raw = query[field];
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') {
      c.fail(field, message.string(field));
      return undefined;
    }
    const trimmed = raw.trim();
    return trimmed === '' ? undefined : trimmed; // empty parameters count as not given
  };
  const oneOf = (field: string, allowed: readonly string[], fallback: string): string => {
    const value = text(field);
    if (value === undefined) return fallback;
    if (!allowed.includes(value)) c.fail(field, message.in(field));
    return value;
  };

  const params: ListParams = {
    search: text('search'),
    searchBy: oneOf('search_by', spec.searchBy, spec.searchBy[0] ?? ''),
    sortBy: oneOf('sort_by', spec.sortBy, 'id'),
    sort: oneOf('sort', ['desc', 'asc'], 'desc') === 'asc' ? 'asc' : 'desc',
    perPage: Number(oneOf('per_page', PER_PAGE, '10')),
    page: 1,
    filters: {},
  };
  for (const field of spec.ints ?? []) {
    const value = text(field);
    if (value === undefined) continue;
    if (!isInteger(value)) c.fail(field, message.integer(field));
    else params.filters[field] = Number(value);
  }
  for (const [field, allowed] of Object.entries(spec.enums ?? {})) {
    const value = text(field);
    if (value === undefined) continue;
    if (!allowed.includes(value)) c.fail(field, message.in(field));
    else params.filters[field] = value;
  }
  // Laravel's paginator falls back to page 1 for anything that is not an integer ≥ 1.
  const page = query.page;
  if (typeof page === 'string' && /^\d+$/.test(page.trim()) && Number(page) >= 1) params.page = Number(page);
  return { errors: c.errors, params };
}

/** Sorts a copy by `key`, ties broken by id in the same direction so pages are stable. */
export function sortItems<T extends { id: number }>(items: readonly T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const keyed = items.map((item) => ({ item, k: key(item) }));
  keyed.sort((a, b) => {
    const cmp = a.k < b.k ? -1 : a.k > b.k ? 1 : a.item.id - b.item.id;
    return cmp * sign;
  });
  return keyed.map((entry) => entry.item);
}

export function searchMatches(haystack: string, needle: string | undefined): boolean {
  return needle === undefined || haystack.toLowerCase().includes(needle.toLowerCase());
}

export interface PageEnvelope<U> {
  data: U[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: { current_page: number; from: number | null; last_page: number; path: string; per_page: number; to: number | null; total: number };
}

/** Laravel's LengthAwarePaginator as an API resource collection renders it. `path` is absolute. */
export function paginate<T, U>(items: readonly T[], params: ListParams, path: string, view: (item: T) => U): PageEnvelope<U> {
  const total = items.length;
  const { page, perPage } = params;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const from = slice.length ? (page - 1) * perPage + 1 : null;
  const pageUrl = (n: number) => `${path}?page=${n}`;
  return {
    data: slice.map(view),
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: from === null ? null : from + slice.length - 1,
      total,
    },
  };
}
