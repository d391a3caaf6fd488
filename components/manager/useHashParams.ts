import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
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
