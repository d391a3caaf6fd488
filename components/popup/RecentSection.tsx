import type { ApiClient } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useLazy } from '../lazy';

const loadPanel = () => import('./RecentPanel').then((m) => m.RecentPanel);

/**
 * "Recent links" and their search below the page's own form (the panel brings its own heading);
 * its code loads once `wanted`: when the shorten's first requests are answered (use-flow.ts
 * `useSettled`).
 */
export function RecentSection({ client, profileId, wanted }: { client: ApiClient; profileId: string; wanted: boolean }) {
  const Panel = useLazy(loadPanel, wanted);
  return (
    <div class="recent-section">
      {Panel === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
      {Panel && Panel !== 'failed' && <Panel client={client} profileId={profileId} />}
    </div>
  );
}
