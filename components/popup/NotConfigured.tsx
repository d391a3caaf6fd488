import { t } from '../../lib/i18n';
import { healthOf, needsFix } from '../../lib/connection/health';
import { outcomeOfFailure } from '../../lib/connection/state';
import type { ApiClient } from '../../lib/api';
import { requestHostPermission } from '../../lib/permissions/permissions';
import { describeProblem } from '../../lib/problems/describe';
import type { Problem } from '../../lib/problems/problem';
import { openOptions } from './open-options';

const NOT_CONFIGURED: Problem = { name: 'NotConfigured' };

/**
 * What a failed first request says about the connection, by the session's one verdict
 * (lib/connection/health.ts): the problem when it is refused or not set up, or null when the form
 * can go on (an unreachable server keeps it, with the offline queue).
 */
export async function brokenBy(error: unknown, api: ApiClient): Promise<Problem | null> {
  const outcome = await outcomeOfFailure(error, api.baseUrl);
  return outcome.kind === 'failed' && needsFix(healthOf(outcome.problem)) ? outcome.problem : null;
}

/**
 * Before an instance and key are set, or once the connection turned out broken, there is
 * nothing else to do here but fix it: said in the words of the settings, with the fix.
 */
export function NotConfigured({ problem = NOT_CONFIGURED }: { problem?: Problem | null }) {
  const shown = problem ?? NOT_CONFIGURED;
  const unset = shown.name === 'NotConfigured';
  const { text, way } = describeProblem(shown, { check: true });
  return (
    <section class="not-configured" aria-labelledby="not-configured-title">
      <h2 id="not-configured-title">{t(unset ? 'popupNotConfiguredTitle' : 'popupConnectionTitle')}</h2>
      <p role={unset ? undefined : 'alert'}>{text}</p>
      {way === 'grantAccess' && shown.name === 'CorsRefused' && (
        <button type="button" class="primary" onClick={() => void requestHostPermission(shown.origin)} autoFocus>
          {t('noticeGrantAccess')}
        </button>
      )}
      {way === 'settings' && (
        <button type="button" class="primary" onClick={openOptions} autoFocus>
          {t('noticeOpenSettings')}
        </button>
      )}
    </section>
  );
}
