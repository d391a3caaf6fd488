import { t } from '../../lib/i18n';
import { openOptions } from './ErrorNotice';

/** Before an instance and key are set there is nothing else to do here. */
export function NotConfigured() {
  return (
    <section class="not-configured" aria-labelledby="not-configured-title">
      <h2 id="not-configured-title">{t('popupNotConfiguredTitle')}</h2>
      <p>{t('popupNotConfiguredText')}</p>
      <button type="button" class="primary" onClick={openOptions} autoFocus>
        {t('popupOpenOptions')}
      </button>
    </section>
  );
}
