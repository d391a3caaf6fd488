import { t } from '../../lib/i18n';

export function App() {
  return (
    <main class="popup">
      <h1>{t('popupTitle')}</h1>
    </main>
  );
}
