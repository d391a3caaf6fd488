import { t } from '../../lib/i18n';
import { diagnose, isBroken, outcomeOfFailure, type Diagnosis } from '../../lib/connection-state';
import type { ApiClient } from '../../lib/api';
import { requestHostPermission } from '../../lib/permissions';
import { openOptions } from './ErrorNotice';

/** A broken connection as the popup shows it: the settings' words, and where the fix is. */
export type ConnectionProblem = Diagnosis & { origin: string };

/**
 * What a failed first request says about the connection: a problem that stops everything (a
 * rejected key, an unreachable server…), or null when the form can go on (a slow server, say).
 */
export async function brokenBy(error: unknown, api: ApiClient): Promise<ConnectionProblem | null> {
  const diagnosis = diagnose(await outcomeOfFailure(error, api.baseUrl));
  return isBroken(diagnosis) ? { ...diagnosis, origin: api.origin } : null;
}

/**
 * Before an instance and key are set, or once the connection turned out broken, there is
 * nothing else to do here but fix it: said in the words of the settings, with the fix.
 */
export function NotConfigured({ problem }: { problem?: ConnectionProblem | null }) {
  const shown = problem ?? { ...diagnose({ kind: 'no-key' }), origin: '' };
  const unset = shown.state === 'no-key';
  return (
    <section class="not-configured" aria-labelledby="not-configured-title">
      <h2 id="not-configured-title">{t(unset ? 'popupNotConfiguredTitle' : 'popupConnectionTitle')}</h2>
      <p role={unset ? undefined : 'alert'}>{t(shown.message)}</p>
      {shown.fix === 'grantAccess' && (
        <button type="button" class="primary" onClick={() => void requestHostPermission(shown.origin)} autoFocus>
          {t('popupGrantAccess')}
        </button>
      )}
      {shown.fix === 'openSettings' && (
        <button type="button" class="primary" onClick={openOptions} autoFocus>
          {t('popupOpenSettings')}
        </button>
      )}
    </section>
  );
}
