import type { BulkQuestion } from '../../lib/manager/bulk-confirm';
import { t } from '../../lib/i18n';
import { ConfirmDialog } from '../ConfirmDialog';

interface Props {
  question: BulkQuestion | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks once before Disable, Enable or Expire on more than a few links: how many, what is lost (lib/manager/bulk-confirm.ts), and the pace. */
export function BulkConfirmDialog({ question, onConfirm, onClose }: Props) {
  if (!question) return null;
  return (
    <ConfirmDialog title={question.title} confirmLabel={question.confirm} busy={false} error={null} onConfirm={onConfirm} onCancel={onClose}>
      {question.lost && <p class="manager-ask-lost">{question.lost}</p>}
      <p>{question.kept}</p>
      <p class="hint">{t('managerSelectionPaced')}</p>
    </ConfirmDialog>
  );
}
