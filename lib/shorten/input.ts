/**
 * What a shorten stores when the user does not fill a form (the toolbar click, the context menu,
 * the keyboard command, the address bar, a batch's options): the page and the profile's defaults
 * — its default preset's domain, space, pixels and UTM parameters when it has one.
 */
import { InputError } from '../api/errors';
import { NO_DEFAULT_DOMAIN } from '../problems/input-reasons';
import type { LinkCreateInput } from '../api/schemas';
import { presetOf, withPreset } from '../settings/preset-defaults';
import type { Settings } from '../settings/schema';
import { withUtm } from '../url/utm';

type Defaults = Pick<Settings, 'defaultDomainId' | 'defaultSpaceId' | 'defaultPixelIds'>;

/** The store input for `url` with `defaults`' domain, space and pixels (throws without a domain). */
export function defaultCreateInput(defaults: Defaults, url: string): LinkCreateInput {
  if (defaults.defaultDomainId === null) throw new InputError('domain_id', NO_DEFAULT_DOMAIN);
  const input: LinkCreateInput = { url, domain_id: defaults.defaultDomainId };
  if (defaults.defaultSpaceId !== null) input.space_id = defaults.defaultSpaceId;
  if (defaults.defaultPixelIds.length > 0) input.pixel_ids = [...defaults.defaultPixelIds];
  return input;
}

/**
 * A shorten with the profile's defaults, its default preset applied as a click on Shorten with
 * that preset chosen would (lib/link-form/preset.ts): the address looked up and stored (the
 * page's, with the preset's UTM parameters), its store input and the preset's name. Throws without a domain.
 */
export function defaultRequest(settings: Settings, page: string): { url: string; input: LinkCreateInput; preset?: string } {
  const preset = presetOf(settings, settings.defaultPresetId);
  const url = withUtm(page, preset?.utm);
  return { url, input: defaultCreateInput(withPreset(settings, preset), url), preset: preset?.name };
}
