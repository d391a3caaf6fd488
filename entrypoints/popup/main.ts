/**
 * The popup's one entry: the start reads what the popup needs and, with "Shorten as soon as the
 * popup opens", shortens the page at once (lib/popup-start); then the app is loaded and handed
 * what the start read and sent.
 */
import '../../components/theme.css';
import './popup.css';
import { startPopup } from '../../lib/popup-start';
import { announcePresence } from '../../lib/user-activity';

const { start, appMayLoad } = startPopup(location.search, document);
void appMayLoad
  .then(() => import('./app'))
  .then(({ mountApp }) => mountApp(start, document.getElementById('app')!))
  // While the popup is open the link index's refresh leaves the server to it; its closing says
  // when to go on. Said after the shorten, so waking the background never competes with it.
  .then(announcePresence);
