import { t } from '../../lib/i18n';
import type { Choice } from '../../lib/instance/choices';
import type { Settings } from '../../lib/settings';
import type { Managed, ShownValue } from '../../lib/settings/managed';

interface Lists {
  domains: readonly Choice[];
  spaces: readonly Choice[];
  pixels: readonly Choice[];
}

const written = (value: ShownValue | undefined) => (Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? [value] : []);

/**
 * What the defaults an organization fixes are called on the settings page: each record's name in
 * the account's lists once read, else as the policy names it (it may be waiting for the lists).
 */
export function lockedNames(settings: Settings, managed: Managed | null, lists: Lists | null): { domain: string; space: string; pixels: string } {
  const shown = managed?.shown ?? {};
  const names = (ids: readonly number[], list: readonly Choice[] = [], policy: ShownValue | undefined) => {
    const found = ids.map((id) => list.find((choice) => choice.id === id)?.name);
    return found.length && found.every(Boolean) ? (found as string[]) : written(policy);
  };
  const one = (id: number | null, list: readonly Choice[] | undefined, policy: ShownValue | undefined, none: string) =>
    names(id === null ? [] : [id], list, policy)[0] ?? none;
  const pixels = names(settings.defaultPixelIds, lists?.pixels, shown.DefaultPixels);
  return {
    domain: one(settings.defaultDomainId, lists?.domains, shown.DefaultDomain, ''),
    space: one(settings.defaultSpaceId, lists?.spaces, shown.DefaultSpace, t('optionsNoSpace')),
    pixels: pixels.length ? pixels.join(', ') : t('presetNoDefault'),
  };
}
