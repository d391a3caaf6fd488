import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { Dialog } from '../Dialog';
import { lazy } from '../lazy';

const QrCode = lazy(() => import('../QrCode').then((m) => m.QrCode), 'managerQrFailed');

interface Props {
  link: Link;
  onClose(): void;
}

/** The row's QR code (the encoder is loaded on first use). */
export function QrDialog({ link, onClose }: Props) {
  return (
    <Dialog title={t('managerQrTitle', link.short_url)} onClose={onClose}>
      <QrCode value={link.short_url} fileName={link.alias ?? String(link.id)} />
      <div class="manager-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('managerClose')}
        </button>
      </div>
    </Dialog>
  );
}
