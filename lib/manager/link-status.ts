/**
 * A link's state for its row, read from the record the server sent: the list filter's states
 * (1 Active, 2 Expired, 3 Disabled), computed the way the filter does, so a row shown under
 * "Expired" also says Expired.
 */
import { linkIsDisabled, type Link } from '../api/schemas';

export type LinkState = 'active' | 'expired' | 'disabled';

/** When the date/time expiration takes effect: `ends_at` when sent, else the date (and time) as UTC. */
function endsAt(link: Link): number | null {
  if (link.ends_at) {
    const ms = Date.parse(link.ends_at);
    if (!Number.isNaN(ms)) return ms;
  }
  if (!link.expiration_date) return null;
  const ms = Date.parse(`${link.expiration_date}T${link.expiration_time ?? '00:00'}:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

export function linkState(link: Link, now = Date.now()): LinkState {
  if (linkIsDisabled(link)) return 'disabled';
  const ends = endsAt(link);
  if (ends !== null && ends <= now) return 'expired';
  const limit = link.expiration_clicks;
  if (typeof limit === 'number' && (link.clicks ?? 0) >= limit) return 'expired';
  return 'active';
}
