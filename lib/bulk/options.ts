/**
 * What a batch's links are made with, from the profile chosen and its preset (or none): the
 * preset's domain (the profile's default domain when it names none), space, pixels and UTM
 * parameters, as choosing it in the popup's form gives; without a preset, the profile's defaults.
 */
import type { Preset, Profile } from '../settings/schema';
import type { BulkOptions } from './batch';

export function bulkOptionsFor(profile: Profile, preset: Preset | null): BulkOptions {
  const options: BulkOptions = {
    profileId: profile.id,
    domainId: preset?.domainId ?? profile.defaultDomainId,
    spaceId: preset ? preset.spaceId : profile.defaultSpaceId,
    pixelIds: [...(preset ? preset.pixelIds : profile.defaultPixelIds)],
  };
  if (preset) Object.assign(options, { presetId: preset.id, utm: structuredClone(preset.utm) });
  return options;
}

/** The preset of `profile` named `id`, or null (none, or one removed since). */
export const presetOf = (profile: Profile, id: string | null | undefined): Preset | null => profile.presets.find((p) => p.id === id) ?? null;
