import { BackgroundError } from './BackgroundError';
import { BackgroundResult } from './BackgroundResult';
import './popup-parts.css';

/**
 * What the background left for the popup: a failed shorten, or a link it could not copy. Loaded
 * after the first paint (Popup.tsx): both read storage first anyway, and usually find nothing.
 */
export function BackgroundNotices() {
  return (
    <>
      <BackgroundError />
      <BackgroundResult />
    </>
  );
}
