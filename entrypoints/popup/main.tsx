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
import { answerWhileBusy } from '../../lib/background/user-activity';
import { messagesLocale } from '../../lib/i18n';

// The page says the language its messages are in, so a screen reader speaks them in it.
document.documentElement.lang = messagesLocale();
// Before the first request: the link index's refresh waits while this popup's requests are on their way.
answerWhileBusy();
void startPopup(location.search).then((start) => {
  render(
    <ErrorBoundary>
      <Popup start={start} />
    </ErrorBoundary>,
    document.getElementById('app')!,
  );
});
