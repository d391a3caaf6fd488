import { t } from '../../lib/i18n';
import { canAskHostAccess } from '../../lib/settings';
import { GrantButton } from '../GrantButton';

/**
 * Whether Linklet may reach the saved instance without CORS, kept live (a revocation in the
 * browser's settings shows here at once). Without access it still works where the server
 * answers cross-origin requests, and says so.
 */
export function AccessStatus({ origin, granted }: { origin: string; granted: boolean | null }) {
  if (!canAskHostAccess(origin)) {
    return (
      <section aria-labelledby="access-heading">
        <h3 id="access-heading">{t('optionsAccessHeading')}</h3>
        <p>{t('optionsAccessUnavailable', origin)}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="access-heading">
      <h3 id="access-heading">{t('optionsAccessHeading')}</h3>
      <div role="status">
        {granted === null && <p class="hint">{t('optionsAccessChecking', origin)}</p>}
        {granted === true && <p class="ok">{t('optionsAccessGranted', origin)}</p>}
        {granted === false && <p>{t('optionsAccessNotGranted', origin)}</p>}
      </div>
      {granted === false && <GrantButton origin={origin} />}
    </section>
  );
}
