/** `account.get()`, `stats.get()` and `probeVersion()` against each version's answers. */
import { describe, expect, it } from 'vitest';
import { statsName, type ApiVersion } from '../../../lib/api';
import { recordingFetch, rejectionOf, seedLink, useServer, VERSIONS } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { from: day(-89), to: day(0) };
const other = (version: ApiVersion): ApiVersion => (version === 44 ? 49 : 44);

describe.each(VERSIONS)('phpShort v%i', (version) => {
  const t = useServer(version);

  describe('account.get', () => {
    it('reads the profile, the plan’s features as numbers and the defaults', async () => {
      const account = await t.client().account.get();
      expect(t.server.apiRequests()[0]).toMatchObject({ method: 'GET', path: '/api/v1/account' });
      expect(account).toMatchObject({ id: 1, name: 'Dana Demo', email: 'dana@example.com', timezone: 'UTC', default_domain: 1, default_space: null });
      expect(account.plan).toMatchObject({ id: 2, name: 'Pro' });
      expect(account.plan.features).toMatchObject({ api: 1, links: -1, link_password: 1, link_targeting: 1 });
      // v49 dropped the feature with the column.
      if (version === 44) expect(account.plan.features.link_disabling).toBe(1);
      else expect(account.plan.features).not.toHaveProperty('link_disabling');
    });

    it('reads the plan the server holds', async () => {
      t.server.setPlan({ links: 100, link_stats: 0 });
      t.server.db.account.default_space = 2;
      const account = await t.client().account.get();
      expect(account.plan.features).toMatchObject({ links: 100, link_stats: 0 });
      expect(account.default_space).toBe(2);
    });
  });

  describe('stats.get', () => {
    it('sends the version’s name and the days, and reads the rows as numbers with the paging', async () => {
      const link = seedLink(t.server, 'link.withStats');
      const wire = recordingFetch();
      const page = await t.client({ fetch: wire.fetch }).stats.get(link.id, { name: 'country', ...range, per_page: 25 });
      expect(t.server.apiRequests()[0]).toMatchObject({
        method: 'GET',
        path: `/api/v1/stats/${link.id}`,
        query: { name: ['country'], from: [range.from], to: [range.to], per_page: ['25'] },
      });
      const body = JSON.parse(wire.bodies[0]!);
      // v44 counts are strings (a SQL SUM), v49's numbers: either way the client gives numbers.
      expect(typeof body.data[0].count).toBe(version === 44 ? 'string' : 'number');
      expect(page.rows).toEqual(body.data.map((row: { value: string | null; count: string | number }) => ({ value: row.value, count: Number(row.count) })));
      expect(page.rows.length).toBeGreaterThan(1);
      expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: page.rows.length });
    });

    it('reads the clicks per day (v44 `clicks` paginated, v49 `click` without paging)', async () => {
      const link = seedLink(t.server, 'link.withStats');
      const name = statsName('clicks', version)!;
      const page = await t.client().stats.get(link.id, { name, ...range, sort_by: 'value', sort: 'asc', per_page: 100 });
      expect(page.rows.length).toBeGreaterThan(10);
      expect(page.rows.every((row) => /^\d{4}-\d\d-\d\d$/.test(row.value ?? '') && Number.isInteger(row.count) && row.count > 0)).toBe(true);
      if (version === 44) expect(page.meta).toMatchObject({ current_page: 1, total: page.rows.length });
      else expect(page).not.toHaveProperty('meta');
    });

    it('pages on, sorted as asked', async () => {
      const link = seedLink(t.server, 'link.withStats');
      const name = version === 44 ? 'clicks' : 'city';
      const client = t.client();
      const all = await client.stats.get(link.id, { name, ...range, sort_by: 'value', sort: 'asc', per_page: 100 });
      const second = await client.stats.get(link.id, { name, ...range, sort_by: 'value', sort: 'asc', per_page: 10, page: 2 });
      expect(all.rows.length).toBeGreaterThan(10);
      expect(second.rows).toEqual(all.rows.slice(10, 20));
      expect(second.meta).toEqual({ current_page: 2, last_page: Math.ceil(all.rows.length / 10), total: all.rows.length });
      expect(t.server.apiRequests()[1]?.query).toMatchObject({ sort_by: ['value'], sort: ['asc'], per_page: ['10'], page: ['2'] });
    });

    it('is a ValidationError on `name` for the other version’s name', async () => {
      const link = seedLink(t.server, 'link.withStats');
      const name = statsName('clicks', other(version))!;
      const error = await rejectionOf(t.client().stats.get(link.id, { name, ...range }));
      expect(error).toMatchObject({ name: 'ValidationError', status: 422, fields: { name: ['The selected name is invalid.'] } });
    });

    it('refuses a link id that is not a positive integer before any request', async () => {
      expect(await rejectionOf(t.client().stats.get(0, { name: 'country', ...range }))).toMatchObject({ name: 'InputError', field: 'id' });
      expect(t.server.apiRequests()).toEqual([]);
    });
  });

  describe('probeVersion', () => {
    it(`answers ${version} whichever version the client was made for, with one request that changes nothing`, async () => {
      const links = structuredClone(t.server.db.links);
      expect(await t.client().probeVersion()).toBe(version);
      expect(await t.client({ version: other(version) }).probeVersion()).toBe(version);
      const requests = t.server.apiRequests();
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/stats/0', query: { name: ['click'], from: ['2000-01-01'], to: ['2000-01-01'] } });
      expect(t.server.db.links).toEqual(links);
    });

    it('throws what the server answered otherwise: a refused key, a plan without the API', async () => {
      expect(await rejectionOf(t.client({ apiKey: 'wrong-key' }).probeVersion())).toMatchObject({ name: 'UnauthorizedError', status: 401 });
      t.server.setPlan({ api: 0 });
      expect(await rejectionOf(t.client().probeVersion())).toMatchObject({ name: 'ForbiddenError', status: 403 });
    });

    it('is an InvalidResponseError for a 2xx, which phpShort never answers', async () => {
      t.server.inject({ status: 200, body: { data: [] } });
      expect(await rejectionOf(t.client().probeVersion())).toMatchObject({ name: 'InvalidResponseError', status: 200 });
    });
  });

  it('withVersion gives a client of the same instance speaking the other version’s fields', async () => {
    const client = t.client({ version: other(version) });
    const mine = client.withVersion(version);
    expect([mine.version, mine.baseUrl, mine.origin]).toEqual([version, client.baseUrl, client.origin]);
    const field = version === 44 ? { expiration_clicks: 5 } : { clicks_limit: 5 };
    // The other version's client does not write the field at all.
    expect((await client.links.create({ url: 'https://example.com/w', domain_id: 1, ...field })).click_limit ?? null).toBeNull();
    const made = await mine.links.create({ url: 'https://example.com/w', domain_id: 1, ...field });
    expect(made.click_limit).toBe(5);
  });
});
