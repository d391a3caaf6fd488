import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ListState } from '../../lib/manager/list-state';
import { pagingOf } from '../../lib/manager/paging';
import { ListStatus } from './ListStatus';
import { Pager } from './Pager';
import type { PagedList } from './usePagedList';

interface Props<T> {
  list: PagedList<T>;
  state: ListState<string>;
  onPage(page: number): void;
  /** The request has a search or filter, so an empty page says "no match" rather than "none yet". */
  filtered: boolean;
  texts: { loading: string; empty: string; noMatch: string };
  /** The column headings. */
  columns: readonly string[];
  row(item: T): ComponentChildren;
}

/** A list page as a table: its loading, error and empty states, the rows, and the pager. */
export function PagedTable<T>({ list, state, onPage, filtered, texts, columns, row }: Props<T>) {
  const items = list.page?.items ?? [];
  const top = useRef<HTMLDivElement>(null);
  const toPage = (page: number) => {
    onPage(page);
    // The pager is under the rows: the next page is read from its first row, not from its end.
    // The focus goes there too (the button pressed is disabled while the page loads).
    const list = top.current;
    if (!list) return;
    list.focus({ preventScroll: true });
    if (list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  };
  return (
    <div class="manager-list" ref={top} tabIndex={-1}>
      <ListStatus
        status={list.status}
        error={list.error}
        count={items.length}
        skipped={list.page?.skipped.length ?? 0}
        loadingText={texts.loading}
        emptyText={state.page > 1 ? t('managerPageEmpty') : filtered ? texts.noMatch : texts.empty}
        onRetry={list.reload}
      />
      {items.length > 0 && (
        <div class="manager-table-wrap">
          <table class="manager-table" aria-busy={list.status === 'loading'}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
      {list.page && <Pager paging={pagingOf(list.page.meta, items.length, state.per_page)} busy={list.status === 'loading'} onPage={toPage} />}
    </div>
  );
}
