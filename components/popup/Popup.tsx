import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { PopupStart } from '../../lib/popup/start';
import { openPopupWindow } from '../../lib/url/tab-url';
import { BrandMark } from '../BrandMark';
import type { Problem } from '../../lib/problems/problem';
import { BackgroundNotices } from './BackgroundNotices';
import { brokenBy, NotConfigured } from './NotConfigured';
import { ProfileSwitch } from './ProfileSwitch';
import { RecentSection } from './RecentSection';
import { ShortenPanel } from './ShortenPanel';
import { StaleProfile } from './StaleProfile';
import { useFlow, useSettled } from './use-flow';
import type { ShortenFlow } from '../../lib/shorten/flow';
import { watchOwnProfile, type Stale } from '../../lib/popup/own-profile';

/**
 * The toolbar popup, or the same in a window of its own (`popup.html?tab=<id>&token=…`), from
 * what its start read and started (lib/popup/start.ts).
 */
export function Popup({ start }: { start: PopupStart }) {
  return start.kind === 'ready' ? <ReadyPopup start={start} /> : <Frame start={start} problem={null} />;
}

type Ready = Extract<PopupStart, { kind: 'ready' }>;

function ReadyPopup({ start }: { start: Ready }) {
  const problem = useBrokenConnection(start);
  const settled = useSettled(start.flow);
  const { read } = start;
  const tab = read.tab;
  const blankHint = read.page.ok ? undefined : read.page.reason === 'missing' && tab.detached ? t('popupAddressHidden') : t('popupCannotShorten');
  return (
    <Frame start={start} problem={problem}>
      {/* A window of its own sees a tab's address only while the toolbar button's grant lasts. */}
      <ShortenPanel start={start} blankHint={blankHint} />
      <Notices flow={start.flow} wanted={settled} />
      <RecentSection client={start.client} profileId={read.settings.profileId} wanted={settled} />
    </Frame>
  );
}

/**
 * The popup's header and notices around its body; the connection's problem, when there is one,
 * instead of the body.
 */
function Frame({ start, problem, children }: { start: PopupStart; problem: Problem | null; children?: ComponentChildren }) {
  const tab = start.read.tab;
  const stale = useStale(start.read.settings.profileId);
  const fix = start.kind === 'not-configured' || problem !== null;
  const profiles = start.read.all;
  const canDetach = start.kind === 'ready' && tab.id !== undefined && !tab.detached;
  return (
    <main class="popup">
      <header class="popup-header">
        <h1>
          <BrandMark />
        </h1>
        {canDetach && !stale && (
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
      {/* Another profile active since this popup started: it says so, and its body (kept, not
          lost) is out of reach until the person switches back or reopens it. */}
      {stale && <StaleProfile stale={stale} tab={tab} />}
      <div class="popup-body" hidden={stale !== null}>
        {profiles.profiles.length > 1 && <ProfileSwitch all={profiles} tab={tab} />}
        {fix && <NotConfigured problem={problem} />}
        {!fix && children}
        {start.kind === 'not-configured' && <Notices wanted />}
      </div>
    </main>
  );
}

/** The popup's profile no longer active (lib/popup/own-profile.ts), or null while it is. */
function useStale(profileId: string): Stale | null {
  const [stale, setStale] = useState<Stale | null>(null);
  // Watching from the first render on, not after the first paint: no switch is missed in between.
  useLayoutEffect(() => watchOwnProfile(profileId, setStale), [profileId]);
  return stale;
}

/**
 * What the background left to say, under the page in front's own state (older news than it), once
 * the shorten's requests are answered: they wait for nothing secondary.
 */
function Notices({ flow, wanted }: { flow?: ShortenFlow; wanted: boolean }) {
  return wanted ? <BackgroundNotices flow={flow} /> : null;
}

/**
 * A first request that shows the connection broken (a rejected key, a server that is not the
 * API…) replaces the form: it could only fail, and its empty choices would look like the user's to
 * fix. A server that cannot be reached keeps the form, the recent links and the local search: the
 * failure says so above the form, and what is chosen there can wait in the offline queue.
 */
function useBrokenConnection(start: Ready): Problem | null {
  const [problem, setProblem] = useState<Problem | null>(null);
  const state = useFlow(start.flow);
  // Only the start's failure can replace the form (what the user sent from it keeps it), and
  // not a store whose answer was lost, which says nothing about the connection.
  const error = state.step === 'failed' && state.failure.atStart && !state.failure.unanswered ? state.failure.error : null;
  useEffect(() => {
    if (!error || problem) return;
    void brokenBy(error, start.client).then(
      (found) => found && setProblem(found),
      () => undefined,
    );
  }, [error]);
  return problem;
}
