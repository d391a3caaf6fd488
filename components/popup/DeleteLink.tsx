import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import { deleteLink, type IndexNotes } from '../../lib/actions';
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { ErrorNotice } from '../ErrorNotice';
import { openOptions } from './open-options';

interface DeleteLinkProps {
  client: ApiClient;
  /** The popup's index notes (the shorten flow's): the deleted link leaves its search and Recent. */
  index: IndexNotes;
  link: Link;
  onDeleted(id: number): void;
}

/** "Delete", then a confirmation; the link is gone only once the server says so (or no longer has it). */
export function DeleteLink({ client, index, link, onDeleted }: DeleteLinkProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await deleteLink({ client, index }, link.id);
    setBusy(false);
    if (outcome.status === 'failed') setFailure(outcome.error);
    else onDeleted(link.id);
  };

  if (!confirming) {
    return (
      <button type="button" class="danger" ref={openRef} onClick={() => setConfirming(true)}>
        {t('popupDelete')}
      </button>
    );
  }
  return (
    <div class="confirm" role="group" aria-labelledby={`delete-question-${link.id}`}>
      <p id={`delete-question-${link.id}`}>{t('popupDeleteQuestion', link.short_url)}</p>
      <div class="actions">
        <button type="button" class="danger" ref={confirmRef} aria-disabled={busy} onClick={remove}>
          {t('popupDeleteConfirm')}
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          {t('popupCancel')}
        </button>
      </div>
      <ErrorNotice problem={failure} onRetry={remove} settings={openOptions} />
    </div>
  );
}
