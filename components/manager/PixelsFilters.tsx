import type { PixelSortBy, PixelType } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { PIXELS_UNFILTERED, type PixelsState } from '../../lib/manager/pixels-state';
import { LabeledSelect } from './LabeledSelect';
import { ListFilters } from './ListFilters';
import { pixelTypeOptions } from './options';

interface Props {
  state: PixelsState;
  onChange(patch: Partial<PixelsState>): void;
  filtered: boolean;
}

/** Every pixel list parameter of the contract: search by name, type, sort, order, page size. */
export function PixelsFilters({ state, onChange, filtered }: Props) {
  const sortOptions: Array<{ value: PixelSortBy; label: string }> = [
    { value: 'id', label: t('managerSortDateCreated') },
    { value: 'name', label: t('managerPixelName') },
  ];
  return (
    <ListFilters state={state} onChange={onChange} sortOptions={sortOptions} filtered={filtered} onClear={() => onChange(PIXELS_UNFILTERED)}>
      <LabeledSelect
        label={t('managerPixelType')}
        value={state.type}
        options={[{ value: '', label: t('managerAllTypes') }, ...pixelTypeOptions()]}
        onChange={(value) => onChange({ type: value as PixelType | '' })}
      />
    </ListFilters>
  );
}
