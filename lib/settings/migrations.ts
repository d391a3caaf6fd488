/**
 * Pure migrations between stored settings versions. Each step takes the previous version's
 * stored object and returns the next one's; test/lib/settings/migrations.test.ts has a fixture
 * per step.
 */

/**
 * v1 (the first development builds) kept the ids as the strings typed in text fields, under
 * other names: `defaultDomain`, `defaultSpace`, `defaultPixels`, `autoShorten`.
 * v2 keeps numbers (or null) under the names of Settings.
 */
export function migrateV1ToV2(v1: Record<string, unknown>): Record<string, unknown> {
  const { defaultDomain, defaultSpace, defaultPixels, autoShorten, ...rest } = v1;
  return {
    ...rest,
    defaultDomainId: toId(defaultDomain),
    defaultSpaceId: toId(defaultSpace),
    defaultPixelIds: Array.isArray(defaultPixels)
      ? defaultPixels.map(toId).filter((id): id is number => id !== null)
      : [],
    shortenOnOpen: autoShorten === true,
  };
}

function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const SETTINGS_MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  2: migrateV1ToV2,
};
