import { ErrorBoundary } from '../../components/ErrorBoundary';
import { OptionsPage } from '../../components/options/OptionsPage';

export function App() {
  return (
    <ErrorBoundary>
      <OptionsPage welcome={new URLSearchParams(location.search).get('welcome') === '1'} />
    </ErrorBoundary>
  );
}
