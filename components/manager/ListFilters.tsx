import type { ComponentChildren } from 'preact';
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
}

/** The controls every list has: search, sort, order and page size, around the view's own filters. */
export function ListFilters<SortBy extends string>({ state, onChange, sortOptions, children }: Props<SortBy>) {
  return (
    <div class="manager-filters">
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
    </div>
  );
}
