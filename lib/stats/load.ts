/**
 * One period's statistics of a link: four requests (clicks per day, countries, referrers,
 * devices), at most two at a time, each answer kept for the page's life per instance, link and
 * period, so switching periods back and forth costs nothing (real servers allow 60 requests a
 * minute). A refusal that says the server or the plan has no statistics (403, 404, 422) becomes
 * `unavailable` rather than an error; the plan's and the names' refusals are remembered per instance.
 */
import type { VersionedClient } from '../api/client';
import { toErrorData, type ApiErrorData } from '../api/errors';
import type { StatsRow } from '../api/schemas';
import { statsName, type StatsKind } from '../api/stats-names';
import { mapBounded } from './bounded';
import { periodRange, type DayRange, type Period } from './period';
import { clicksPerDay, ranked, type ClicksSeries, type Ranked } from './rows';

export interface LinkStats {
  range: DayRange;
  clicks: ClicksSeries;
  countries: Ranked[];
  referrers: Ranked[];
  devices: Ranked[];
}

/** `plan`: a 403 (the plan lacks them); `server`: the instance has no such endpoint or names. */
export type Unavailable = 'plan' | 'server';

export type StatsOutcome = { ok: LinkStats } | { unavailable: Unavailable } | { error: ApiErrorData };

const KINDS = ['clicks', 'country', 'referrer', 'device'] as const satisfies readonly StatsKind[];
/** Two at a time: the view's four requests then never crowd out the page's own. */
export const STATS_CONCURRENCY = 2;
/** One page holds every day of the longest period (the server's largest page is 100 rows). */
const DAYS_PAGE = 100;
const TOP = 5;

const cache = new Map<string, Promise<LinkStats>>();
const unavailableAt = new Map<string, Unavailable>();

/** Whether a failed statistics request means there are none to have (not a passing failure). */
export function unavailableBy(error: ApiErrorData): Unavailable | null {
  if (error.name === 'ForbiddenError') return 'plan';
  if (error.name === 'NotFoundError' || error.name === 'ValidationError') return 'server';
  return null;
}

async function fetchStats(client: VersionedClient, linkId: number, range: DayRange): Promise<LinkStats> {
  const { from, to } = range;
  const [clicks, country, referrer, device] = await mapBounded(KINDS, STATS_CONCURRENCY, async (kind): Promise<StatsRow[]> => {
    const name = statsName(kind, client.version);
    // Every kind asked for has a name in both versions; a version without one is a server without it.
    if (!name) throw { name: 'ValidationError', message: `no ${kind} statistics` } satisfies ApiErrorData;
    const daily = kind === 'clicks';
    const page = await client.stats.get(linkId, daily ? { name, from, to, sort_by: 'value', sort: 'asc', per_page: DAYS_PAGE } : { name, from, to });
    return page.rows;
  });
  return { range, clicks: clicksPerDay(clicks!, range), countries: ranked(country!, TOP), referrers: ranked(referrer!, TOP), devices: ranked(device!, TOP) };
}

/** The statistics of `linkId` for the `period` days ending today in `timeZone`. Never throws. */
export async function loadLinkStats(client: VersionedClient, linkId: number, period: Period, timeZone: string | null, now = Date.now()): Promise<StatsOutcome> {
  const known = unavailableAt.get(client.origin);
  if (known) return { unavailable: known };
  const range = periodRange(period, now, timeZone);
  const key = `${client.origin} ${client.version} ${linkId} ${range.from} ${range.to}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchStats(client, linkId, range);
    cache.set(key, pending);
    // Failures are not kept: "Try again" asks again.
    pending.catch(() => cache.delete(key));
  }
  try {
    return { ok: await pending };
  } catch (failure) {
    const error = toErrorData(failure);
    const unavailable = unavailableBy(error);
    if (!unavailable) return { error };
    // A 404 may be this link's alone (deleted meanwhile, or not the account's on v49).
    if (error.name !== 'NotFoundError') unavailableAt.set(client.origin, unavailable);
    return { unavailable };
  }
}

/** Forgets every answer (tests; a page that changes instance starts over anyway). */
export function clearStatsCache(): void {
  cache.clear();
  unavailableAt.clear();
}
