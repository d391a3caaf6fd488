import type { ApiClient } from '../../lib/api/client';
import { t } from '../../lib/i18n';
import { ErrorNotice } from '../ErrorNotice';
import { StatsView } from '../stats/StatsView';
import { useVersioned } from '../use-session';
import { openOptions } from './open-options';

/**
 * A link's statistics (the result's, or a recent row's: `id` tells them apart), loaded with this
 * chunk only when asked for. Their names depend on the version: asked once it is identified.
 */
export function StatsPanel({ client, linkId, timeZone, id = 'result-stats' }: { client: ApiClient; linkId: number; timeZone: string | null; id?: string }) {
  const instance = useVersioned(client);
  return (
    <section class="stats-panel" id={id}>
      {instance.facts ? (
        <StatsView client={instance.client} linkId={linkId} timeZone={timeZone} settings={openOptions} />
      ) : instance.failure ? (
        <ErrorNotice problem={instance.failure} onRetry={instance.retry} settings={openOptions} />
      ) : (
        <p role="status" class="hint">
          {t('popupLoading')}
        </p>
      )}
    </section>
  );
}
