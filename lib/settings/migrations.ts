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

/** The settings that stay the browser's when the rest becomes the first profile's. */
const GLOBAL_NAMES = ['shortenOnOpen', 'autoCopy', 'showKnownLink'];

/**
 * v3 keeps a list of profiles. The v2 settings become the first profile, id 'default' (whose key
 * stays where v2 kept it, ./api-key.ts), named after nothing ('' shows the host); the browser's
 * settings stay at the top. Every v2 field passes through as it was, to be checked on read.
 */
export function migrateV2ToV3(v2: Record<string, unknown>): Record<string, unknown> {
  // Already a list of profiles (a v3 value read without its version): nothing to move.
  if (Array.isArray(v2.profiles)) return v2;
  const profile: Record<string, unknown> = { id: 'default', name: '' };
  const v3: Record<string, unknown> = { activeProfileId: 'default', profiles: [profile] };
  for (const [name, value] of Object.entries(v2)) {
    if (GLOBAL_NAMES.includes(name)) v3[name] = value;
    else profile[name] = value;
  }
  // The popup opened on its form by default before v3: a user who never chose keeps that mode
  // (a new install, with nothing stored, shortens on the first click).
  if (!('shortenOnOpen' in v3)) v3.shortenOnOpen = false;
  return v3;
}

export const SETTINGS_MIGRATIONS: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  2: migrateV1ToV2,
  3: migrateV2ToV3,
};
