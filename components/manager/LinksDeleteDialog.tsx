import type { Link } from '../../lib/api/schemas';
import { t, tCount } from '../../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';
import type { SelectionRun } from './use-selection-actions';

/** The links named in the question; the rest are counted. */
const NAMED = 5;

interface Props {
  links: readonly Link[];
  running: SelectionRun | null;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks once before deleting the selected links, naming them, and says how they are sent: one
 * request per link, at the pace the server allows. What each deletion did is said under the table
 * once the dialog closes (SelectionBar).
 */
export function LinksDeleteDialog({ links, running, onConfirm, onClose }: Props) {
  const count = links.length;
  return (
    <ConfirmDialog
      title={tCount(count, { one: 'managerDeleteLinkTitle', other: 'managerDeleteLinksTitle' })}
      confirmLabel={tCount(count, { one: 'managerDeleteLinksOne', other: 'managerDeleteLinksOther' })}
      busy={running !== null}
      error={null}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{t('managerDeleteLinksQuestion')}</p>
      <ul class="manager-delete-list">
        {links.slice(0, NAMED).map((link) => (
          <li key={link.id} class="manager-short">
            {link.short_url}
          </li>
        ))}
      </ul>
      {count > NAMED && <p>{t('managerDeleteLinksMore', String(count - NAMED))}</p>}
      <p class="hint">{t('managerSelectionPaced')}</p>
      <p role="status" class="hint">
        {running ? t('managerSelectionProgress', [String(running.done), String(running.total)]) : ''}
      </p>
    </ConfirmDialog>
  );
}
