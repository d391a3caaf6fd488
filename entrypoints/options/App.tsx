import { OptionsPage } from '../../components/options/OptionsPage';

export function App() {
  return <OptionsPage welcome={new URLSearchParams(location.search).get('welcome') === '1'} />;
}
