import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { requestClipboardPermission, watchClipboardPermission } from '../../lib/permissions';

/**
 * The first run's welcome: connecting, then (on Chrome) the clipboard permission in a step of its
 * own, with the reason, so links made from the context menu and the keyboard shortcut are copied
 * from the first day. Firefox is pointed to the Clipboard box instead.
 */
export function Welcome() {
  return (
    <section class="welcome" aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">{t('optionsWelcomeTitle')}</h2>
      <p>{t('optionsWelcomeText')}</p>
      {import.meta.env.FIREFOX ? <p>{t('optionsWelcomeClipboardFirefox')}</p> : <ClipboardStep />}
    </section>
  );
}

function ClipboardStep() {
  const [granted, setGranted] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  useEffect(() => watchClipboardPermission(setGranted), []);
  return (
    <div aria-labelledby="welcome-clipboard-heading" role="group">
      <h3 id="welcome-clipboard-heading">{t('optionsWelcomeClipboardTitle')}</h3>
      <p id="welcome-clipboard-text">{t('optionsWelcomeClipboardText')}</p>
      {granted ? (
        <p class="ok" role="status">
          {t('optionsWelcomeClipboardDone')}
        </p>
      ) : (
        <button
          type="button"
          aria-describedby="welcome-clipboard-text"
          disabled={granted === null}
          // The request comes first and synchronously: the prompt needs the click's gesture.
          onClick={() => void requestClipboardPermission().then((held) => setDenied(!held))}
        >
          {t('optionsWelcomeClipboardAllow')}
        </button>
      )}
      {denied && !granted && <p role="alert">{t('optionsClipboardDenied')}</p>}
    </div>
  );
}
