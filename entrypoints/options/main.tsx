import { render } from 'preact';
import '../../components/theme.css';
import '../../components/options/options.css';
import { answerWhileBusy } from '../../lib/background/user-activity';
import { messagesLocale } from '../../lib/i18n';
import { App } from './App';

// The page says the language its messages are in, so a screen reader speaks them in it.
document.documentElement.lang = messagesLocale();

// The link index's refresh waits while this page's requests (a save, a list, a search) are on their way.
answerWhileBusy();

render(<App />, document.getElementById('app')!);
