/**
 * The Links view's density, remembered on this browser: comfortable rows (the default) or compact
 * ones that show more links on a screen. A value storage holds that this version does not know
 * reads as the default.
 */
import { storage } from 'wxt/utils/storage';

/** How close the Links view's rows sit. */
const LINKS_DENSITY_ITEM = storage.defineItem<string>('local:linksDensity');

export type Density = 'comfortable' | 'compact';

export async function readDensity(): Promise<Density> {
  const stored = await LINKS_DENSITY_ITEM.getValue().catch(() => null);
  return stored === 'compact' ? 'compact' : 'comfortable';
}

export function saveDensity(density: Density): Promise<void> {
  return LINKS_DENSITY_ITEM.setValue(density);
}
