import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ListState } from '../../lib/manager/list-state';
import { pagingOf } from '../../lib/manager/paging';
import { ListStatus } from './ListStatus';
import { Pager } from './Pager';
import type { PagedList } from './use-paged-list';

/** A column's heading, and the class that sizes it (a fixed-layout table takes widths from its headings). */
export type ColumnHead = string | { text: string; class: string };

interface Props<T> {
  list: PagedList<T>;
  state: ListState<string>;
  onPage(page: number): void;
  /** The request has a search or filter, so an empty page says "no match" rather than "none yet". */
  filtered: boolean;
  texts: { loading: string; empty: string; noMatch: string };
  /** The column headings. */
  columns: readonly ColumnHead[];
  row(item: T, index: number): ComponentChildren;
  /** Classes of the table beyond `manager-table` (the Links view's layout and density). */
  tableClass?: string;
  /** Shown between the list's status and the table while it has rows (the Links view's selection). */
  toolbar?: ComponentChildren;
}

/** A list page as a table: its loading, error and empty states, the rows, and the pager. */
export function PagedTable<T>({ list, state, onPage, filtered, texts, columns, row, tableClass, toolbar }: Props<T>) {
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
      {items.length > 0 && toolbar}
      {items.length > 0 && (
        <div class="manager-table-wrap">
          <table class={tableClass ? `manager-table ${tableClass}` : 'manager-table'} aria-busy={list.status === 'loading'}>
            <thead>
              <tr>
                {columns.map((column) =>
                  typeof column === 'string' ? (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ) : (
                    <th key={column.text} scope="col" class={column.class}>
                      {column.text}
                    </th>
                  ),
                )}
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
