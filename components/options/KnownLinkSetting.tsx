import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { releaseTabsPermission, requestTabsPermission } from '../../lib/permissions/permissions';
import { saveSettings, type Settings } from '../../lib/settings';

/**
 * "Show when the page I'm on already has a short link": ticking it asks for the optional `tabs`
 * permission, and the setting is on only once it is granted; unticking turns it off and gives the
 * permission back.
 */
export function KnownLinkSetting({ settings }: { settings: Settings }) {
  const [denied, setDenied] = useState(false);
  const onChange = (event: Event) => {
    const box = event.currentTarget as HTMLInputElement;
    const want = box.checked;
    // First and synchronous: the browser shows the prompt only while the click's gesture lasts.
    const answer = want ? requestTabsPermission() : Promise.resolve(false);
    // The box follows the saved setting, not the click.
    box.checked = settings.showKnownLink;
    setDenied(false);
    void answer.then(async (granted) => {
      if (want && !granted) setDenied(true);
      const saved = await saveSettings({ showKnownLink: want && granted });
      if (!saved.showKnownLink) await releaseTabsPermission();
    });
  };
  return (
    <>
      <label class="check">
        <input type="checkbox" checked={settings.showKnownLink} aria-describedby="known-link-hint" onChange={onChange} />
        {t('optionsKnownLink')}
      </label>
      <p id="known-link-hint" class="hint">
        {t('optionsKnownLinkHint')}
      </p>
      {denied && <p role="alert">{t('optionsKnownLinkDenied')}</p>}
    </>
  );
}
