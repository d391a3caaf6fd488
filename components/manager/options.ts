import { PER_PAGE_VALUES, PIXEL_TYPES } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { Option } from './LabeledSelect';
import { pixelTypeName } from '../link-fields/pixel-option';

export const orderOptions = (): Option[] => [
  { value: 'desc', label: t('managerOrderDesc') },
  { value: 'asc', label: t('managerOrderAsc') },
];

export const perPageOptions = (): Option[] => PER_PAGE_VALUES.map((n) => ({ value: String(n), label: String(n) }));

export { pixelTypeName };

export const pixelTypeOptions = (): Option[] => PIXEL_TYPES.map((type) => ({ value: type, label: pixelTypeName(type) }));
