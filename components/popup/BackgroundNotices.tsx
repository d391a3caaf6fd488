import { useEffect, useState } from 'preact/hooks';
import { isLinkShown, type ShortenFlow } from '../../lib/shorten/flow';
import { BackgroundError } from './BackgroundError';
import { BackgroundResult } from './BackgroundResult';
import { clearBackgroundResult, takeBackgroundError, takeUncopiedResult, type BackgroundError as Failure, type BackgroundResult as Result } from './data';
import { QueueList } from './QueueList';
import { QueueMade } from './QueueMade';
import './popup-parts.css';

type Notice = { failure: Failure; result?: undefined } | { result: Result; failure?: undefined };

/**
 * What the background left for the popup — a failed shorten, or a link it could not copy — as
 * one notice: the newest (an older one is about a page the user has moved on from, and is
 * forgotten) — and the offline queue's list. Loaded after the first paint (Popup.tsx): it reads
 * storage first anyway, and usually finds nothing. Shown under the page in front's own state, which
 * is the current truth; a failure goes as soon as the popup has shown a link (issue 40: "This page
 * can't be shortened" from an earlier shortcut sat over a page's new link).
 */
export function BackgroundNotices({ flow }: { flow?: ShortenFlow }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  // Once the popup shows a link, anything the background said before is older news: it goes.
  const [superseded, setSuperseded] = useState(false);
  useEffect(() => {
    if (!flow) return;
    const check = () => isLinkShown(flow.state) && setSuperseded(true);
    check();
    return flow.subscribe(check);
  }, [flow]);
  useEffect(() => {
    void Promise.all([takeBackgroundError(), takeUncopiedResult()])
      .then(([failure, result]) => {
        if (failure && result && result.at > failure.at) return { result };
        if (result && failure) void clearBackgroundResult();
        return failure ? { failure } : result ? { result } : null;
      })
      .then(setNotice, () => undefined);
  }, []);
  return (
    <>
      {notice?.failure && !superseded && <BackgroundError failure={notice.failure} onDismiss={() => setNotice(null)} />}
      {notice?.result && <BackgroundResult result={notice.result} onDismiss={() => setNotice(null)} />}
      <QueueMade />
      <QueueList />
    </>
  );
}
