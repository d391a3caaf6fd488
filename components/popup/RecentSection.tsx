import type { ApiClient } from '../../lib/api';
import { RecentPanel } from './RecentPanel';

/**
 * "Recent links" and their search below the page's own form (the panel brings its own heading);
 * it shows once `wanted`: when the shorten's first requests are answered (use-flow.ts
 * `useSettled`), so its own requests wait for them.
 */
export function RecentSection({ client, profileId, wanted }: { client: ApiClient; profileId: string; wanted: boolean }) {
  return <div class="recent-section">{wanted && <RecentPanel client={client} profileId={profileId} />}</div>;
}
