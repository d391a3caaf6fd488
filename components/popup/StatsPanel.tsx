import type { ApiClient } from '../../lib/api';
import { StatsView } from '../stats/StatsView';
import { openOptions } from './open-options';

/** A link's statistics (the result's, or a recent row's: `id` tells them apart), loaded with this chunk only when asked for. */
export function StatsPanel({ client, linkId, timeZone, id = 'result-stats' }: { client: ApiClient; linkId: number; timeZone: string | null; id?: string }) {
  return (
    <section class="stats-panel" id={id}>
      <StatsView client={client} linkId={linkId} timeZone={timeZone} settings={openOptions} />
    </section>
  );
}
