import { PER_PAGE_VALUES, PIXEL_TYPES } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import type { Option } from './LabeledSelect';

export const orderOptions = (): Option[] => [
  { value: 'desc', label: t('managerOrderDesc') },
  { value: 'asc', label: t('managerOrderAsc') },
];

export const perPageOptions = (): Option[] => PER_PAGE_VALUES.map((n) => ({ value: String(n), label: String(n) }));

/**
 * The pixel types as their services name themselves. Both phpShort versions call Twitter's `x`
 * and refuse `twitter`, which an older record may still show.
 */
const TYPE_NAMES: Record<string, string> = {
  adroll: 'AdRoll',
  bing: 'Bing',
  facebook: 'Facebook',
  'google-ads': 'Google Ads',
  'google-analytics': 'Google Analytics',
  'google-tag-manager': 'Google Tag Manager',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  quora: 'Quora',
  twitter: 'Twitter',
  x: 'X (Twitter)',
};

export const pixelTypeName = (type: string | null | undefined): string => (type ? (TYPE_NAMES[type] ?? type) : '');

export const pixelTypeOptions = (): Option[] => PIXEL_TYPES.map((type) => ({ value: type, label: pixelTypeName(type) }));
