import { useState } from 'preact/hooks';
import { copyText } from '../../lib/clipboard/page';
import { t } from '../../lib/i18n';
import { clearBackgroundResult, markResultCopied, type BackgroundResult as Result } from './data';

const MADE = { 'context-menu': 'popupMadeFromMenu', command: 'popupMadeFromCommand', omnibox: 'popupMadeFromOmnibox', queue: 'popupMadeFromQueue' } as const;

/**
 * A link made from the context menu, the keyboard shortcut or the address bar that the
 * background could not copy (without the optional clipboardWrite permission, on either browser),
 * naming the page, with Copy: the popup has focus, so it may copy. Offered until copied or dismissed.
 */
export function BackgroundResult({ result: shown, onDismiss: hide }: { result: Result; onDismiss(): void }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  const onCopy = async () => {
    const copied = await copyText(shown.shortUrl);
    setCopy(copied ? 'copied' : 'failed');
    if (copied) await markResultCopied(shown.shortUrl);
  };
  const onDismiss = () => {
    hide();
    void clearBackgroundResult();
  };
  return (
    <div class="notice background-result">
      <p id="background-result-text">{t(MADE[shown.source], shown.shortUrl)}</p>
      <p class="detail">{t('popupNoticePage', shown.url)}</p>
      <div class="actions">
        <button type="button" class="primary" aria-describedby="background-result-text" onClick={() => void onCopy()}>
          {t('popupCopy')}
        </button>
        <button type="button" aria-describedby="background-result-text" onClick={onDismiss}>
          {t('popupDismiss')}
        </button>
      </div>
      <p role="status" class="status">
        {copy === 'copied' ? t('popupCopied') : ''}
      </p>
      {copy === 'failed' && <p role="alert">{t('popupCopyFailed')}</p>}
    </div>
  );
}
