import { useLayoutEffect } from 'preact/hooks';

/**
 * The popup's first script may have shown the short link already (lib/boot/view.ts), in `#boot`,
 * while the app stays hidden (popup.css). Once the app's own view is ready, the boot's goes —
 * before the browser paints, so the two never show together and nothing flickers.
 */
export function useBootHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) document.getElementById('boot')?.remove();
  }, [ready]);
}
