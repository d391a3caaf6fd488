import { useCallback, useEffect, useState } from 'preact/hooks';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Page } from '../../lib/api/schemas';

export interface PagedList<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last page received; kept while the next one loads so the list does not jump. */
  page: Page<T> | null;
  error: ApiErrorData | null;
  reload(): void;
  /** Shows the server's answer for one record in place. */
  replace(item: T): void;
  /** Drops a record the server confirmed deleted. */
  remove(id: number): void;
}

/**
 * Loads a list page whenever `key` (the serialised request) changes. A slower, older answer never
 * overwrites a newer one: each request is aborted when the next starts.
 */
export function usePagedList<T extends { id: number }>(load: (signal: AbortSignal) => Promise<Page<T>>, key: string): PagedList<T> {
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    load(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setPage(next);
        setError(null);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(toErrorData(failure));
        setStatus('error');
      },
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` says when the request really changed.
  }, [key, round]);

  const replace = useCallback((item: T) => {
    setPage((current) => current && { ...current, items: current.items.map((old) => (old.id === item.id ? item : old)) });
  }, []);

  const remove = useCallback((id: number) => {
    setPage((current) => {
      if (!current?.items.some((item) => item.id === id)) return current;
      const total = typeof current.meta.total === 'number' ? Math.max(0, current.meta.total - 1) : current.meta.total;
      const to = typeof current.meta.to === 'number' ? current.meta.to - 1 : current.meta.to;
      return { ...current, items: current.items.filter((item) => item.id !== id), meta: { ...current.meta, total, to } };
    });
  }, []);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { status, page, error, reload, replace, remove };
}

/**
 * After a confirmed delete: the row goes at once, then the page is asked for again so it fills
 * back to its size from the next one. The last row of a later page takes the list a page back.
 */
export function refillAfterDelete<T extends { id: number }>(list: PagedList<T>, id: number, page: number, toPage: (page: number) => void): void {
  const left = (list.page?.items ?? []).filter((item) => item.id !== id).length;
  list.remove(id);
  if (left === 0 && page > 1) toPage(page - 1);
  else list.reload();
}
