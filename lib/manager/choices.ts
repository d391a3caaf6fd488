/**
 * Choices for the Links view's "Space", "Domain" and "Pixel" filters. Domains and spaces come
 * from lists outside the contract; where an installation lacks them (404) or refuses them, the
 * filters fall back to what the loaded links show, and an id can always be typed.
 */
import type { ApiClient } from '../api';
import type { Link } from '../api/schemas';

export interface Choice {
  id: number;
  name: string;
}

export interface FilterChoices {
  domains: Choice[];
  spaces: Choice[];
  pixels: Choice[];
}

export const NO_CHOICES: FilterChoices = Object.freeze({ domains: [], spaces: [], pixels: [] }) as FilterChoices;

type Named = { id: number; name?: string | null; url?: string | null };

const toChoice = (item: Named): Choice => ({ id: item.id, name: item.name || item.url || `#${item.id}` });

async function listed(load: () => Promise<{ items: Named[] }>): Promise<Choice[]> {
  try {
    return (await load()).items.map(toChoice);
  } catch {
    // Any failure (404 on installations without the endpoint, 403 by plan, network) only costs
    // the dropdown its names; the seen-on-links fallback and typed ids still work.
    return [];
  }
}

export async function loadFilterChoices(client: ApiClient): Promise<FilterChoices> {
  const [domains, spaces, pixels] = await Promise.all([
    listed(() => client.domains.list({ per_page: 100 })),
    listed(() => client.spaces.list({ per_page: 100 })),
    listed(() => client.pixels.list({ per_page: 100, sort_by: 'name', sort: 'asc' })),
  ]);
  return { domains, spaces, pixels };
}

function add(into: Choice[], item: Link['domain'] | Link['space'] | NonNullable<Link['pixels']>[number]): Choice[] {
  if (item === null || item === undefined || typeof item === 'number') return into;
  if (into.some((choice) => choice.id === item.id)) return into;
  return [...into, toChoice(item)];
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
    : { domains, spaces, pixels };
}
