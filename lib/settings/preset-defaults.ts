/**
 * A profile's defaults for new links with one of its presets chosen: the preset's domain (the
 * default domain when it names none), its space and its pixels (the defaults' when it says so). The popup's automatic shorten and
 * "Shorten several URLs" make links with them; the popup's form does the same to its fields
 * (lib/link-form/preset.ts).
 */
import { PROFILE_DEFAULT } from './profile-default';
import type { Preset, Profile } from './schema';

type Defaults = Pick<Profile, 'defaultDomainId' | 'defaultSpaceId' | 'defaultPixelIds'>;

/** The preset of `profile` named `id`, or null (none, or one removed since). */
export const presetOf = (profile: Pick<Profile, 'presets'>, id: string | null | undefined): Preset | null => profile.presets.find((p) => p.id === id) ?? null;

/** `defaults` with `preset`'s choices in place of the profile's own (as they are without a preset). */
export function withPreset<T extends Defaults>(defaults: T, preset: Preset | null): T {
  if (!preset) return defaults;
  const defaultSpaceId = preset.spaceId === PROFILE_DEFAULT ? defaults.defaultSpaceId : preset.spaceId;
  const defaultPixelIds = preset.pixelIds === PROFILE_DEFAULT ? [...defaults.defaultPixelIds] : [...preset.pixelIds];
  return { ...defaults, defaultDomainId: preset.domainId ?? defaults.defaultDomainId, defaultSpaceId, defaultPixelIds };
}
