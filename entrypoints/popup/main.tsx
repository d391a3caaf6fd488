/**
 * The popup's one entry, one module graph: the start reads what the popup needs and starts the
 * shorten (lib/popup/start.ts), whose requests leave before the first render; then the app
 * renders the flow's states.
 */
import '../../components/theme.css';
import './popup.css';
import { render } from 'preact';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Popup } from '../../components/popup/Popup';
import { startPopup } from '../../lib/popup/start';
import { announcePresence } from '../../lib/background/user-activity';

void startPopup(location.search).then((start) => {
  render(
    <ErrorBoundary>
      <Popup start={start} />
    </ErrorBoundary>,
    document.getElementById('app')!,
  );
  // While the popup is open the link index's refresh leaves the server to it; its closing says
  // when to go on. Said after the requests left, so waking the background never delays them.
  announcePresence();
});
