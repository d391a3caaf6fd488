import { t } from '../../lib/i18n';
import { openPopupWindow } from '../../lib/tab-url';
import { BackgroundError } from './BackgroundError';
import { BackgroundResult } from './BackgroundResult';
import { NotConfigured } from './NotConfigured';
import { RecentSection } from './RecentSection';
import { ShortenPanel } from './ShortenPanel';
import { useStart } from './use-start';

/** The toolbar popup, or the same in a window of its own (`popup.html?tab=<id>`). */
export function Popup({ search }: { search: string }) {
  const start = useStart(search);
  const tab = start.kind === 'ready' || start.kind === 'unshortenable' ? start.tab : undefined;
  const canDetach = start.kind === 'ready' && tab?.id !== undefined && !tab.detached;
  return (
    <main class="popup" aria-busy={start.kind === 'loading'}>
      <header class="popup-header">
        <h1>{t('popupTitle')}</h1>
        {canDetach && (
          <button
            type="button"
            class="link-button"
            onClick={() => {
              void openPopupWindow(tab.id!).then(() => window.close());
            }}
          >
            {t('popupOpenInWindow')}
          </button>
        )}
      </header>
      <BackgroundError />
      <BackgroundResult />
      {start.kind === 'loading' && <p class="hint">{t('popupLoading')}</p>}
      {start.kind === 'not-configured' && <NotConfigured />}
      {start.kind === 'unshortenable' && (
        <div class="notice">
          <p>{t('popupCannotShorten')}</p>
          {/* A window of its own sees a tab's address only while the toolbar button's grant lasts. */}
          {start.reason === 'missing' && start.tab.detached && <p class="hint">{t('popupAddressHidden')}</p>}
        </div>
      )}
      {start.kind === 'ready' && <ShortenPanel client={start.client} duplicate={start.duplicate} settings={start.settings} url={start.url} title={start.tab.title} />}
      {(start.kind === 'ready' || start.kind === 'unshortenable') && <RecentSection client={start.client} />}
    </main>
  );
}
