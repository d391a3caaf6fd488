import { useEffect, useState } from 'preact/hooks';
import { loadApiKey, originOf, settingsOf, type AllSettings, type Settings } from '../../lib/settings';
import { BackupSection } from './backup/BackupSection';
import { AccessStatus } from './AccessStatus';
import { ClipboardPermission } from './ClipboardPermission';
import { ConnectionSection } from './ConnectionSection';
import type { UnsavedConnection } from './use-connection-form';
import { DefaultsSection } from './DefaultsSection';
import { useAllSettings, useHostPermission } from './hooks';
import { ProfilesSection } from './ProfilesSection';
import { Welcome } from './Welcome';

/** The first view of the options page: the profiles, the active one's connection, the access it has, its defaults and presets; the backup. */
export function SettingsView({ welcome }: { welcome: boolean }) {
  const all = useAllSettings();
  const settings = all && settingsOf(all);
  const [initial, setInitial] = useState<{ settings: Settings; key: string } | null>(null);
  /** What was typed in each profile's Connection form and not saved (see UnsavedConnection). */
  const [unsaved] = useState(() => new Map<string, UnsavedConnection>());
  /** Changes when an import replaced what the connection form started from: the form starts again. */
  const [imports, setImports] = useState(0);
  const origin = originOf(settings?.instanceUrl ?? '');
  const granted = useHostPermission(origin);

  // The form starts from what is saved, once per profile: later saves (or other tabs) must not
  // overwrite typing, but another profile made active is another form.
  const profileId = settings?.profileId;
  useEffect(() => {
    if (!settings || initial?.settings.profileId === profileId) return;
    void loadApiKey(settings.profileId, origin).then((key) => setInitial({ settings, key: key ?? '' }));
  }, [profileId, initial, origin]);

  const imported = (next: AllSettings) => {
    // The forms start again from what was imported: typing left in other profiles' forms goes too.
    unsaved.clear();
    const active = settingsOf(next);
    void loadApiKey(active.profileId, originOf(active.instanceUrl)).then((key) => {
      setInitial({ settings: active, key: key ?? '' });
      setImports((n) => n + 1);
    });
  };

  if (!all || !settings) return null;
  // The list stays while another profile's form is read, so focus stays on what was clicked.
  const ready = initial?.settings.profileId === settings.profileId;
  return (
    <>
      {welcome && <Welcome />}
      <ProfilesSection all={all} />
      {ready && initial && <ProfileSections key={imports} settings={settings} initial={initial} origin={origin} granted={granted} unsaved={unsaved} />}
      <BackupSection onImported={imported} />
    </>
  );
}

interface ProfileSectionsProps {
  settings: Settings;
  initial: { settings: Settings; key: string };
  origin: string;
  granted: boolean | null;
  unsaved: Map<string, UnsavedConnection>;
}

/** The active profile's connection, the access it has, its defaults. */
function ProfileSections({ settings, initial, origin, granted, unsaved }: ProfileSectionsProps) {
  const [stamp, setStamp] = useState(0);
  return (
    <>
      <ConnectionSection
        key={settings.profileId}
        profileId={settings.profileId}
        unsaved={unsaved}
        initialUrl={initial.settings.instanceUrl}
        initialKey={initial.key}
        initialRemember={initial.settings.rememberKey}
        initialPlainHttpOrigin={initial.settings.plainHttpOrigin}
        onSaved={() => setStamp((n) => n + 1)}
      />
      {origin && <AccessStatus origin={origin} granted={granted} />}
      <ClipboardPermission />
      <DefaultsSection settings={settings} stamp={stamp} />
    </>
  );
}
