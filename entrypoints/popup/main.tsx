import '../../components/theme.css';
import './popup.css';
import { appMayStart, findBoot } from '../../lib/boot/state';

// The popup's first script (popup-boot.js) may be sending the store request: the app is loaded
// and started once it is done, or has had its moment (lib/boot/state.ts), so the app's own start
// never delays it. Without that script's work to wait for, the app starts at once.
void appMayStart(findBoot()).then(() => import('./start'));
