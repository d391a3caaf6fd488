/**
 * Paging from a list response's `meta` (Laravel's paginator). Only `current_page` is certain; a
 * server without `last_page` still pages on while it fills whole pages.
 */
import type { PageMeta } from '../api/schemas';

export interface Paging {
  page: number;
  /** null when the server does not say */
  lastPage: number | null;
  total: number | null;
  /** 1-based index of the first and last item shown, or null on an empty page */
  from: number | null;
  to: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pagingOf(meta: PageMeta, shown: number, perPage: number): Paging {
  const page = meta.current_page >= 1 ? meta.current_page : 1;
  const lastPage = typeof meta.last_page === 'number' && meta.last_page >= 1 ? meta.last_page : null;
  const total = typeof meta.total === 'number' ? meta.total : null;
  const from = shown === 0 ? null : (meta.from ?? (page - 1) * perPage + 1);
  const to = from === null ? null : (meta.to ?? from + shown - 1);
  return {
    page,
    lastPage,
    total,
    from,
    to,
    hasPrevious: page > 1,
    hasNext: lastPage !== null ? page < lastPage : shown >= perPage,
  };
}
