/**
 * "Shorten as soon as the popup opens" with the profile's default preset, as a click on Shorten
 * with that preset chosen would make it (lib/link-form/preset.ts): the preset's domain (the
 * default domain when it names none), space and pixels, and its UTM parameters on the address.
 * The popup's start loads this only when the profile has a default preset.
 */
import type { LinkCreateInput } from './api/schemas';
import type { Settings } from './settings/schema';
import { defaultCreateInput } from './shorten';
import { applyUtm } from './utm';

/** The address the automatic shorten looks up and stores, and its store input (throws without a domain). */
export function autoShorten(settings: Settings, page: string): { url: string; input: LinkCreateInput } {
  const preset = settings.presets.find((p) => p.id === settings.defaultPresetId);
  if (!preset) return { url: page, input: defaultCreateInput(settings, page) };
  const tagged = applyUtm(page, preset.utm);
  const url = tagged.ok ? tagged.url : page;
  const chosen = { ...settings, defaultDomainId: preset.domainId ?? settings.defaultDomainId, defaultSpaceId: preset.spaceId, defaultPixelIds: preset.pixelIds };
  return { url, input: defaultCreateInput(chosen, url) };
}
