import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ListState } from '../../lib/manager/list-state';
import { FilterMenu } from './FilterMenu';
import type { Option } from './LabeledSelect';
import { SearchBox } from './SearchBox';

/** A filter in force, shown as a chip: its name and value, and how to take it off. */
export interface FilterChip {
  key: string;
  label: string;
  value: string;
  onRemove(): void;
}

interface Props<SortBy extends string> {
  state: ListState<SortBy>;
  onChange(patch: Partial<ListState<SortBy>>): void;
  /** The Links view's "Search by", in front of the search field. */
  searchBy?: { value: string; options: readonly Option[]; onChange(value: string): void };
  /** The view's own filters, in the Filter menu. */
  children: ComponentChildren;
  chips: readonly FilterChip[];
  /** A search or filter is set: "Clear filters" is offered. */
  filtered: boolean;
  onClear(): void;
}

/**
 * The list's one toolbar: the search (with its "by" in front), the Filter menu, a removable chip
 * per filter in force, and "Clear filters" while any is set. Sorting is the columns' headings,
 * the page size the pager's (PagedTable.tsx).
 */
export function ListFilters<SortBy extends string>({ state, onChange, searchBy, children, chips, filtered, onClear }: Props<SortBy>) {
  const ref = useRef<HTMLDivElement>(null);
  const toSearch = () => ref.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
  return (
    <div class="manager-filters" ref={ref}>
      <SearchBox value={state.search} onSearch={(search) => onChange({ search })} by={searchBy} />
      <FilterMenu>{children}</FilterMenu>
      {chips.length > 0 && (
        <ul class="manager-chips" aria-label={t('managerFiltersInForce')}>
          {chips.map((chip) => (
            <li key={chip.key} class="manager-chip">
              <span>{t('managerFilterChip', [chip.label, chip.value])}</span>
              <button
                type="button"
                class="icon"
                aria-label={t('managerRemoveFilter', t('managerFilterChip', [chip.label, chip.value]))}
                onClick={() => {
                  chip.onRemove();
                  // The chip goes: the focus goes where the next filter starts.
                  toSearch();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {filtered && (
        <button
          type="button"
          class="quiet manager-clear"
          onClick={() => {
            onClear();
            // The button goes with the filters: the focus goes back to where a new search starts.
            toSearch();
          }}
        >
          {t('managerClearFilters')}
        </button>
      )}
    </div>
  );
}
