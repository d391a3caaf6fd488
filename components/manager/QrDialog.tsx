import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { Dialog } from '../Dialog';

type QrCodeComponent = FunctionComponent<{ value: string; fileName?: string }>;

interface Props {
  link: Link;
  onClose(): void;
}

/** The row's QR code; the encoder is loaded on first use, not with the options page. */
export function QrDialog({ link, onClose }: Props) {
  const [QrCode, setQrCode] = useState<QrCodeComponent | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('../QrCode').then(
      (module) => live && setQrCode(() => module.QrCode),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Dialog title={t('managerQrTitle', link.short_url)} onClose={onClose}>
      {QrCode ? (
        <QrCode value={link.short_url} fileName={link.alias ?? String(link.id)} />
      ) : failed ? (
        <p role="alert" class="manager-error">
          {t('managerQrFailed')}
        </p>
      ) : (
        <p role="status" class="hint">
          {t('managerLoading')}
        </p>
      )}
      <div class="manager-dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('managerClose')}
        </button>
      </div>
    </Dialog>
  );
}
