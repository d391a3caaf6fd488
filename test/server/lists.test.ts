import { describe, expect, it } from 'vitest';
import { landmarks } from './landmarks';
import { isActive, isExpired } from './link-status';
import { isMine } from './types';
import { call, ids, useServer } from './test-helpers';

const v44 = useServer();
const v49 = useServer({ version: 49 });
const list = (query: string, server = v44()) => call(server, 'GET', `/api/v1/links${query}`);
const mine = (server = v44()) => server.db.links.filter(isMine);

describe('the list envelope', () => {
  it('has data, links, meta with the page window, and status, with absolute URLs carrying the controller’s keys', async () => {
    const res = await list('?search=e&space_id=1&per_page=25&page=1&status=1');
    const base = `${v44().url}/api/v1/links?search=e&search_by=title&space_id=1&sort_by=id&sort=desc&per_page=25`;
    expect(Object.keys(res.json)).toEqual(['data', 'links', 'meta', 'status']);
    expect(res.json.links.first).toBe(`${base}&page=1`);
    expect(res.json.meta).toMatchObject({ current_page: 1, path: `${v44().url}/api/v1/links`, per_page: 25 });
    expect(res.json.meta.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(res.json.meta.links.at(-1).label).toBe('Next &raquo;');
  });

  it('windows long page lists with "..." as Laravel does', async () => {
    v44().reset({ links: 300 });
    const labels = (await list('?page=15')).json.meta.links.map((l: { label: string }) => l.label);
    expect(labels.slice(1, -1)).toEqual(['1', '2', '...', '12', '13', '14', '15', '16', '17', '18', '...', '29', '30']);
  });

  it('takes per_page 10, 25, 50 or 100 only; anything else is the default 10', async () => {
    for (const [asked, got] of [
      ['25', 25],
      ['7', 10],
      ['1000', 10],
      ['abc', 10],
    ] as const) {
      expect((await list(`?per_page=${asked}`)).json.meta.per_page).toBe(got);
    }
    expect((await list('?per_page=7')).json.links.first).toContain('per_page=10');
  });

  it('falls back to id, descending, for unknown sort values; sorts text without case, nulls first', async () => {
    expect(ids(await list('?sort_by=created_at&sort=up&per_page=100'))).toEqual(
      mine()
        .map((l) => l.id)
        .reverse(),
    );
    const titles = (await list('?sort_by=title&sort=asc&per_page=100')).json.data.map((l: { title: string }) => l.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });

  it('answers an empty page past the end with from and to null', async () => {
    expect((await list('?page=99')).json.meta).toMatchObject({ current_page: 99, from: null, to: null, total: 30 });
  });
});

describe('filters', () => {
  it('lists only the account’s links', async () => {
    const res = await list('?per_page=100');
    expect(res.json.meta.total).toBe(30);
    expect(ids(res)).not.toContain(landmarks(v44().db)['link.other']!.id);
  });

  it('searches title, alias or url with LIKE, case-insensitive', async () => {
    const link = mine()[5]!;
    expect(ids(await list(`?search=${link.alias.toUpperCase()}&search_by=alias`))).toContain(link.id);
    expect((await list('?search=WIKIPEDIA.ORG&search_by=url&per_page=100')).json.data.every((l: { url: string }) => l.url.includes('wikipedia.org'))).toBe(
      true,
    );
    expect((await list('?search=zzzz-none')).json.data).toEqual([]);
  });

  it('filters by space (0: none), domain and pixel', async () => {
    expect(ids(await list('?space_id=1&per_page=100'))).toEqual(
      mine()
        .filter((l) => l.space_id === 1)
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?space_id=0&per_page=100'))).toEqual(
      mine()
        .filter((l) => !l.space_id)
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?domain_id=2&per_page=100'))).toEqual(
      mine()
        .filter((l) => l.domain_id === 2)
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?pixel_id=1&per_page=100'))).toEqual(
      mine()
        .filter((l) => l.pixel_ids.includes(1))
        .map((l) => l.id)
        .reverse(),
    );
  });

  it('v44 status: 1 active (not disabled, not expired), 2 expired by date or clicks, anything else disabled', async () => {
    const now = Date.now();
    expect(ids(await list('?status=1&per_page=100'))).toEqual(
      mine()
        .filter((l) => isActive(44, l, now))
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?status=2&per_page=100'))).toEqual(
      mine()
        .filter((l) => isExpired(44, l, now))
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?status=3&per_page=100'))).toEqual(
      mine()
        .filter((l) => l.disabled === 1)
        .map((l) => l.id)
        .reverse(),
    );
    expect(ids(await list('?status=1&per_page=100'))).not.toContain(landmarks(v44().db)['link.disabled']!.id);
  });

  it('v49 status: a finished active period counts as active, a running one does not; only clicks expire; 3 filters nothing', async () => {
    const past = landmarks(v49().db)['link.expiredDate']!.id;
    const running = mine(v49()).find((l) => l.active_period_start_at && Date.parse(l.active_period_end_at!) > Date.now())!.id;
    const active = ids(await list('?status=1&per_page=100', v49()));
    expect(active).toContain(past);
    expect(active).not.toContain(running);
    const expired = ids(await list('?status=2&per_page=100', v49()));
    expect(expired).toEqual(
      mine(v49())
        .filter((l) => (l.expiration_clicks ?? 0) > 0 && l.clicks >= l.expiration_clicks!)
        .map((l) => l.id)
        .reverse(),
    );
    expect((await list('?status=3&per_page=100', v49())).json.meta.total).toBe(30);
  });
});

describe('pixels, spaces and domains lists', () => {
  it('list only the account’s own, with their query keys', async () => {
    const pixels = await call(v44(), 'GET', '/api/v1/pixels?type=x');
    expect(pixels.json.data.map((p: { type: string }) => p.type)).toEqual(['x']);
    expect(pixels.json.links.first).toBe(`${v44().url}/api/v1/pixels?search_by=name&type=x&sort_by=id&sort=desc&per_page=10&page=1`);
    const domains = await call(v44(), 'GET', '/api/v1/domains?sort_by=name&sort=asc');
    expect(domains.json.data.map((d: { name: string }) => d.name)).toEqual(['go.example.com', 'l.acme.test']);
    const spaces = await call(v44(), 'GET', '/api/v1/spaces?search=ar');
    expect(spaces.json.data.map((s: { name: string }) => s.name)).toEqual(['Research', 'Marketing']);
  });
});
