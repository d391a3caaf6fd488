/**
 * The popup's "Preset" select, loaded after the first paint (the start carries none of it). It
 * shows only when the profile has presets; a form that never had a choice gets the default one.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { choosePreset } from '../../lib/link-form/preset';
import { readSettings, type Settings } from '../../lib/settings';
import type { ShortenFlow } from './use-shorten';

export function PresetChoice({ flow }: { flow: ShortenFlow }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => void readSettings().then(setSettings, () => undefined), []);
  const presets = settings?.presets ?? [];
  const choose = (id: string) => {
    flow.change(choosePreset(flow.form, presets.find((p) => p.id === id) ?? null, presets, flow.defaults()));
  };

  useEffect(() => {
    const preset = settings && presets.find((p) => p.id === settings.defaultPresetId);
    if (preset && flow.form.presetId === undefined) choose(preset.id);
  }, [settings]);

  if (!presets.length) return null;
  return (
    <div class="field">
      <label for="preset">{t('popupPreset')}</label>
      <select id="preset" value={flow.form.presetId ?? ''} onChange={(e) => choose(e.currentTarget.value)}>
        <option value="">{t('popupNoPreset')}</option>
        {presets.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.name}
          </option>
        ))}
      </select>
    </div>
  );
}
