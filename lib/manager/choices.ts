/**
 * Choices for the Links view's "Space", "Domain" and "Pixel" filters, from the same loaders as
 * the Settings view's defaults (lib/instance-extras: the lists outside the contract, else what
 * the user's links show). The loaded page's links add what those lack, and an id can always be
 * typed, so a failure here only costs the dropdowns their names.
 */
import type { ApiClient } from '../api';
import type { Link } from '../api/schemas';
import { loadInstanceChoices, loadPixelChoices, type Choice, type PixelChoice } from '../instance-extras';

export type { Choice, PixelChoice };

export interface FilterChoices {
  domains: Choice[];
  spaces: Choice[];
  pixels: PixelChoice[];
  /** The pixel list could not be read (the link editor says so instead of showing none). */
  pixelsFailed: boolean;
}

export const NO_CHOICES: FilterChoices = Object.freeze({ domains: [], spaces: [], pixels: [], pixelsFailed: false }) as FilterChoices;

export async function loadFilterChoices(client: ApiClient): Promise<FilterChoices> {
  const [instance, pixels] = await Promise.all([
    loadInstanceChoices(client).catch(() => null),
    loadPixelChoices(client).catch(() => null),
  ]);
  return { domains: instance?.domains ?? [], spaces: instance?.spaces ?? [], pixels: pixels ?? [], pixelsFailed: pixels === null };
}

type Ref = { id: number; name?: string | null; type?: string | null };

function add<C extends Choice>(into: C[], item: Ref | number | null | undefined): C[] {
  if (item === null || item === undefined || typeof item === 'number') return into;
  if (into.some((choice) => choice.id === item.id)) return into;
  const choice = { id: item.id, ...(item.name ? { name: item.name } : {}), ...(item.type ? { type: item.type } : {}) };
  return [...into, choice as C];
}

/** Adds the domains, spaces and pixels named on `links` that the choices lack. */
export function withSeenOnLinks(choices: FilterChoices, links: readonly Link[]): FilterChoices {
  let { domains, spaces, pixels } = choices;
  for (const link of links) {
    domains = add(domains, link.domain);
    spaces = add(spaces, link.space);
    for (const pixel of link.pixels ?? []) pixels = add(pixels, pixel);
  }
  return domains === choices.domains && spaces === choices.spaces && pixels === choices.pixels
    ? choices
    : { ...choices, domains, spaces, pixels };
}
