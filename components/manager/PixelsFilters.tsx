import type { PixelType } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { PIXELS_UNFILTERED, type PixelsState } from '../../lib/manager/pixels-state';
import { LabeledSelect } from './LabeledSelect';
import { ListFilters } from './ListFilters';
import { pixelTypeName, pixelTypeOptions } from './options';

interface Props {
  state: PixelsState;
  onChange(patch: Partial<PixelsState>): void;
  filtered: boolean;
}

/** Every pixel list parameter of the contract: the search by name, and the type in the Filter menu. */
export function PixelsFilters({ state, onChange, filtered }: Props) {
  const chips = state.type ? [{ key: 'type', label: t('managerPixelType'), value: pixelTypeName(state.type), onRemove: () => onChange({ type: '' }) }] : [];
  return (
    <ListFilters state={state} onChange={onChange} chips={chips} filtered={filtered} onClear={() => onChange(PIXELS_UNFILTERED)}>
      <LabeledSelect
        label={t('managerPixelType')}
        value={state.type}
        options={[{ value: '', label: t('managerAllTypes') }, ...pixelTypeOptions()]}
        onChange={(value) => onChange({ type: value as PixelType | '' })}
      />
    </ListFilters>
  );
}
