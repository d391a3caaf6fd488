import { useEffect, useState } from 'preact/hooks';
import { watchPinned, type Pinned } from '../../lib/background/pinned';
import { t } from '../../lib/i18n';
import { PinPicture } from './PinPicture';

/**
 * The first run's "Pin Linklet": browsers hide a new toolbar button until it is pinned; where, in
 * words and a picture. Once the browser says the button is pinned (live: pinning happens in its
 * own menu), the step says so instead; the browser cannot always tell, and then the words stay.
 */
export function PinStep() {
  const firefox = import.meta.env.FIREFOX;
  const [pinned, setPinned] = useState<Pinned>(null);
  useEffect(() => watchPinned(setPinned), []);
  return (
    <section aria-labelledby="pin-heading">
      <h3 id="pin-heading">{t('optionsPinHeading')}</h3>
      {/* Always there, so that the change is announced where the user is looking. */}
      <div class="save-note" aria-live="polite">
        {pinned === true && <p class="ok">{t('optionsPinDone')}</p>}
      </div>
      {pinned !== true && (
        <>
          <p>{firefox ? t('optionsPinTextFirefox') : t('optionsPinText')}</p>
          <PinPicture firefox={firefox} />
        </>
      )}
    </section>
  );
}
