import { t } from '../../lib/i18n';
import { PinPicture } from './PinPicture';

/** The first run's "Pin Linklet": browsers hide a new toolbar button until it is pinned; where, in words and a picture. */
export function PinStep() {
  const firefox = import.meta.env.FIREFOX;
  return (
    <section aria-labelledby="pin-heading">
      <h3 id="pin-heading">{t('optionsPinHeading')}</h3>
      <p>{firefox ? t('optionsPinTextFirefox') : t('optionsPinText')}</p>
      <PinPicture firefox={firefox} />
    </section>
  );
}
