import { useId } from 'preact/hooks';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { formatDay, readMoment } from '../../lib/manager/dates';
import { pixelTypeName } from './options';

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
        <button type="button" onClick={() => onEdit(pixel)} aria-describedby={nameId}>
          {t('managerEdit')}
        </button>
        <button type="button" class="danger" onClick={() => onDelete(pixel)} aria-describedby={nameId}>
          {t('managerDelete')}
        </button>
      </td>
    </tr>
  );
}
