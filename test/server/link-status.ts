/**
 * The `status` filter of GET /links, as each version's query scopes compute it. v49's scopes are
 * odd but real: a link whose active period is entirely past or future counts as active, one inside
 * its period does not, and only the click limit makes a link expired.
 */
import { endsAt } from './link-view';
import type { StoredLink, Version } from './types';

const clicksLeft = (link: StoredLink) => !link.expiration_clicks || link.clicks < link.expiration_clicks;
const clicksSpent = (link: StoredLink) => (link.expiration_clicks ?? 0) > 0 && link.clicks >= (link.expiration_clicks ?? 0);

function period(link: StoredLink): [number, number] | undefined {
  if (!link.active_period_start_at || !link.active_period_end_at) return undefined;
  return [Date.parse(link.active_period_start_at), Date.parse(link.active_period_end_at)];
}

export function isActive(version: Version, link: StoredLink, now: number): boolean {
  if (version === 44) {
    const ends = endsAt(link);
    return link.disabled === 0 && (ends === null || Date.parse(ends) > now) && clicksLeft(link);
  }
  const minute = Math.floor(now / 60_000) * 60_000;
  const span = period(link);
  const bothNull = !link.active_period_start_at && !link.active_period_end_at;
  const outside = span !== undefined && ((span[0] > now && span[1] > minute) || (span[0] < now && span[1] < minute));
  return (bothNull || outside) && clicksLeft(link);
}

export function isExpired(version: Version, link: StoredLink, now: number): boolean {
  if (version === 44) {
    const ends = endsAt(link);
    return (ends !== null && Date.parse(ends) < now) || clicksSpent(link);
  }
  const minute = Math.floor(now / 60_000) * 60_000;
  const span = period(link);
  return (span !== undefined && span[0] >= minute && span[1] <= now) || clicksSpent(link);
}
