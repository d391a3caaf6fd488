import { useLayoutEffect } from 'preact/hooks';

/**
 * The popup's start may have shown the short link already (lib/popup-start/view.ts), in `#early`,
 * while the app stays hidden (popup.css). Once the app's own view is ready, the early one goes —
 * before the browser paints, so the two never show together and nothing flickers.
 */
export function useEarlyViewHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) document.getElementById('early')?.remove();
  }, [ready]);
}
