/**
 * Index parameters as the controllers read them (unknown values fall back silently), MySQL's
 * LIKE and ordering, and Laravel's paginator: the API resource envelope of lists and the bare
 * paginator the statistics endpoint returns. Page URLs carry the controller's own query keys.
 */
import { isObject, type InputObject, type InputValue } from './http-utils';
import { looseEquals, truthy } from './rules';

export interface ListParams {
  /** As given (it goes back into the page URLs); see `searchText`. */
  search: InputValue | undefined;
  searchBy: string;
  sortBy: string;
  sort: 'asc' | 'desc';
  /** As the request gave it (it goes back into the page URLs), or the instance default 10. */
  perPage: InputValue;
  page: number;
}

/** The instance's `paginate` setting. */
const DEFAULT_PER_PAGE = 10;

const oneOf = (value: InputValue | undefined, allowed: readonly string[], fallback: string): string =>
  typeof value === 'string' && allowed.includes(value) ? value : fallback;

export function readList(query: InputObject, searchBy: readonly string[], sortBy: readonly string[], defaultSortBy = 'id'): ListParams {
  const perPage = query.per_page;
  const page = query.page;
  return {
    search: query.search,
    searchBy: oneOf(query.search_by, searchBy, searchBy[0] ?? ''),
    sortBy: oneOf(query.sort_by, sortBy, defaultSortBy),
    sort: oneOf(query.sort, ['asc', 'desc'], 'desc') as 'asc' | 'desc',
    perPage: [10, 25, 50, 100].some((n) => looseEquals(perPage, n)) ? (perPage as InputValue) : DEFAULT_PER_PAGE,
    // FILTER_VALIDATE_INT, then at least 1.
    page: typeof page === 'string' && /^\s*[+]?\d+\s*$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The search to apply: the controllers skip a falsy one (PHP: `''`, `'0'`). */
export const searchText = (params: ListParams): string | undefined => (truthy(params.search) && !isObject(params.search) ? String(params.search) : undefined);

/** MySQL `LIKE '%needle%'` under a case-insensitive collation: `%` and `_` are wildcards. */
export function like(haystack: string | null | undefined, needle: string): boolean {
  let pattern = '';
  for (let i = 0; i < needle.length; i++) {
    const ch = needle[i] as string;
    if (ch === '\\' && i + 1 < needle.length) pattern += (needle[++i] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (ch === '%') pattern += '.*';
    else if (ch === '_') pattern += '.';
    else pattern += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(pattern, 'is').test(haystack ?? '');
}

/** MySQL ordering: NULL first ascending, text without case, ties left in id order. */
export function sortRows<T extends { id: number }>(items: readonly T[], key: (item: T) => string | number | null, order: 'asc' | 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  const keyed = items.map((item) => {
    const k = key(item);
    return { item, k: typeof k === 'string' ? k.toLowerCase() : k };
  });
  keyed.sort((a, b) => {
    if (a.k === b.k) return a.item.id - b.item.id;
    if (a.k === null) return -sign;
    if (b.k === null) return sign;
    return (a.k < b.k ? -1 : 1) * sign;
  });
  return keyed.map((entry) => entry.item);
}

/** PHP's rawurlencode, as http_build_query (RFC 3986) encodes page URLs. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `path?key=value…&page=n`; null keys are left out, as Laravel's appends do. */
export function pageUrl(path: string, appends: Array<[string, InputValue | undefined]>, page: number): string {
  const pairs = appends.filter(([, v]) => v !== null && v !== undefined && !isObject(v)).map(([k, v]) => `${k}=${encode(String(v))}`);
  return `${path}?${[...pairs, `page=${page}`].join('&')}`;
}

/** The pages the paginator lists (Laravel's UrlWindow, three on each side): numbers and "..." gaps. */
function pageWindow(current: number, last: number): Array<number | '...'> {
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);
  if (last < 14) return range(1, last);
  if (current <= 7) return [...range(1, 10), '...', last - 1, last];
  if (current > last - 7) return [1, 2, '...', ...range(last - 9, last)];
  return [1, 2, '...', ...range(current - 3, current + 3), '...', last - 1, last];
}

function paging(total: number, params: ListParams, path: string, appends: Array<[string, InputValue | undefined]>) {
  const perPage = Math.trunc(Number(params.perPage));
  const { page } = params;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (n: number) => pageUrl(path, [...appends, ['per_page', params.perPage]], n);
  const start = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - start));
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === '...' ? { url: null, label: '...', active: false } : { url: url(n), label: String(n), active: n === page },
    ),
    { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return { perPage, page, lastPage, start, from: count ? start + 1 : null, to: count ? start + count : null, links, url };
}

/** An API resource collection of a LengthAwarePaginator, plus `status`. */
export function paginate<T>(
  items: readonly T[],
  params: ListParams,
  path: string,
  appends: Array<[string, InputValue | undefined]>,
  view: (item: T) => unknown,
) {
  const p = paging(items.length, params, path, appends);
  return {
    data: items.slice(p.start, p.start + p.perPage).map(view),
    links: { first: p.url(1), last: p.url(p.lastPage), prev: p.page > 1 ? p.url(p.page - 1) : null, next: p.page < p.lastPage ? p.url(p.page + 1) : null },
    meta: { current_page: p.page, from: p.from, last_page: p.lastPage, links: p.links, path, per_page: p.perPage, to: p.to, total: items.length },
    status: 200,
  };
}

/** A paginator serialised as it is (the statistics endpoint), plus `status`. */
export function barePaginate<T>(items: readonly T[], params: ListParams, path: string, appends: Array<[string, InputValue | undefined]>) {
  const p = paging(items.length, params, path, appends);
  return {
    current_page: p.page,
    data: items.slice(p.start, p.start + p.perPage),
    first_page_url: p.url(1),
    from: p.from,
    last_page: p.lastPage,
    last_page_url: p.url(p.lastPage),
    links: p.links,
    next_page_url: p.page < p.lastPage ? p.url(p.page + 1) : null,
    path,
    per_page: p.perPage,
    prev_page_url: p.page > 1 ? p.url(p.page - 1) : null,
    to: p.to,
    total: items.length,
    status: 200,
  };
}
