import { render } from 'preact';
import '../../components/theme.css';
import './popup.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
