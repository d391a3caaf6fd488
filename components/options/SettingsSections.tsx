import { t, type MessageKey } from '../../lib/i18n';
import type { AllSettings, Settings } from '../../lib/settings';
import type { Managed } from '../../lib/settings/managed';
import { BackupSection } from './backup/BackupSection';
import { ManagedSummary } from './ManagedSummary';
import { ProfilesSection } from './ProfilesSection';
import type { ProfileParts } from './profile-parts';
import { ShortcutsSection } from './ShortcutsSection';
import { useSideSections } from './side-sections';

/** The settings page's groups, in page order: their anchors (not view names, see views.tsx) and headings. */
const SETTINGS_GROUPS: readonly { id: string; heading: MessageKey }[] = [
  { id: 'connection-and-profiles', heading: 'optionsGroupConnection' },
  { id: 'defaults-and-presets', heading: 'optionsGroupDefaults' },
  { id: 'context-menu-and-shortcuts', heading: 'optionsShortcutsHeading' },
  { id: 'backup', heading: 'backupHeading' },
];
const [CONNECTION, DEFAULTS, SHORTCUTS, BACKUP] = SETTINGS_GROUPS.map((group) => group.id) as [string, string, string, string];

interface SettingsSectionsProps {
  all: AllSettings;
  settings: Settings;
  parts: ProfileParts;
  /** What an organization's policy fixes; its summary leads the page. */
  managed: Managed | null;
  onImported(all: AllSettings): void;
}

/**
 * The settings page after the first run: four groups a person finds at a glance, listed in the
 * side navigation. The active profile's connection comes before the list of profiles, so the instance URL is
 * the first field on the page. On a managed install, what the organization set comes first.
 */
export function SettingsSections({ all, settings, parts, managed, onImported }: SettingsSectionsProps) {
  // Listed in the page's side navigation, under the views (OptionsPage.tsx).
  useSideSections(managed ? [{ id: 'managed', heading: 'policyHeading' as const }, ...SETTINGS_GROUPS] : SETTINGS_GROUPS);
  return (
    <>
      {managed && <ManagedSummary managed={managed} level={2} />}
      <section id={CONNECTION} class="group" aria-labelledby="group-connection-heading">
        <h2 id="group-connection-heading">{t('optionsGroupConnection')}</h2>
        <p class="group-description">{t('optionsGroupConnectionDescription')}</p>
        {parts.connection}
        <ProfilesSection all={all} managed={managed} />
      </section>
      <section id={DEFAULTS} class="group" aria-labelledby="group-defaults-heading">
        <h2 id="group-defaults-heading">{t('optionsGroupDefaults')}</h2>
        <p class="group-description">{t('optionsGroupDefaultsDescription')}</p>
        {parts.defaults(true)}
      </section>
      <ShortcutsSection id={SHORTCUTS} settings={settings} managed={managed} />
      <BackupSection id={BACKUP} onImported={onImported} />
    </>
  );
}
