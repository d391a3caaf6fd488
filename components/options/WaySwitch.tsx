import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { saveSettings, type Settings } from '../../lib/settings';
import { LockedSwitch } from '../Locked';

type Way = 'contextMenu' | 'addressBar';

/**
 * Whether a way into Linklet besides its popup is on: its items in the context menu, the `ln`
 * keyword in the address bar. Saved at once (the background follows); fixed when an
 * organization's policy sets it.
 */
export function WaySwitch({ settings, way, label, locked }: { settings: Settings; way: Way; label: string; locked: boolean }) {
  const [failed, setFailed] = useState('');
  const id = `way-${way}`;
  if (locked) {
    return (
      <LockedSwitch id={id} checked={settings[way]}>
        {label}
      </LockedSwitch>
    );
  }
  return (
    <>
      <label class="check">
        <input
          id={id}
          type="checkbox"
          checked={settings[way]}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            // The box follows the saved setting, not the click.
            event.currentTarget.checked = settings[way];
            setFailed('');
            saveSettings({ [way]: on }).catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
          }}
        />
        {label}
      </label>
      {failed && <p role="alert">{t('optionsSaveFailed', failed)}</p>}
    </>
  );
}
