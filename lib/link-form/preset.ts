/**
 * Choosing a preset in the popup's form: its domain, space and pixels, and its UTM parameters on
 * the address, in place of the previous preset's. Choosing none goes back to the defaults.
 */
import { PROFILE_DEFAULT } from '../settings/profile-default';
import type { Preset } from '../settings/schema';
import { removeUtm, withUtm } from '../url/utm';
import type { LinkFormState } from './state';

/**
 * `form` with `preset` (null: none) chosen instead of the one it had (found in `presets`);
 * `defaults` is a new link's form (the settings' domain, space and pixels). A preset without a
 * domain keeps the default domain, and one whose space or pixels are the defaults keeps the default space or pixels. An address that is not a URL yet is left as typed.
 */
export function choosePreset(form: LinkFormState, preset: Preset | null, presets: readonly Preset[], defaults: LinkFormState): LinkFormState {
  const previous = presets.find((p) => p.id === form.presetId);
  const base = removeUtm(form.url, previous?.utm);
  const id = (value: number | null, fallback: string) => (value === null ? fallback : String(value));
  return {
    ...form,
    presetId: preset?.id ?? '',
    url: withUtm(base, preset?.utm),
    domainId: preset ? id(preset.domainId, defaults.domainId) : defaults.domainId,
    spaceId: preset && preset.spaceId !== PROFILE_DEFAULT ? id(preset.spaceId, '') : defaults.spaceId,
    pixelIds: preset && preset.pixelIds !== PROFILE_DEFAULT ? [...preset.pixelIds] : defaults.pixelIds,
  };
}
