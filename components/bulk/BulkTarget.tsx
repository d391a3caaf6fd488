import { useId } from 'preact/hooks';
import type { BulkOptions } from '../../lib/bulk/batch';
import { bulkOptionsFor, presetOf } from '../../lib/bulk/options';
import { t } from '../../lib/i18n';
import { profileLabel } from '../../lib/settings/profiles';
import type { AllSettings, Profile } from '../../lib/settings/schema';
import { utmPairs } from '../../lib/url/utm';

/** The profile of `options` (the first when it names none there). */
export const profileOf = (all: AllSettings, options: BulkOptions): Profile => all.profiles.find((p) => p.id === options.profileId) ?? all.profiles[0]!;

/** A new choice of `profile`: its default preset, or its defaults. */
export const startWith = (profile: Profile): BulkOptions => bulkOptionsFor(profile, presetOf(profile, profile.defaultPresetId));

/**
 * "Profile" (with more than one) and "Preset" (when the profile has presets): whose instance and
 * key make the links, and what fills domain, space and pixels and tags each URL.
 */
export function BulkTarget({ all, options, onOptions }: { all: AllSettings; options: BulkOptions; onOptions(next: BulkOptions): void }) {
  const id = useId();
  const profile = profileOf(all, options);
  const pairs = options.utm ? utmPairs(options.utm) : [];
  return (
    <>
      {all.profiles.length > 1 && (
        <div class="field">
          <label for={`${id}-profile`}>{t('bulkProfile')}</label>
          <select
            id={`${id}-profile`}
            value={profile.id}
            onChange={(e) => onOptions(startWith(profileOf(all, { ...options, profileId: e.currentTarget.value })))}
          >
            {all.profiles.map((p, i) => (
              <option key={p.id} value={p.id}>
                {profileLabel(p, t('profileUnnamed', String(i + 1)))}
              </option>
            ))}
          </select>
        </div>
      )}
      {profile.presets.length > 0 && (
        <div class="field">
          <label for={`${id}-preset`}>{t('bulkPreset')}</label>
          <select
            id={`${id}-preset`}
            value={options.presetId ?? ''}
            onChange={(e) => onOptions(bulkOptionsFor(profile, presetOf(profile, e.currentTarget.value)))}
            aria-describedby={pairs.length ? `${id}-utm` : undefined}
          >
            <option value="">{t('bulkNoPreset')}</option>
            {profile.presets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
          {pairs.length > 0 && (
            <p class="hint" id={`${id}-utm`}>
              {t('bulkUtmHint', pairs.map(([key, value]) => `${key}=${value}`).join(', '))}
            </p>
          )}
        </div>
      )}
    </>
  );
}
