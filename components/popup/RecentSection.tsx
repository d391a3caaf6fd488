import type { ApiClient } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useLazy } from './lazy';

const loadPanel = () => import('./RecentPanel').then((m) => m.RecentPanel);

/**
 * "Recent links" and their search below the page's own form, in sight from the start (the panel
 * brings its own heading); its code loads after the first paint.
 */
export function RecentSection({ client }: { client: ApiClient }) {
  const Panel = useLazy(loadPanel, true);
  return (
    <div class="recent-section">
      {Panel === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
      {Panel && Panel !== 'failed' && <Panel client={client} />}
    </div>
  );
}
