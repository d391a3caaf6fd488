import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { PerPage, SortOrder } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { ListState } from '../../lib/manager/list-state';
import { LabeledSelect, type Option } from './LabeledSelect';
import { orderOptions, perPageOptions } from './options';
import { SearchBox } from './SearchBox';

interface Props<SortBy extends string> {
  state: ListState<SortBy>;
  onChange(patch: Partial<ListState<SortBy>>): void;
  /** What the list can be sorted by. */
  sortOptions: ReadonlyArray<Option & { value: SortBy }>;
  /** The view's own filters, between the search and the sort. */
  children: ComponentChildren;
  /** A search or filter is set: "Clear filters" is offered. */
  filtered: boolean;
  onClear(): void;
}

/**
 * The controls every list has: search, sort, order and page size, around the view's own filters,
 * and "Clear filters" while any is set.
 */
export function ListFilters<SortBy extends string>({ state, onChange, sortOptions, children, filtered, onClear }: Props<SortBy>) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div class="manager-filters" ref={ref}>
      <SearchBox value={state.search} onSearch={(search) => onChange({ search })} />
      {children}
      <LabeledSelect label={t('managerSortBy')} value={state.sort_by} options={sortOptions} onChange={(value) => onChange({ sort_by: value as SortBy })} />
      <LabeledSelect label={t('managerOrder')} value={state.sort} options={orderOptions()} onChange={(value) => onChange({ sort: value as SortOrder })} />
      <LabeledSelect
        label={t('managerPerPage')}
        value={String(state.per_page)}
        options={perPageOptions()}
        onChange={(value) => onChange({ per_page: Number(value) as PerPage })}
      />
      {filtered && (
        <button
          type="button"
          class="manager-clear"
          onClick={() => {
            onClear();
            // The button goes with the filters: the focus goes back to where a new search starts.
            ref.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
          }}
        >
          {t('managerClearFilters')}
        </button>
      )}
    </div>
  );
}
