import { t } from '../../lib/i18n';

export function App() {
  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
    </main>
  );
}
