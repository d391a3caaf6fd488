import { Popup } from '../../components/popup/Popup';

/** `?tab=<id>` when the popup was opened as a window of its own. */
export function App() {
  return <Popup search={location.search} />;
}
