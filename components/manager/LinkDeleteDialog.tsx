import { useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  link: Link;
  client: ApiClient;
  onDeleted(id: number): void;
  onClose(): void;
}

/** Deletes after confirmation; the row goes only when the server confirms the deletion. */
export function LinkDeleteDialog({ link, client, onDeleted, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await client.links.delete(link.id);
      if (result.deleted === false) {
        setError({ name: 'HttpError', message: 'The server answered that the link was not deleted.' });
        setBusy(false);
        return;
      }
      onDeleted(link.id);
      onClose();
    } catch (failure) {
      setError(toErrorData(failure));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={t('managerDeleteLinkTitle')}
      confirmLabel={t('managerDelete')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('managerDeleteLinkQuestion', link.short_url)}</p>
      <p class="hint manager-url">{link.url}</p>
    </ConfirmDialog>
  );
}
