import { useState } from 'preact/hooks';
import { isApiError, type ApiErrorData } from '../../lib/api/errors';
import { t } from '../../lib/i18n';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { ErrorNotice } from '../ErrorNotice';

export interface DialogSave {
  busy: boolean;
  failure: ApiErrorData | null;
  /** The server's messages that have no field on screen. */
  unplaced: string[];
  /** What the last attempt says without an error ("Nothing changed", "Check the fields"). */
  note: string;
  /** A new attempt: what the last one said goes. */
  start(): void;
  /** Ends the attempt with a note instead of a request. */
  say(note: string): void;
  /** Runs `work` (an action of lib/actions: it answers, never throws) with the submit button busy. */
  sending<T>(work: () => Promise<T>): Promise<T>;
  /** The attempt failed: `failure` said, and the server's messages that have no field on screen. */
  fail(failure: ApiErrorData, unplaced?: string[]): void;
}

/** The save step shared by the link editor and the pixel form. */
export function useDialogSave(): DialogSave {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [note, setNote] = useState('');
  return {
    busy,
    failure,
    unplaced,
    note,
    start() {
      setFailure(null);
      setUnplaced([]);
      setNote('');
    },
    say: setNote,
    async sending(work) {
      setBusy(true);
      try {
        return await work();
      } finally {
        setBusy(false);
      }
    },
    fail(data, messages = []) {
      setUnplaced(messages);
      setFailure(data);
    },
  };
}

interface FooterProps {
  save: DialogSave;
  submitLabel: string;
  onCancel(): void;
  /** A summary above already lists the server's field messages: its refusal is not said twice. */
  summarised?: boolean;
}

/** The end of a dialog's form: what the last save said, Cancel, and the submit button. */
export function DialogSaveFooter({ save, submitLabel, onCancel, summarised }: FooterProps) {
  const refusal = save.failure !== null && (isApiError(save.failure, 'ValidationError') || isApiError(save.failure, 'InputError'));
  return (
    <>
      {save.failure && !(summarised && refusal) && <ErrorNotice problem={save.failure} settings={SETTINGS_HREF} />}
      {save.unplaced.map((message) => (
        <p key={message} role="alert" class="manager-error">
          {message}
        </p>
      ))}
      <p role="status" class="hint">
        {save.note}
      </p>
      <div class="manager-dialog-actions">
        <button type="button" onClick={onCancel}>
          {t('managerCancel')}
        </button>
        <button type="submit" class="primary" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? t('managerSaving') : submitLabel}
        </button>
      </div>
    </>
  );
}
