/** One period's statistics against the reference server, in both dialects. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearStatsCache, loadLinkStats, STATS_CONCURRENCY } from '../../../lib/stats/load';
import { mapBounded } from '../../../lib/stats/bounded';
import { seedLink, useServer, VERSIONS } from '../api/helpers';

afterEach(clearStatsCache);

describe.each(VERSIONS)('statistics of a link on phpShort v%i', (version) => {
  const t = useServer(version);
  const statsRequests = () => t.server.apiRequests().filter((r) => r.path.startsWith('/api/v1/stats/'));

  it('costs four requests per period, each with the version’s name and the days of the period', async () => {
    const link = seedLink(t.server, 'link.withStats');
    const outcome = await loadLinkStats(t.client(), link.id, 30, 'UTC');
    if (!('ok' in outcome)) throw new Error(JSON.stringify(outcome));
    const { range, clicks, countries, referrers, devices } = outcome.ok;
    expect(range.days).toHaveLength(30);
    const names = statsRequests().map((r) => r.query.name![0]);
    expect(names.sort()).toEqual((version === 44 ? ['clicks', 'country', 'device', 'referrer'] : ['click', 'country', 'device', 'referrer']).sort());
    for (const request of statsRequests()) expect(request.query).toMatchObject({ from: [range.from], to: [range.to] });
    // The seeded clicks of these 30 days, counted by the server's own rows.
    const since = Date.parse(`${range.from}T00:00:00Z`);
    const seeded = t.server.db.clicks.filter((c) => c.link_id === link.id && c.at >= since).length;
    expect(clicks.total).toBe(seeded);
    expect(clicks.days).toHaveLength(30);
    expect(countries.length).toBeGreaterThan(1);
    expect(countries[0]!.count).toBeGreaterThanOrEqual(countries[1]!.count);
    // Direct visits: no referrer (v44 sends "", v49 null), read as unknown either way.
    expect(referrers.some((r) => r.value === null)).toBe(true);
    expect(devices.map((d) => d.value)).toEqual(expect.arrayContaining(['desktop', 'mobile']));
  });

  it('keeps each period’s answer for the page’s life: switching back costs nothing', async () => {
    const link = seedLink(t.server, 'link.withStats');
    await loadLinkStats(t.client(), link.id, 30, 'UTC');
    await loadLinkStats(t.client(), link.id, 7, 'UTC');
    await loadLinkStats(t.client(), link.id, 30, 'UTC');
    expect(statsRequests()).toHaveLength(8);
  });

  it('90 days are one page of days', async () => {
    const link = seedLink(t.server, 'link.withStats');
    const outcome = await loadLinkStats(t.client(), link.id, 90, 'UTC');
    if (!('ok' in outcome)) throw new Error(JSON.stringify(outcome));
    expect(outcome.ok.clicks.total).toBe(t.server.db.clicks.filter((c) => c.link_id === link.id).length);
    expect(statsRequests()).toHaveLength(4);
  });

  it('a plan without statistics (403) is "unavailable", remembered: no more requests', async () => {
    const link = seedLink(t.server, 'link.withStats');
    t.server.inject({
      status: 403,
      body: { message: 'You don’t have access to this feature.', status: 403 },
      match: { path: `/api/v1/stats/${link.id}` },
      times: 10,
    });
    expect(await loadLinkStats(t.client(), link.id, 30, 'UTC')).toEqual({ unavailable: 'plan' });
    const asked = statsRequests().length;
    // Two at a time, and none started after the first refusal.
    expect(asked).toBeLessThanOrEqual(STATS_CONCURRENCY);
    expect(await loadLinkStats(t.client(), link.id, 7, 'UTC')).toEqual({ unavailable: 'plan' });
    expect(statsRequests()).toHaveLength(asked);
  });

  it('a server without the endpoint (404) or the names (422) is "unavailable"', async () => {
    t.server.inject({ status: 404, body: { message: 'Resource not found.', status: 404 }, match: { path: /^\/api\/v1\/stats\// }, times: 10 });
    // Not the previous test's link: a request of its still under way would answer an identical one (lib/api/request.ts).
    expect(await loadLinkStats(t.client(), 999, 30, 'UTC')).toEqual({ unavailable: 'server' });
    t.server.clearFaults();
    t.server.inject({
      status: 422,
      body: { message: { name: ['The selected name is invalid.'] }, status: 422 },
      match: { path: /^\/api\/v1\/stats\// },
      times: 10,
    });
    expect(await loadLinkStats(t.client(), 999, 7, 'UTC')).toEqual({ unavailable: 'server' });
  });

  it('a passing failure (rate limit) is an error, not kept: asking again works', async () => {
    const link = seedLink(t.server, 'link.withStats');
    t.server.inject({ status: 429, headers: { 'Retry-After': '30' }, body: { message: 'Too Many Attempts.' }, match: { path: `/api/v1/stats/${link.id}` } });
    const failed = await loadLinkStats(t.client(), link.id, 30, 'UTC');
    expect(failed).toMatchObject({ error: { name: 'RateLimitError', retryAfter: 30 } });
    expect('ok' in (await loadLinkStats(t.client(), link.id, 30, 'UTC'))).toBe(true);
  });
});

describe('bounded parallel requests', () => {
  it('runs at most `limit` at once and keeps the order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([1, 2, 3, 4, 5], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5 - n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });
});
