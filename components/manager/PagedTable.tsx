import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { PerPage } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { ListState } from '../../lib/manager/list-state';
import { pagingOf } from '../../lib/manager/paging';
import { ariaSortOf, sortedBy } from '../../lib/manager/sort-header';
import { ListStatus } from './ListStatus';
import { Pager } from './Pager';
import type { PagedList } from './use-paged-list';

/**
 * A column's heading, and the class that sizes it (a fixed-layout table takes widths from its
 * headings); `sort` names what the server sorts by when the heading is pressed, `numeric` columns
 * starting largest first.
 */
export type ColumnHead = string | { text: string; class?: string; sort?: { by: string; numeric: boolean } };

interface Props<T> {
  list: PagedList<T>;
  state: ListState<string>;
  onPage(page: number): void;
  /** A heading or the pager's page size was changed. */
  onChange(patch: Partial<ListState<string>>): void;
  /** The request has a search or filter, so an empty page says "no match" and offers to clear them. */
  filtered: boolean;
  onClear(): void;
  texts: { loading: string; empty: string; noMatch: string };
  /** The column headings. */
  columns: readonly ColumnHead[];
  row(item: T, index: number): ComponentChildren;
  /** Classes of the table beyond `manager-table` (the Links view's layout and density). */
  tableClass?: string;
  /** Shown between the list's status and the table while it has rows (the Links view's selection). */
  toolbar?: ComponentChildren;
}

/** A list page as a table: its loading, error and empty states, the rows under sortable headings, and the pager. */
export function PagedTable<T>({ list, state, onPage, onChange, filtered, onClear, texts, columns, row, tableClass, toolbar }: Props<T>) {
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
  const empty = state.page > 1 ? t('managerPageEmpty') : filtered ? texts.noMatch : texts.empty;
  return (
    <div class="manager-list" ref={top} tabIndex={-1}>
      <ListStatus
        status={list.status}
        error={list.error}
        count={items.length}
        skipped={list.page?.skipped.length ?? 0}
        loadingText={texts.loading}
        emptyText={empty}
        wayOut={
          filtered && state.page === 1 ? (
            <button type="button" onClick={onClear}>
              {t('managerClearFilters')}
            </button>
          ) : undefined
        }
        onRetry={list.reload}
      />
      {items.length > 0 && toolbar}
      {items.length > 0 && (
        <div class="manager-table-wrap">
          <table class={tableClass ? `manager-table ${tableClass}` : 'manager-table'} aria-busy={list.status === 'loading'}>
            <thead>
              <tr>
                {columns.map((column) => {
                  const head = typeof column === 'string' ? { text: column } : column;
                  const sort = head.sort;
                  if (!sort)
                    return (
                      <th key={head.text} scope="col" class={head.class}>
                        {head.text}
                      </th>
                    );
                  const order = ariaSortOf(state, sort.by);
                  return (
                    <th key={head.text} scope="col" class={head.class} aria-sort={order}>
                      <button type="button" class="manager-sort" onClick={() => onChange(sortedBy(state, sort.by, sort.numeric))}>
                        {head.text}
                        <span class={`manager-sort-mark manager-sort-${order}`} aria-hidden="true" />
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
      {list.page && (
        <Pager
          paging={pagingOf(list.page.meta, items.length, state.per_page)}
          busy={list.status === 'loading'}
          perPage={state.per_page}
          onPerPage={(per_page: PerPage) => onChange({ per_page })}
          onPage={toPage}
        />
      )}
    </div>
  );
}
