import { useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useLazy } from './lazy';

const loadPanel = () => import('./RecentPanel').then((m) => m.RecentPanel);

/** "Recent links" below the page's own form, loaded the first time it is opened. */
export function RecentSection({ client }: { client: Promise<ApiClient> }) {
  const [open, setOpen] = useState(false);
  const Panel = useLazy(loadPanel, open);
  return (
    <div class="recent-section">
      <button type="button" class="disclosure" aria-expanded={open} aria-controls="recent-panel" onClick={() => setOpen(!open)}>
        {t('popupRecentLinks')}
      </button>
      {open && (
        <div id="recent-panel">
          {Panel === null && <p class="hint">{t('popupLoading')}</p>}
          {Panel === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
          {Panel && Panel !== 'failed' && <Panel client={client} />}
        </div>
      )}
    </div>
  );
}
