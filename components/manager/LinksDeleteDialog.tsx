import type { Link } from '../../lib/api/schemas';
import { t, tCount } from '../../lib/i18n';
import { shortText } from '../../lib/manager/link-text';
import { ConfirmDialog } from '../ConfirmDialog';

/** The links named in the question; the rest are counted. */
const NAMED = 5;

interface Props {
  links: readonly Link[];
  /** "All N that match" when chosen: the count said, those on the pages shown named. */
  all: number | null;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks once before deleting the selected links, naming them, and says how they are sent: one
 * request per link, at the pace the server allows. The deletions then show in the selection's bar
 * (BulkBar), with Stop, and what each did.
 */
export function LinksDeleteDialog({ links, all, onConfirm, onClose }: Props) {
  const count = all ?? links.length;
  return (
    <ConfirmDialog
      title={tCount(count, { one: 'managerDeleteLinkTitle', other: 'managerDeleteLinksTitle' })}
      confirmLabel={tCount(count, { one: 'managerDeleteLinksOne', other: 'managerDeleteLinksOther' })}
      busy={false}
      error={null}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{t('managerDeleteLinksQuestion')}</p>
      <ul class="manager-delete-list">
        {links.slice(0, NAMED).map((link) => (
          <li key={link.id} class="manager-short">
            {shortText(link.short_url)}
          </li>
        ))}
      </ul>
      {count > NAMED && <p>{t('managerDeleteLinksMore', String(count - NAMED))}</p>}
      <p class="hint">{t('managerSelectionPaced')}</p>
    </ConfirmDialog>
  );
}
