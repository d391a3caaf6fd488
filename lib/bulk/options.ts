/**
 * What a batch's links are made with, from the profile chosen and its preset (or none): the
 * profile's defaults with the preset's choices (lib/settings/preset-defaults.ts) and its UTM
 * parameters, as choosing it in the popup's form gives; without a preset, the profile's defaults.
 */
import { withPreset } from '../settings/preset-defaults';
import type { Preset, Profile } from '../settings/schema';
import type { BulkOptions } from './batch';

export { presetOf } from '../settings/preset-defaults';

export function bulkOptionsFor(profile: Profile, preset: Preset | null): BulkOptions {
  const chosen = withPreset(profile, preset);
  const options: BulkOptions = {
    profileId: profile.id,
    domainId: chosen.defaultDomainId,
    spaceId: chosen.defaultSpaceId,
    pixelIds: [...chosen.defaultPixelIds],
  };
  if (preset) Object.assign(options, { presetId: preset.id, utm: structuredClone(preset.utm) });
  return options;
}
