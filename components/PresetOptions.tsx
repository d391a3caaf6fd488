import { t } from '../lib/i18n';
import { isOrgPreset } from '../lib/settings/managed';
import type { Preset } from '../lib/settings/schema';

/**
 * A select's presets: the organization's and the person's own in two labelled groups when there
 * are both, so two presets of the same name are never mistaken for each other.
 */
export function PresetOptions({ presets }: { presets: readonly Preset[] }) {
  const org = presets.filter(isOrgPreset);
  const mine = presets.filter((p) => !isOrgPreset(p));
  const options = (list: readonly Preset[]) =>
    list.map((preset) => (
      <option key={preset.id} value={preset.id}>
        {preset.name}
      </option>
    ));
  if (!org.length || !mine.length) return <>{options(presets)}</>;
  return (
    <>
      <optgroup label={t('presetGroupOrg')}>{options(org)}</optgroup>
      <optgroup label={t('presetGroupMine')}>{options(mine)}</optgroup>
    </>
  );
}
