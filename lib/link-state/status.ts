/**
 * A link's state for its row, read from the record the server sent: disabled (v44), expired
 * (its moment or active period is over, or its click limit is reached), scheduled (a v49 period
 * that has not begun) or active.
 */
import { linkIsDisabled, type Link } from '../api/schemas';

export type LinkState = 'active' | 'expired' | 'disabled' | 'scheduled';

function moment(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export function linkState(link: Link, now = Date.now()): LinkState {
  if (linkIsDisabled(link)) return 'disabled';
  const ends = moment(link.ends_at) ?? moment(link.active_until);
  if (ends !== null && ends <= now) return 'expired';
  // 0 is the server's "no limit".
  const limit = link.click_limit;
  if (typeof limit === 'number' && limit > 0 && (link.clicks ?? 0) >= limit) return 'expired';
  const starts = moment(link.active_from);
  if (starts !== null && starts > now) return 'scheduled';
  return 'active';
}
