/**
 * What an action on the selected links sends for each link, in the fields of the instance's
 * version, and only what must change: a link already as asked is left alone (no request).
 * phpShort changes one link per request, and a link's pixels only as a whole list, so adding or
 * removing a pixel sends the link's list as shown with that pixel in or out (`pixel_ids[]=` when
 * none are left: an empty `pixel_ids=` makes the real server fail, lib/api/link-input.ts).
 *
 * Turning links off and on:
 * - v44 has a switch, `disabled`, and an expiry (`expiration_date` + `expiration_time`).
 * - v49 has neither: a link works inside its active period (`active_period_start_at` and
 *   `active_period_end_at`, always sent together, the start before the end). Disable ends that
 *   period now (its start kept when it had one, else the link's creation); Enable removes the
 *   period of a link whose period is over or not begun; "Active until" sets the end.
 * Dates are written as the account's time zone reads them (`YYYY-MM-DD HH:MM`), as the link
 * editor writes them (lib/link-form/build.ts).
 */
import { linkIsDisabled, linkPixelIds, linkSpaceId, type Link, type LinkUpdateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import { inTimeZone } from '../link-form/time-zone';

export type BulkChange =
  | { kind: 'disable' }
  | { kind: 'enable' }
  /** v44: the expiry set to now (v49's is Disable). */
  | { kind: 'expire' }
  /** The end set to `at` (a datetime-local value, `YYYY-MM-DDTHH:MM`, in the account's zone). */
  | { kind: 'until'; at: string }
  /** No end any more (v44: no expiry; v49: no active period). */
  | { kind: 'noEnd' }
  | { kind: 'addPixels'; ids: readonly number[] }
  | { kind: 'removePixels'; ids: readonly number[] }
  /** Into space `id`, or out of any (null). */
  | { kind: 'space'; id: number | null };

export type BulkAction = BulkChange | { kind: 'delete' };
export type BulkKind = BulkAction['kind'];

/** Which actions each version has. */
export const VERSION_ACTIONS: Record<ApiVersion, readonly BulkKind[]> = {
  44: ['disable', 'enable', 'expire', 'until', 'noEnd', 'addPixels', 'removePixels', 'space', 'delete'],
  49: ['disable', 'enable', 'until', 'noEnd', 'addPixels', 'removePixels', 'space', 'delete'],
};

export interface ChangeContext {
  version: ApiVersion;
  /** The account's time zone (the server reads dates in it); UTC when unknown, as the editor does. */
  timeZone: string | null;
  now: number;
}

const MINUTE = 60_000;

function moment(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** `YYYY-MM-DDTHH:MM` in the account's zone → the moment it names (a zone-less server date). */
function fieldMoment(local: string, timeZone: string | null): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:00Z`);
  // The zone's offset at that moment, read back through the same conversion the editor uses.
  const shown = Date.parse(`${inTimeZone(new Date(asUtc).toISOString(), timeZone ?? 'UTC')}:00Z`);
  return Number.isNaN(asUtc) || Number.isNaN(shown) ? null : asUtc - (shown - asUtc);
}

/** A moment as the server reads a date in the account's zone: `YYYY-MM-DDTHH:MM` (to the minute, rounded down). */
const local = (ms: number, timeZone: string | null) => inTimeZone(new Date(ms).toISOString(), timeZone ?? 'UTC');
const v49Date = (ms: number, timeZone: string | null) => local(ms, timeZone).replace('T', ' ');

function v44End(ms: number, timeZone: string | null): LinkUpdateInput {
  const [date, time] = local(ms, timeZone).split('T');
  return { expiration_date: date!, expiration_time: time! };
}

/** v49: an active period ending at `end`, starting when the link's did, or when it was made, or a minute before the end. */
function v49Period(link: Link, end: number, timeZone: string | null): LinkUpdateInput {
  const floor = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;
  const start =
    [moment(link.active_from), moment(link.created_at)].map((ms) => (ms === null ? null : floor(ms))).find((ms) => ms !== null && ms < floor(end)) ??
    floor(end) - MINUTE;
  return { active_period_start_at: v49Date(start, timeZone), active_period_end_at: v49Date(end, timeZone) };
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The update `change` needs for `link`, or null when the link already is as asked (nothing is sent). */
export function changeInput(link: Link, change: BulkChange, { version, timeZone, now }: ChangeContext): LinkUpdateInput | null {
  const ends = moment(version === 44 ? link.ends_at : link.active_until);
  switch (change.kind) {
    case 'addPixels':
    case 'removePixels': {
      const current = linkPixelIds(link);
      const next =
        change.kind === 'addPixels' ? [...current, ...change.ids.filter((id) => !current.includes(id))] : current.filter((id) => !change.ids.includes(id));
      return sameSet(current, next) ? null : { pixel_ids: next };
    }
    case 'space': {
      const current = linkSpaceId(link) || null;
      return current === change.id ? null : { space_id: change.id };
    }
    case 'disable':
      if (version === 44) return linkIsDisabled(link) ? null : { disabled: 1 };
      return ends !== null && ends <= now ? null : v49Period(link, now, timeZone);
    case 'enable': {
      if (version === 44) return linkIsDisabled(link) ? { disabled: 0 } : null;
      // Only a link outside its period changes: one inside it keeps its end.
      const starts = moment(link.active_from);
      const outside = (ends !== null && ends <= now) || (starts !== null && starts > now);
      return outside ? { active_period_start_at: null, active_period_end_at: null } : null;
    }
    case 'expire':
      if (version === 49) return changeInput(link, { kind: 'disable' }, { version, timeZone, now });
      return ends !== null && ends <= now ? null : v44End(now, timeZone);
    case 'until': {
      const at = fieldMoment(change.at, timeZone);
      if (at === null) return null;
      if (ends !== null && Math.floor(ends / MINUTE) === Math.floor(at / MINUTE)) return null;
      return version === 44 ? v44End(at, timeZone) : v49Period(link, at, timeZone);
    }
    case 'noEnd':
      if (version === 44) return link.ends_at ? { expiration_date: null, expiration_time: null } : null;
      return link.active_from || link.active_until ? { active_period_start_at: null, active_period_end_at: null } : null;
  }
}

/** Whether `local` (a datetime-local value) names a moment after `now` in the account's zone: an end must be ahead. */
export function isFutureMoment(value: string, timeZone: string | null, now: number): boolean {
  const at = fieldMoment(value, timeZone);
  return at !== null && at > now;
}
