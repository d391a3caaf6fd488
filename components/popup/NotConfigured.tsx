import { t } from '../../lib/i18n';
import { diagnose, isBroken, outcomeOfFailure, type Diagnosis } from '../../lib/connection-state';
import type { ApiClient } from '../../lib/api';
import { requestHostPermission } from '../../lib/permissions';
import type { Draft } from '../../lib/drafts';
import type { QueueRequest } from '../../lib/queue/queue';
import type { Settings } from '../../lib/settings/schema';
import { defaultCreateInput, prepareCreate } from '../../lib/shorten';
import { openOptions } from './ErrorNotice';
import { QueueOffer } from './QueueOffer';

/**
 * A broken connection as the popup shows it: the settings' words, and where the fix is. `queue`:
 * the server cannot be reached, and the page may wait in the offline queue (with what its draft
 * says, or the defaults).
 */
export type ConnectionProblem = Diagnosis & { origin: string; queue?: QueueRequest };

/**
 * What a failed first request says about the connection: a problem that stops everything (a
 * rejected key, an unreachable server…), or null when the form can go on (a slow server, say).
 */
export async function brokenBy(error: unknown, api: ApiClient, page?: { url: string; settings: Settings; draft?: Draft | null }): Promise<ConnectionProblem | null> {
  const diagnosis = diagnose(await outcomeOfFailure(error, api.baseUrl));
  if (!isBroken(diagnosis)) return null;
  let queue: QueueRequest | undefined;
  try {
    // What the user typed for the page last time (the form it replaces would show it) is what
    // waits, for the popup's profile; a draft the form would refuse waits for the form, not as
    // something else.
    const prepared = page?.draft ? prepareCreate(page.draft.form, api.version) : null;
    const input = diagnosis.state === 'unreachable' && page?.url ? (prepared ? ('input' in prepared ? prepared.input : undefined) : defaultCreateInput(page.settings, page.url)) : undefined;
    if (input) queue = { input, profileId: page!.settings.profileId };
  } catch {
    // No default domain: nothing to queue the page with.
  }
  return { ...diagnosis, origin: api.origin, queue };
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
      {shown.queue && <QueueOffer request={shown.queue} />}
      {shown.fix === 'openSettings' && (
        <button type="button" class="primary" onClick={openOptions} autoFocus>
          {t('popupOpenSettings')}
        </button>
      )}
    </section>
  );
}
