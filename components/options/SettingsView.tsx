import { useEffect, useState } from 'preact/hooks';
import { loadApiKey, originOf, type Settings } from '../../lib/settings';
import { AccessStatus } from './AccessStatus';
import { ClipboardPermission } from './ClipboardPermission';
import { ConnectionSection } from './ConnectionSection';
import { DefaultsSection } from './DefaultsSection';
import { useHostPermission, useSettings } from './hooks';
import { Welcome } from './Welcome';

/** The first view of the options page: the connection, the access it has, the defaults. */
export function SettingsView({ welcome }: { welcome: boolean }) {
  const settings = useSettings();
  const [initial, setInitial] = useState<{ settings: Settings; key: string } | null>(null);
  const [stamp, setStamp] = useState(0);
  const origin = originOf(settings?.instanceUrl ?? '');
  const granted = useHostPermission(origin);

  // The form starts from what is saved, once: later saves (or other tabs) must not overwrite typing.
  useEffect(() => {
    if (!settings || initial) return;
    void loadApiKey(settings.profileId, origin).then((key) => setInitial({ settings, key: key ?? '' }));
  }, [settings, initial, origin]);

  if (!settings || !initial) return null;
  return (
    <>
      {welcome && <Welcome />}
      <ConnectionSection
        initialUrl={initial.settings.instanceUrl}
        initialKey={initial.key}
        initialRemember={initial.settings.rememberKey}
        onSaved={() => setStamp((n) => n + 1)}
      />
      {origin && <AccessStatus origin={origin} granted={granted} />}
      <ClipboardPermission />
      <DefaultsSection settings={settings} stamp={stamp} />
    </>
  );
}
