import type { PerPage, PixelSortBy, PixelType, SortOrder } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { PixelsState } from '../../lib/manager/pixels-state';
import { LabeledSelect } from './LabeledSelect';
import { orderOptions, perPageOptions, pixelTypeOptions } from './options';
import { SearchBox } from './SearchBox';

interface Props {
  state: PixelsState;
  onChange(patch: Partial<PixelsState>): void;
}

/** Every pixel list parameter of the contract: search by name, type, sort, order, page size. */
export function PixelsFilters({ state, onChange }: Props) {
  return (
    <div class="manager-filters">
      <SearchBox value={state.search} onSearch={(search) => onChange({ search })} />
      <LabeledSelect
        label={t('managerPixelType')}
        value={state.type}
        options={[{ value: '', label: t('managerAllTypes') }, ...pixelTypeOptions()]}
        onChange={(value) => onChange({ type: value as PixelType | '' })}
      />
      <LabeledSelect
        label={t('managerSortBy')}
        value={state.sort_by}
        options={[
          { value: 'id', label: t('managerSortDateCreated') },
          { value: 'name', label: t('managerPixelName') },
        ]}
        onChange={(value) => onChange({ sort_by: value as PixelSortBy })}
      />
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
