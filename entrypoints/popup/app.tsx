import { render } from 'preact';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Popup } from '../../components/popup/Popup';
import type { PopupStart } from '../../lib/popup-start';

/** The popup's app, given what its start read and sent (entrypoints/popup/main.ts). */
export function mountApp(start: PopupStart, root: HTMLElement): void {
  render(
    <ErrorBoundary>
      <Popup start={start} />
    </ErrorBoundary>,
    root,
  );
}
