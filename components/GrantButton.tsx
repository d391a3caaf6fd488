import { useState } from 'preact/hooks';
import { t } from '../lib/i18n';
import { requestHostPermission } from '../lib/permissions/permissions';

/**
 * Asks for `origin` straight from the click (the prompt needs the gesture). In the popup the
 * prompt closes it; the draft is kept, so reopening goes on.
 */
export function GrantButton({ origin }: { origin: string }) {
  const [denied, setDenied] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void requestHostPermission(origin).then((granted) => setDenied(!granted))}>
        {t('noticeGrantAccess')}
      </button>
      {denied && <p class="hint">{t('optionsGrantDenied')}</p>}
    </>
  );
}
