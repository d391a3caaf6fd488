import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadApiKey, originOf, settingsOf, type AllSettings, type Settings } from '../../lib/settings';
import { AccessStatus } from './AccessStatus';
import { ConnectionSection } from './ConnectionSection';
import type { UnsavedConnection } from './use-connection-form';
import { DefaultsSection } from './DefaultsSection';
import { useAllSettings, useHostPermission } from './hooks';
import { labelOf } from './ProfilesSection';
import { SettingsSections } from './SettingsSections';
import { Welcome } from './Welcome';
import type { ProfileParts } from './profile-parts';

/** The active profile's connection (with the access it has) and its defaults, which both layouts place. */
/**
 * The first view of the options page. On the first run (`welcome`) it leads: connect, the
 * defaults, pinning the button, the clipboard. Afterwards, sections found at a glance: connection
 * and profiles, defaults and presets, context menu and shortcuts, backup.
 */
export function SettingsView({ welcome }: { welcome: boolean }) {
  const all = useAllSettings();
  const settings = all && settingsOf(all);
  const [initial, setInitial] = useState<{ settings: Settings; key: string } | null>(null);
  /** What was typed in each profile's Connection form and not saved (see UnsavedConnection). */
  const [unsaved] = useState(() => new Map<string, UnsavedConnection>());
  /** Changes when an import replaced what the connection form started from: the form starts again. */
  const [imports, setImports] = useState(0);
  /** Changes after a connection is saved, so the defaults reload their lists with it. */
  const [stamp, setStamp] = useState(0);
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
  // The profile list stays while another profile's form is read, so focus stays on what was clicked.
  const ready = initial?.settings.profileId === settings.profileId ? initial : null;
  const index = all.profiles.findIndex((p) => p.id === settings.profileId);
  // Each profile, and each import, starts its forms and lists again.
  const key = `${settings.profileId}:${imports}`;
  const parts: ProfileParts = {
    connection: ready && (
      <>
        <ConnectionSection
          key={key}
          profileId={settings.profileId}
          profileName={all.profiles.length > 1 ? labelOf(all.profiles[index]!, index) : undefined}
          unsaved={unsaved}
          initialUrl={ready.settings.instanceUrl}
          initialKey={ready.key}
          initialRemember={ready.settings.rememberKey}
          initialPlainHttpOrigin={ready.settings.plainHttpOrigin}
          onSaved={() => setStamp((n) => n + 1)}
        />
        {origin && <AccessStatus origin={origin} granted={granted} />}
      </>
    ),
    defaults: (presets) => ready && <DefaultsSection key={key} settings={settings} stamp={stamp} presets={presets} />,
  };
  return (
    <div class="settings">
      {welcome ? <Welcome settings={settings} parts={parts} /> : <SettingsSections all={all} settings={settings} parts={parts} onImported={imported} />}
    </div>
  );
}
