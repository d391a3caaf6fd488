import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Popup } from '../../components/popup/Popup';

/** `?tab=<id>` when the popup was opened as a window of its own. */
export function App() {
  return (
    <ErrorBoundary>
      <Popup search={location.search} />
    </ErrorBoundary>
  );
}
