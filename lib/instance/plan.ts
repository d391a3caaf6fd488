/**
 * What the account's plan includes (`plan.features` of `GET /account`): counts (-1 unlimited,
 * 0 none) and 0/1 flags. Without the plan (not read yet, or an older server), everything is
 * assumed included: the server's own refusal, a 422 at the field, still says otherwise.
 */
import type { Feature } from '../api/versions';

export type Features = Partial<Record<Feature | string, number>>;

export function planAllows(features: Features | null | undefined, feature: Feature | undefined): boolean {
  if (!feature || !features) return true;
  const value = features[feature];
  return value === undefined || value !== 0;
}

/** The plan's features a person would look for, named for "Test connection". */
export const HEADLINE_FEATURES = [
  'link_stats',
  'link_targeting',
  'link_password',
  'link_expiration',
  'link_disabling',
  'spaces',
  'pixels',
  'domains',
] as const satisfies readonly Feature[];
