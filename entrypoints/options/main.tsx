import { render } from 'preact';
import '../../components/theme.css';
import '../../components/options/options.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
