/**
 * Pure migrations between stored settings versions. Each step takes the previous version's
 * stored object and returns the next one's; test/lib/settings/migrations.test.ts has a fixture
 * per step.
 */

/**
 * v1 (the first development builds) kept the ids as the strings typed in text fields, under
 * other names: `defaultDomain`, `defaultSpace`, `defaultPixels`, `autoShorten`.
 * v2 keeps numbers (or null) under the names of Settings.
 *
 * Only v1 names are converted; anything else passes through. The version is recorded in a
 * separate write after the first save of a new value, and a page reading in between sees a v2
 * value "without a version": that value must come out unchanged, not with its defaults wiped.
 */
export function migrateV1ToV2(v1: Record<string, unknown>): Record<string, unknown> {
  const { defaultDomain, defaultSpace, defaultPixels, autoShorten, ...rest } = v1;
  const v2: Record<string, unknown> = { ...rest };
  if ('defaultDomain' in v1) v2.defaultDomainId = toId(defaultDomain);
  if ('defaultSpace' in v1) v2.defaultSpaceId = toId(defaultSpace);
  if ('defaultPixels' in v1) {
    v2.defaultPixelIds = Array.isArray(defaultPixels) ? defaultPixels.map(toId).filter((id): id is number => id !== null) : [];
  }
  if ('autoShorten' in v1) v2.shortenOnOpen = autoShorten === true;
  return v2;
}

function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const SETTINGS_MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  2: migrateV1ToV2,
};
