import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import { StatsView } from '../stats/StatsView';
import { ErrorNotice } from './ErrorNotice';

const Notice = (props: { error: ApiErrorData; onRetry(): void }) => <ErrorNotice {...props} />;

/** The result's statistics, loaded with this chunk only when asked for. */
export function StatsPanel({ client, linkId, timeZone }: { client: ApiClient; linkId: number; timeZone: string | null }) {
  return (
    <section class="stats-panel" id="result-stats">
      <StatsView client={client} linkId={linkId} timeZone={timeZone} Notice={Notice} />
    </section>
  );
}
