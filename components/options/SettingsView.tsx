import { useEffect, useState } from 'preact/hooks';
import { loadApiKey, originOf, settingsOf, type AllSettings, type Settings } from '../../lib/settings';
import { AccessStatus } from './AccessStatus';
import { ConnectionSection } from './ConnectionSection';
import type { UnsavedConnection } from './use-connection-form';
import { DefaultsSection } from './DefaultsSection';
import { useAllSettings, useHostPermission, useManaged } from './hooks';
import { locksOf } from '../../lib/settings/managed';
import { ManagedWelcome } from './ManagedWelcome';
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
  /** What an organization's policy fixes (undefined while it is read). */
  const managed = useManaged();
  const locks = locksOf(managed ?? null, settings?.profileId ?? '');
  // An address the policy fixes is the form's: a new one (the policy changed) starts the form again.
  const lockedUrl = locks.instanceUrl ? (settings?.instanceUrl ?? '') : '';

  // The form starts from what is saved, once per profile: later saves (or other tabs) must not
  // overwrite typing, but another profile made active is another form.
  const profileId = settings?.profileId;
  const current = (start: typeof initial) => start?.settings.profileId === profileId && (!lockedUrl || start?.settings.instanceUrl === lockedUrl);
  useEffect(() => {
    if (!settings || current(initial)) return;
    // Typing for an address the policy no longer names is dropped with it (a key for the old instance among it).
    if (lockedUrl && unsaved.get(settings.profileId)?.url !== lockedUrl) unsaved.delete(settings.profileId);
    void loadApiKey(settings.profileId, origin).then((key) => setInitial({ settings, key: key ?? '' }));
  }, [profileId, initial, origin, lockedUrl]);

  const imported = (next: AllSettings) => {
    // The forms start again from what was imported: typing left in other profiles' forms goes too.
    unsaved.clear();
    const active = settingsOf(next);
    void loadApiKey(active.profileId, originOf(active.instanceUrl)).then((key) => {
      setInitial({ settings: active, key: key ?? '' });
      setImports((n) => n + 1);
    });
  };

  if (!all || !settings || managed === undefined) return null;
  // The profile list stays while another profile's form is read, so focus stays on what was clicked.
  const ready = current(initial) ? initial : null;
  const index = all.profiles.findIndex((p) => p.id === settings.profileId);
  // Each profile, and each import, starts its forms and lists again.
  const key = `${settings.profileId}:${imports}:${lockedUrl}`;
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
          locks={{ url: locks.instanceUrl, plainHttp: locks.plainHttpOrigin }}
          onSaved={() => setStamp((n) => n + 1)}
        />
        {origin && <AccessStatus origin={origin} granted={granted} />}
      </>
    ),
    defaults: (presets) => ready && <DefaultsSection key={key} settings={settings} stamp={stamp} presets={presets} managed={managed} />,
  };
  // A managed install's welcome asks only for the person's key: the organization set the rest.
  const managedWelcome = welcome && managed && locks.instanceUrl && managed.profileId === settings.profileId;
  return (
    <div class="settings">
      {managedWelcome ? (
        <ManagedWelcome settings={settings} managed={managed} parts={parts} stamp={stamp} />
      ) : welcome ? (
        <Welcome settings={settings} parts={parts} />
      ) : (
        <SettingsSections all={all} settings={settings} parts={parts} managed={managed} onImported={imported} />
      )}
    </div>
  );
}
