import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { removeClipboardPermission, requestClipboardPermission, watchClipboardPermission } from '../../lib/permissions/permissions';
import { useShortcuts } from './hooks';

/**
 * "Copy links made from the context menu and keyboard shortcut": the optional clipboardWrite
 * permission, optional on both browsers because both warn about it at install. Said first as what
 * it enables, then the box, which shows whether the permission is held, live (a change in the
 * browser's extension settings shows at once), and says the same on both browsers. The first
 * run's last step and the settings' "Context menu and shortcuts" both show it, under `heading`.
 */
export function ClipboardPermission({ heading }: { heading: string }) {
  const [granted, setGranted] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  const shortcuts = useShortcuts();
  useEffect(() => watchClipboardPermission(setGranted), []);

  const onChange = (event: Event) => {
    const box = event.currentTarget as HTMLInputElement;
    const want = box.checked;
    // First and synchronous: the browser shows the prompt only while the click's gesture lasts.
    const answer = want ? requestClipboardPermission() : removeClipboardPermission().then(() => false);
    // The box follows the permission, not the click: it changes once the browser says so.
    box.checked = granted === true;
    setDenied(false);
    void answer.then((held) => want && setDenied(!held));
  };

  return (
    <section aria-labelledby="clipboard-heading">
      <h3 id="clipboard-heading">{heading}</h3>
      <p>{t('optionsClipboardEnables', shortcuts?.shortenPage || t('optionsTheShortcut'))}</p>
      <label class="check">
        <input type="checkbox" checked={granted === true} disabled={granted === null} aria-describedby="clipboard-hint" onChange={onChange} />
        {t('optionsClipboardCopy')}
      </label>
      <p id="clipboard-hint" class="hint">
        {t('optionsClipboardHint')}
      </p>
      {denied && <p role="alert">{t('optionsClipboardDenied')}</p>}
    </section>
  );
}
