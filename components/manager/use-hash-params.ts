import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { withChange } from '../../lib/manager/params';
import { formatRoute, parseRoute } from '../../lib/manager/route';

function currentQuery(view: string): string {
  const route = parseRoute(location.hash);
  return route.view === view ? route.params.toString() : '';
}

/**
 * A view's state in the page URL (`#links?status=2&page=3`): each change is a history entry, so
 * Back returns to the previous list, and a reload or a bookmark reopens the same one.
 */
export function useHashParams(view: string): [URLSearchParams, (next: URLSearchParams) => void] {
  const [query, setQuery] = useState(() => currentQuery(view));

  useEffect(() => {
    const sync = () => {
      if (parseRoute(location.hash).view === view) setQuery(currentQuery(view));
    };
    // Back/Forward between pushState entries fires popstate; a typed or linked hash fires hashchange.
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, [view]);

  const update = useCallback(
    (next: URLSearchParams) => {
      const hash = formatRoute(view, next);
      if (hash !== location.hash) history.pushState(null, '', hash);
      setQuery(next.toString());
    },
    [view],
  );

  return [useMemo(() => new URLSearchParams(query), [query]), update];
}

/**
 * A view's state kept in the URL (see useHashParams): read with `parse`; a change is written with
 * `format`, back on page 1 unless it is a change of page.
 */
export function useHashState<S extends { page: number }>(
  view: string,
  parse: (params: URLSearchParams) => S,
  format: (state: S) => URLSearchParams,
): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useHashParams(view);
  const state = useMemo(() => parse(params), [params]);
  return [state, (patch) => setParams(format(withChange(state, patch)))];
}
