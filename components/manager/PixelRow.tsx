import { useId } from 'preact/hooks';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { formatDay, readMoment } from '../../lib/manager/dates';
import { pixelTypeName } from './options';
import { RowMenu } from './RowMenu';

interface Props {
  pixel: Pixel;
  onEdit(pixel: Pixel): void;
  onDelete(pixel: Pixel): void;
}

export function PixelRow({ pixel, onEdit, onDelete }: Props) {
  const nameId = useId();
  const created = readMoment(pixel.created_at);
  return (
    <tr class="manager-row">
      <td id={nameId}>{pixel.name || t('managerIdOption', String(pixel.id))}</td>
      {/* data-label: the column's name, shown in each cell when narrow rows have no header. */}
      <td data-label={t('managerPixelType')}>{pixelTypeName(pixel.type)}</td>
      <td class="manager-value" data-label={t('managerPixelValue')}>
        {pixel.value ?? ''}
      </td>
      <td class="manager-date" data-label={t('managerColumnCreated')}>
        {created && <time dateTime={pixel.created_at ?? undefined}>{formatDay(created)}</time>}
      </td>
      <td class="manager-actions">
        <RowMenu
          describedBy={nameId}
          items={[
            { label: t('managerEdit'), onSelect: () => onEdit(pixel) },
            { label: t('managerDelete'), onSelect: () => onDelete(pixel), danger: true },
          ]}
        />
      </td>
    </tr>
  );
}
