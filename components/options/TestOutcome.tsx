import { useState } from 'preact/hooks';
import type { ConnectionOutcome } from '../../lib/connection-test';
import { t } from '../../lib/i18n';
import { requestHostPermission } from '../../lib/permissions';
import { canAskHostAccess } from '../../lib/settings';
import { outcomeText } from './outcome-text';

/** The result of "Test connection": success as a status, anything else as an alert. */
export function TestOutcome({ outcome, origin }: { outcome: ConnectionOutcome; origin: string }) {
  const { text, status } = outcomeText(outcome);
  const ok = outcome.kind === 'connected';
  return (
    <div class={ok ? 'outcome ok' : 'outcome error'} role={ok ? 'status' : 'alert'}>
      <p>{text}</p>
      {status !== undefined && <p class="hint">{t('optionsOutcomeStatus', String(status))}</p>}
      {outcome.kind === 'cors-refused' && canAskHostAccess(origin) && <GrantButton origin={origin} />}
    </div>
  );
}

/** Asks for `origin` straight from the click (the prompt needs the gesture). */
export function GrantButton({ origin }: { origin: string }) {
  const [denied, setDenied] = useState(false);
  return (
    <>
      <button type="button" onClick={() => void requestHostPermission(origin).then((granted) => setDenied(!granted))}>
        {t('optionsGrantAccess')}
      </button>
      {denied && <p class="hint">{t('optionsGrantDenied')}</p>}
    </>
  );
}
