import type { ComponentChildren } from 'preact';
import type { ApiErrorData } from '../lib/api/errors';
import { t } from '../lib/i18n';
import { Dialog } from './Dialog';
import { SETTINGS_HREF } from '../lib/manager/route';
import { ErrorNotice } from './ErrorNotice';

interface Props {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  /** "Cancel" unless the question needs clearer words ("Keep editing"). */
  cancelLabel?: string;
  busy: boolean;
  /** Not ready to confirm yet (e.g. still counting what the deletion touches). */
  waiting?: boolean;
  error: ApiErrorData | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a destructive action; the action's error stays in the dialog. Cancel has focus first. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busy, waiting, error, onConfirm, onCancel }: Props) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <div class="manager-dialog-body">{children}</div>
      {error && <ErrorNotice problem={error} settings={SETTINGS_HREF} />}
      <div class="manager-dialog-actions">
        <button type="button" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('managerCancel')}
        </button>
        <button type="button" class="danger" onClick={onConfirm} disabled={busy || waiting} aria-busy={busy}>
          {busy ? t('managerWorking') : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
