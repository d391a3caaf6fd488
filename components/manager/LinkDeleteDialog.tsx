import { deleteLink, type LinkActionDeps } from '../../lib/actions';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { ConfirmDialog } from '../ConfirmDialog';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Props {
  link: Link;
  actions: LinkActionDeps;
  onDeleted(id: number): void;
  onClose(): void;
}

/** Deletes after confirmation; the row goes only when the server confirms the deletion (or no longer has the link). */
export function LinkDeleteDialog({ link, actions, onDeleted, onClose }: Props) {
  const { busy, error, confirm } = useConfirmedDelete(
    () => deleteLink(actions, link.id),
    () => {
      onDeleted(link.id);
      onClose();
    },
  );

  return (
    <ConfirmDialog title={t('managerDeleteLinkTitle')} confirmLabel={t('managerDelete')} busy={busy} error={error} onConfirm={confirm} onCancel={onClose}>
      <p>{t('managerDeleteLinkQuestion', link.short_url)}</p>
      <p class="hint manager-url">{link.url}</p>
    </ConfirmDialog>
  );
}
