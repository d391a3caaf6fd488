import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Pixel } from '../../lib/api/schemas';
import { formatNumber, t, tCount } from '../../lib/i18n';
import { askFacts } from '../../lib/connection/refresh';
import { deletePixel } from '../../lib/actions';
import { countPixelUsage } from '../../lib/manager/pixel-usage';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Props {
  pixel: Pixel;
  client: ApiClient;
  onDeleted(id: number): void;
  onClose(): void;
}

type Usage = { status: 'counting' } | { status: 'known'; count: number } | { status: 'unknown' };

function usageText(name: string, usage: Usage): string {
  if (usage.status === 'counting') return t('managerPixelUsageCounting');
  if (usage.status === 'unknown') return t('managerPixelUsageUnknown', name);
  if (usage.count === 0) return t('managerPixelUsageNone', name);
  return tCount(usage.count, { one: 'managerPixelUsageOne', other: 'managerPixelUsageOther' }, [name, formatNumber(usage.count)]);
}

/** Says how many links use the pixel before it is deleted (the links list filtered by `pixel_id`). */
export function PixelDeleteDialog({ pixel, client, onDeleted, onClose }: Props) {
  const [usage, setUsage] = useState<Usage>({ status: 'counting' });
  const name = pixel.name || t('managerIdOption', String(pixel.id));

  useEffect(() => {
    const controller = new AbortController();
    countPixelUsage(client, pixel.id, controller.signal).then(
      (count) => !controller.signal.aborted && setUsage(count === null ? { status: 'unknown' } : { status: 'known', count }),
      // Not knowing the count must not block the deletion; the dialog says it is unknown.
      () => !controller.signal.aborted && setUsage({ status: 'unknown' }),
    );
    return () => controller.abort();
  }, [client, pixel.id]);

  const { busy, error, confirm } = useConfirmedDelete(
    // Every page's pixel choices are the instance's facts: read again now that Linklet changed them.
    () => deletePixel({ client, changed: () => void askFacts(['pixels'], { force: true }) }, pixel.id),
    () => {
      onDeleted(pixel.id);
      onClose();
    },
  );

  return (
    <ConfirmDialog
      title={t('managerDeletePixelTitle')}
      confirmLabel={t('managerDelete')}
      busy={busy}
      waiting={usage.status === 'counting'}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p role="status">{usageText(name, usage)}</p>
    </ConfirmDialog>
  );
}
