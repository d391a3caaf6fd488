import { useEffect, useState } from 'preact/hooks';
import { loadApiKey, originOf, settingsOf, type AllSettings, type Settings } from '../../lib/settings';
import { BackupSection } from './backup/BackupSection';
import { AccessStatus } from './AccessStatus';
import { ClipboardPermission } from './ClipboardPermission';
import { ConnectionSection } from './ConnectionSection';
import { DefaultsSection } from './DefaultsSection';
import { useHostPermission, useSettings } from './hooks';
import { Welcome } from './Welcome';

/** The first view of the options page: the connection, the access it has, the defaults and presets, the backup. */
export function SettingsView({ welcome }: { welcome: boolean }) {
  const settings = useSettings();
  const [initial, setInitial] = useState<{ settings: Settings; key: string } | null>(null);
  const [stamp, setStamp] = useState(0);
  /** Changes when an import replaced what the connection form started from: the form starts again. */
  const [imports, setImports] = useState(0);
  const origin = originOf(settings?.instanceUrl ?? '');
  const granted = useHostPermission(origin);

  // The form starts from what is saved, once: later saves (or other tabs) must not overwrite typing.
  useEffect(() => {
    if (!settings || initial) return;
    void loadApiKey(settings.profileId, origin).then((key) => setInitial({ settings, key: key ?? '' }));
  }, [settings, initial, origin]);

  const imported = (all: AllSettings) => {
    const next = settingsOf(all);
    void loadApiKey(next.profileId, originOf(next.instanceUrl)).then((key) => {
      setInitial({ settings: next, key: key ?? '' });
      setImports((n) => n + 1);
      setStamp((n) => n + 1);
    });
  };

  if (!settings || !initial) return null;
  return (
    <>
      {welcome && <Welcome />}
      <ConnectionSection
        key={imports}
        initialUrl={initial.settings.instanceUrl}
        initialKey={initial.key}
        initialRemember={initial.settings.rememberKey}
        onSaved={() => setStamp((n) => n + 1)}
      />
      {origin && <AccessStatus origin={origin} granted={granted} />}
      <ClipboardPermission />
      <DefaultsSection settings={settings} stamp={stamp} />
      <BackupSection onImported={imported} />
    </>
  );
}
