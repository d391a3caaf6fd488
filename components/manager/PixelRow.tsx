import { useId } from 'preact/hooks';
import type { Pixel } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { pixelTypeName } from './options';

interface Props {
  pixel: Pixel;
  onEdit(pixel: Pixel): void;
  onDelete(pixel: Pixel): void;
}

export function PixelRow({ pixel, onEdit, onDelete }: Props) {
  const nameId = useId();
  const created = pixel.created_at ? new Date(pixel.created_at) : null;
  return (
    <tr class="manager-row">
      <td id={nameId}>{pixel.name || t('managerIdOption', String(pixel.id))}</td>
      <td>{pixelTypeName(pixel.type)}</td>
      <td class="manager-value">{pixel.value ?? ''}</td>
      <td>{created && !Number.isNaN(created.getTime()) ? created.toLocaleDateString() : ''}</td>
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
