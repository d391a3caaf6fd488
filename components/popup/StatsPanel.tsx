import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import { StatsView } from '../stats/StatsView';
import { ErrorNotice } from './ErrorNotice';

const Notice = (props: { error: ApiErrorData; onRetry(): void }) => <ErrorNotice {...props} />;

/** A link's statistics (the result's, or a recent row's: `id` tells them apart), loaded with this chunk only when asked for. */
export function StatsPanel({ client, linkId, timeZone, id = 'result-stats' }: { client: ApiClient; linkId: number; timeZone: string | null; id?: string }) {
  return (
    <section class="stats-panel" id={id}>
      <StatsView client={client} linkId={linkId} timeZone={timeZone} Notice={Notice} />
    </section>
  );
}
