/**
 * "Shorten as soon as the popup opens" with the profile's default preset, as a click on Shorten
 * with that preset chosen would make it (lib/link-form/preset.ts): the preset's domain (the
 * default domain when it names none), space and pixels, and its UTM parameters on the address.
 * The popup's start loads this only when the profile has a default preset.
 */
import type { LinkCreateInput } from './api/schemas';
import { presetOf, withPreset } from './settings/preset-defaults';
import type { Settings } from './settings/schema';
import { defaultCreateInput } from './shorten';
import { withUtm } from './utm';

/** The address the automatic shorten looks up and stores, and its store input (throws without a domain). */
export function autoShorten(settings: Settings, page: string): { url: string; input: LinkCreateInput } {
  const preset = presetOf(settings, settings.defaultPresetId);
  const url = withUtm(page, preset?.utm);
  return { url, input: defaultCreateInput(withPreset(settings, preset), url) };
}
