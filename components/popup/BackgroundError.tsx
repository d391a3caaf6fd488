import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { BackgroundError as Failure } from './data';

/**
 * The last failure of a shorten without the popup (context menu, keyboard command, omnibox),
 * shown once — it is removed from storage as it is read — and dismissible.
 */
export function BackgroundError() {
  const [shown, setShown] = useState<Failure | null>(null);
  useEffect(() => {
    import('./data').then((data) => data.takeBackgroundError()).then(setShown, () => undefined);
  }, []);
  if (!shown) return null;
  return (
    <div class="notice background-error" role="alert">
      <p>{t('popupBackgroundFailed')}</p>
      <p>{shown.message}</p>
      {shown.url && <p class="detail">{shown.url}</p>}
      <button type="button" onClick={() => setShown(null)}>
        {t('popupDismiss')}
      </button>
    </div>
  );
}
