import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { startPopup, type PopupStart } from '../../lib/popup-start';
import { openPopupWindow, type TargetTab } from '../../lib/tab-url';
import { useEarlyViewHandoff } from './early-view';
import { useLazy } from './lazy';
import { RecentSection } from './RecentSection';
import { ShortenPanel } from './ShortenPanel';
import { useStart } from './use-start';
import type { ConnectionProblem } from './NotConfigured';

const loadNotices = () => import('./AfterPaint').then((m) => m.AfterPaint);
const connectionView = () => import('./NotConfigured');
const loadNotConfigured = () => connectionView().then((m) => m.NotConfigured);

/**
 * The toolbar popup, or the same in a window of its own (`popup.html?tab=<id>&token=…`), from
 * what its start read and sent (entrypoints/popup/main.ts); `search` starts it here instead.
 */
export function Popup(props: { start: PopupStart } | { search: string }) {
  const [handoff] = useState(() => ('start' in props ? props.start : startPopup(props.search).start));
  const start = useStart(handoff);
  const Notices = useLazy(loadNotices, true);
  // The tab the start found (in a window of its own: the one its one-time token named), for the profile switch.
  const [bound, setBound] = useState<TargetTab | undefined>(undefined);
  useEffect(() => void handoff.read.then((read) => setBound(read.tab), () => undefined), [handoff]);
  // A first request that shows the connection broken (a rejected key, no server…) replaces the
  // form: it could only fail, and its empty choices would look like the user's to fix.
  const [problem, setProblem] = useState<ConnectionProblem | null>(null);
  useEffect(() => {
    if (start.kind === 'ready') start.duplicate.catch((error) => connectionView().then((m) => m.brokenBy(error, start.client, start)).then(setProblem, () => undefined));
  }, [start]);
  const fix = start.kind === 'not-configured' || problem !== null;
  const NotConfigured = useLazy(loadNotConfigured, fix);
  const tab = start.kind === 'ready' || start.kind === 'unshortenable' ? start.tab : undefined;
  const canDetach = start.kind === 'ready' && tab?.id !== undefined && !tab.detached;
  // A ready popup hands over in ShortenPanel, once it shows the link or the form.
  useEarlyViewHandoff(start.kind === 'unshortenable' || (fix && NotConfigured !== null));
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
      {Notices && Notices !== 'failed' && <Notices tab={bound} />}
      {(start.kind === 'loading' || (fix && NotConfigured === null)) && <p class="hint">{t('popupLoading')}</p>}
      {fix && NotConfigured === 'failed' && <p role="alert">{t('popupLoadFailed')}</p>}
      {fix && NotConfigured && NotConfigured !== 'failed' && <NotConfigured problem={problem} />}
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
      {start.kind === 'ready' && !problem && (
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
      {(start.kind === 'ready' || start.kind === 'unshortenable') && !problem && <RecentSection client={start.client} />}
    </main>
  );
}
