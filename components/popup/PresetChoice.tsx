/**
 * The popup's "Preset" select, shown only when the profile has presets. Choosing one fills the
 * form from it (lib/link-form/preset.ts); the default one is chosen from the start (use-popup-form.ts).
 */
import { t } from '../../lib/i18n';
import { choosePreset } from '../../lib/link-form/preset';
import type { Settings } from '../../lib/settings/schema';
import { PresetOptions } from '../PresetOptions';
import type { PopupForm } from './use-popup-form';

export function PresetChoice({ settings, form }: { settings: Settings; form: PopupForm }) {
  const presets = settings.presets;
  if (!presets.length) return null;
  const choose = (id: string) => {
    const preset = presets.find((p) => p.id === id) ?? null;
    form.update((current) => choosePreset(current, preset, presets, form.defaults()));
  };
  return (
    <div class="field">
      <label for="preset">{t('popupPreset')}</label>
      <select id="preset" value={form.form.presetId ?? ''} onChange={(e) => choose(e.currentTarget.value)}>
        <option value="">{t('popupNoPreset')}</option>
        <PresetOptions presets={presets} />
      </select>
    </div>
  );
}
