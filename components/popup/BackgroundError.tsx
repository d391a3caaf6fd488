import { t } from '../../lib/i18n';
import type { BackgroundError as Failure } from './data';

/**
 * The last failure of a shorten without the popup (context menu, keyboard command, omnibox),
 * naming the page it was about, shown once — it is removed from storage as it is read — and
 * dismissible.
 */
export function BackgroundError({ failure, onDismiss }: { failure: Failure; onDismiss(): void }) {
  return (
    <div class="notice background-error" role="alert">
      <p>{t('popupBackgroundFailed')}</p>
      <p>{failure.message}</p>
      {failure.url && <p class="detail">{t('popupNoticePage', failure.url)}</p>}
      <button type="button" onClick={onDismiss}>
        {t('popupDismiss')}
      </button>
    </div>
  );
}
