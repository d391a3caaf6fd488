/** A link's statistics by what they count, and each phpShort version's `name` for it (none: not offered). */
import type { ApiVersion } from './versions';

export const STATS_NAMES = {
  clicks: { 44: 'clicks', 49: 'click' },
  clicksByHour: { 44: 'clicks_hour' },
  referrer: { 44: 'referrer', 49: 'referrer' },
  country: { 44: 'country', 49: 'country' },
  // v44's `cities` is always empty (its clicks are stored under another name): not offered.
  city: { 49: 'city' },
  language: { 44: 'language', 49: 'language' },
  os: { 44: 'platform', 49: 'operating_system' },
  browser: { 44: 'browser', 49: 'browser' },
  device: { 44: 'device', 49: 'device' },
} as const satisfies Record<string, Partial<Record<ApiVersion, string>>>;

export type StatsKind = keyof typeof STATS_NAMES;

export function statsName(kind: StatsKind, version: ApiVersion): string | undefined {
  return (STATS_NAMES[kind] as Partial<Record<ApiVersion, string>>)[version];
}
