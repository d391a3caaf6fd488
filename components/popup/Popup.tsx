import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { startPopup, type PopupStart } from '../../lib/popup-start';
import { openPopupWindow } from '../../lib/tab-url';
import { useEarlyViewHandoff } from './early-view';
import { useLazy } from './lazy';
import { RecentSection } from './RecentSection';
import { ShortenPanel } from './ShortenPanel';
import { useStart } from './use-start';

const loadNotices = () => import('./BackgroundNotices').then((m) => m.BackgroundNotices);
const loadNotConfigured = () => import('./NotConfigured').then((m) => m.NotConfigured);

/**
 * The toolbar popup, or the same in a window of its own (`popup.html?tab=<id>&token=…`), from
 * what its start read and sent (entrypoints/popup/main.ts); `search` starts it here instead.
 */
export function Popup(props: { start: PopupStart } | { search: string }) {
  const [handoff] = useState(() => ('start' in props ? props.start : startPopup(props.search).start));
  const start = useStart(handoff);
  const Notices = useLazy(loadNotices, true);
  const NotConfigured = useLazy(loadNotConfigured, start.kind === 'not-configured');
  const tab = start.kind === 'ready' || start.kind === 'unshortenable' ? start.tab : undefined;
  const canDetach = start.kind === 'ready' && tab?.id !== undefined && !tab.detached;
  // A ready popup hands over in ShortenPanel, once it shows the link or the form.
  useEarlyViewHandoff(start.kind === 'unshortenable' || (start.kind === 'not-configured' && NotConfigured !== null));
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
      {Notices && Notices !== 'failed' && <Notices />}
      {(start.kind === 'loading' || (start.kind === 'not-configured' && NotConfigured === null)) && <p class="hint">{t('popupLoading')}</p>}
      {start.kind === 'not-configured' && NotConfigured === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
      {start.kind === 'not-configured' && NotConfigured && NotConfigured !== 'failed' && <NotConfigured />}
      {start.kind === 'unshortenable' && (
        <ShortenPanel
          client={start.client}
          settings={start.settings}
          draft={start.draft}
          url=""
          // A window of its own sees a tab's address only while the toolbar button's grant lasts.
          blankHint={start.reason === 'missing' && start.tab.detached ? t('popupAddressHidden') : t('popupCannotShorten')}
        />
      )}
      {start.kind === 'ready' && (
        <ShortenPanel
          client={start.client}
          duplicate={start.duplicate}
          store={start.store}
          draft={start.draft}
          settings={start.settings}
          url={start.url}
          title={start.tab.title}
        />
      )}
      {(start.kind === 'ready' || start.kind === 'unshortenable') && <RecentSection client={start.client} />}
    </main>
  );
}
