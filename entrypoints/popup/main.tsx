import { render } from 'preact';
import '../../components/theme.css';
import './popup.css';
import { appMayStart, findBoot } from '../../lib/boot/state';
import { App } from './App';

// A release build loads this module from the popup's first script once that script is done
// (lib/boot/app-loader.ts), after the page is parsed; a development build's popup.html loads it
// at once, so it waits the same way here (lib/boot/state.ts).
void appMayStart(findBoot()).then(() => render(<App />, document.getElementById('app')!));
