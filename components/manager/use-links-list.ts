import { useMemo, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link, LinkListQuery } from '../../lib/api/schemas';
import { createPacer, realClock } from '../../lib/bulk/pace';
import { numberFormat, t } from '../../lib/i18n';
import type { LinkState } from '../../lib/link-state/status';
import { newScan, pageOfScan, SCAN_PAGE, scanUntil, type StateScan } from '../../lib/manager/state-scan';
import { usePagedList } from './use-paged-list';

/**
 * The Links view's list: a page of the server's list, or, for a state the server cannot filter by
 * (`wanted`, v49), a page of the links Linklet read the state of (lib/manager/state-scan.ts), kept
 * while the request stays the same, with what it has read said while it reads.
 */
export function useLinksList(client: ApiClient, query: LinkListQuery, wanted: LinkState | null) {
  const scan = useRef<StateScan | null>(null);
  const [progress, setProgress] = useState<{ read: number; total: number | null } | null>(null);
  const scanKey = useMemo(() => (wanted ? newScan(query, wanted).key : null), [query, wanted]);
  if (scanKey === null) scan.current = null;
  else if (scan.current?.key !== scanKey) scan.current = newScan(query, wanted!);

  const load = async (signal: AbortSignal) => {
    const current = scan.current;
    if (!current || !wanted) return client.links.list(query, { signal });
    const perPage = query.per_page ?? 25;
    const page = query.page ?? 1;
    const pacer = createPacer(realClock);
    setProgress({ read: current.read, total: current.total });
    await scanUntil(current, page * perPage, {
      list: (at, aborted) => client.links.list({ ...query, page: at, per_page: SCAN_PAGE }, { signal: aborted }),
      state: wanted,
      pacer,
      signal,
      onRead: (read) => setProgress({ read: read.read, total: read.total }),
    });
    return pageOfScan(current, page, perPage);
  };
  const list = usePagedList<Link>(load, JSON.stringify([query, wanted]));
  const scanText = wanted && progress && progress.read > 0 && list.status === 'loading' ? readingText(progress) : null;
  return { list, scan, scanText };
}

function readingText({ read, total }: { read: number; total: number | null }): string {
  const number = numberFormat();
  return total === null ? t('managerReadingStates', number.format(read)) : t('managerReadingStatesOf', [number.format(read), number.format(total)]);
}
