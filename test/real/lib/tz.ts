/**
 * phpShort reads v44 expiry dates and v49 active periods in the account's time zone and answers
 * in UTC; to check what it stored, the suite needs the instant a wall-clock time in that zone is.
 */

/** UTC offset of `timeZone` at `at` (ms): the zone's wall clock minus UTC. */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at;
}

/**
 * The instant (ms) of `local` (`YYYY-MM-DD HH:MM` or `YYYY-MM-DDTHH:MM`) in `timeZone`, or
 * undefined for a zone this Node does not know. Two rounds settle times near a DST change.
 */
export function zonedInstant(local: string, timeZone: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Not a local date and time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  try {
    const first = wall - offsetAt(wall, timeZone);
    return wall - offsetAt(first, timeZone);
  } catch {
    return undefined;
  }
}

/** `YYYY-MM-DD` of `at` in UTC. */
export function ymd(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
