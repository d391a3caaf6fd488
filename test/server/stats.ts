/**
 * GET /stats/{id}?name=…&from=…&to=… per version. The parameters are validated before the link is
 * looked up (so `/stats/0?name=click…` tells the versions apart). v44 sums daily rows of any link
 * (no ownership check) and counts as strings, and its `cities` is always empty; v49 counts the
 * caller's raw clicks as numbers, and `click` is a time series without pagination. v44 counts
 * server days (UTC here); v49 reads `from`, `to` and its `click` buckets in the account's time zone.
 */
import { barePaginate, like, readList, searchText } from './query';
import { invalid, modelNotFound, notFound, type Reply } from './replies';
import { Checker, isYmd, msg } from './rules';
import { byId } from './records';
import type { Ctx } from './routes';
import { isMine, type Click, type Version } from './types';

export const STAT_NAMES: Record<Version, string[]> = {
  44: ['browser', 'cities', 'clicks', 'clicks_hour', 'country', 'device', 'language', 'platform', 'referrer'],
  49: ['click', 'browser', 'city', 'country', 'device', 'language', 'operating_system', 'referrer'],
};

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const stampFormats = new Map<string, Intl.DateTimeFormat>();
/** `YYYY-MM-DDTHH` of `ms` on the wall clock of `zone`. */
function wallClock(ms: number, zone: string): string {
  let format = stampFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    stampFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}`;
}

/** What a click counts under for a statistic (v44 names; v49 ones map the same way). */
function valueOf(name: string, click: Click): string | null | undefined {
  switch (name) {
    case 'clicks':
      return ymd(click.at);
    case 'clicks_hour':
      return new Date(click.at).toISOString().slice(11, 13);
    case 'platform':
    case 'operating_system':
      return click.os;
    case 'city':
      return click.city;
    case 'cities':
      return undefined; // v44 stores cities under another name than it reads
    default:
      return click[name as 'browser' | 'country' | 'device' | 'language' | 'referrer'];
  }
}

/** v49 `click` values: by hour within a day, by day under 90 days, by month under 730, else by year. */
function clickBucket(fromMs: number, toMs: number, zone: string): (click: Click) => string {
  const days = Math.round((toMs - fromMs) / DAY);
  const iso = (c: Click) => wallClock(c.at, zone);
  if (days < 1) return (c) => `${iso(c).slice(0, 10)} ${iso(c).slice(11, 13)}`;
  if (days < 90) return (c) => iso(c).slice(0, 10);
  if (days < 730) return (c) => iso(c).slice(0, 7);
  return (c) => iso(c).slice(0, 4);
}

export function showStats({ db, id, query, path }: Ctx): Reply {
  const c = new Checker();
  const names = STAT_NAMES[db.version];
  if (query.name === undefined || query.name === null) c.fail('name', msg.required);
  else if (!names.includes(String(query.name))) c.fail('name', msg.in);
  for (const field of ['from', 'to']) {
    if (query[field] === undefined || query[field] === null) c.fail(field, msg.required);
    else if (!isYmd(query[field])) c.fail(field, msg.format('Y-m-d'));
  }
  if (!c.ok) return invalid(c.errors);
  const link = byId(db.version === 44 ? db.links : db.links.filter(isMine), id);
  if (!link) return db.version === 44 ? modelNotFound('Link') : notFound();

  const name = String(query.name);
  let from = Date.parse(`${String(query.from)}T00:00:00Z`);
  const to = Date.parse(`${String(query.to)}T00:00:00Z`);
  if (db.version === 49 && from > to) from = to; // v49 clamps; v44 finds nothing
  const p = readList(query, ['value'], ['count', 'value'], 'count');
  const search = name === 'click' ? undefined : searchText(p);
  const zone = db.version === 44 ? 'UTC' : db.account.timezone;
  const bucket = name === 'click' ? clickBucket(from, to, zone) : (click: Click) => valueOf(name, click);
  const [fromDay, toDay] = [ymd(from), ymd(to)];
  const counts = new Map<string | null, number>();
  for (const click of db.clicks) {
    if (click.link_id !== link.id) continue;
    const day = wallClock(click.at, zone).slice(0, 10);
    if (day < fromDay || day > toDay) continue;
    const raw = bucket(click);
    if (raw === undefined) continue;
    // Unknown values: v44 stored an empty string, v49 keeps NULL.
    const value = raw ?? (db.version === 44 ? '' : null);
    if (search !== undefined && !like(value, search)) continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const sign = p.sort === 'asc' ? 1 : -1;
  const rows = [...counts].sort(([va, ca], [vb, cb]) => {
    const a = p.sortBy === 'value' ? va : ca;
    const b = p.sortBy === 'value' ? vb : cb;
    if (a === b) return String(va).localeCompare(String(vb));
    if (a === null) return -sign;
    if (b === null) return sign;
    return (a < b ? -1 : 1) * sign;
  });
  // MySQL's SUM is a DECIMAL (a string in JSON), COUNT an integer.
  const data = rows.map(([value, count]) => ({ value, count: db.version === 44 ? String(count) : count }));
  if (name === 'click') return { status: 200, body: { data, status: 200 } };
  const appends: Array<[string, typeof query.name]> = [
    ['name', query.name],
    ['from', query.from],
    ['to', query.to],
    ['search', p.search],
    ['search_by', p.searchBy],
    ['sort_by', p.sortBy],
    ['sort', p.sort],
  ];
  return { status: 200, body: barePaginate(data, p, path, appends) };
}
