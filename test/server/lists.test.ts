import { beforeEach, describe, expect, it } from 'vitest';
import { linkStatus } from './link-view';
import { call, ids, useServer } from './test-helpers';
import type { StoredLink } from './types';

const server = useServer();
const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function link(id: number, fields: Partial<StoredLink> = {}): StoredLink {
  return {
    id, alias: `a${id}`, url: `https://example.com/${id}`, title: `Title ${id}`, clicks: id * 10, domain_id: 1, space_id: null,
    pixel_ids: [], password: null, disabled: 0, privacy: 0, privacy_password: null, expiration_url: null, expiration_date: null,
    expiration_time: null, expiration_clicks: null, target_type: 0, country: [], platform: [], language: [], rotation: [],
    created_at: '2025-01-01T00:00:00.000000Z', updated_at: '2025-01-01T00:00:00.000000Z', ...fields,
  };
}

const list = async (query = '') => ids(await call(server(), 'GET', `/api/v1/links${query}`));

describe('link list filters, search and sort', () => {
  beforeEach(() => {
    server().reset(false);
    server().db.pixels.push({ id: 1, name: 'p', type: 'bing', value: '1', created_at: '', updated_at: '' });
    server().db.links.push(
      link(1, { title: 'Coffee beans', alias: 'beans', url: 'https://shop.example/coffee', clicks: 5 }),
      link(2, { title: 'coffee grinder', alias: 'Grinder', url: 'https://shop.example/grinder', clicks: 50, space_id: 2 }),
      link(3, { title: 'Tea', alias: 'tea-time', url: 'https://tea.example/COFFEE-free', clicks: 500, domain_id: 2, pixel_ids: [1] }),
      link(4, { title: 'Disabled one', alias: 'off', disabled: 1, clicks: 0 }),
      link(5, { title: 'Expired by date', alias: 'old', expiration_date: ymd(Date.now() - DAY) }),
      link(6, { title: 'Expired by clicks', alias: 'used-up', clicks: 10, expiration_clicks: 10 }),
    );
  });

  it('defaults to newest first (id desc)', async () => {
    expect(await list()).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('searches titles by default, case-insensitively', async () => {
    expect(await list('?search=COFFEE')).toEqual([2, 1]);
    expect(await list('?search=coffee&search_by=title')).toEqual([2, 1]);
  });

  it('searches aliases and urls when asked', async () => {
    expect(await list('?search=grind&search_by=alias')).toEqual([2]);
    expect(await list('?search=coffee&search_by=url')).toEqual([3, 1]);
  });

  it.each([
    ['0', [6, 5, 4, 3, 2, 1]],
    ['1', [3, 2, 1]],
    ['2', [6, 5]],
    ['3', [4]],
  ])('filters status=%s', async (status, expected) => {
    expect(await list(`?status=${status}`)).toEqual(expected);
  });

  it('filters by space_id, domain_id and pixel_id', async () => {
    expect(await list('?space_id=2')).toEqual([2]);
    expect(await list('?domain_id=2')).toEqual([3]);
    expect(await list('?pixel_id=1')).toEqual([3]);
    expect(await list('?domain_id=1&space_id=2')).toEqual([2]);
    expect(await list('?space_id=3')).toEqual([]);
  });

  it.each([
    // 2 and 5 both have 50 clicks: ties follow id in the same direction, so pages are stable.
    ['sort_by=clicks', [3, 5, 2, 6, 1, 4]],
    ['sort_by=clicks&sort=asc', [4, 1, 6, 2, 5, 3]],
    ['sort_by=title&sort=asc', [1, 2, 4, 6, 5, 3]],
    ['sort_by=alias&sort=asc', [1, 2, 4, 5, 3, 6]],
    ['sort_by=url&sort=desc', [3, 2, 1, 6, 5, 4]],
    ['sort_by=id&sort=asc', [1, 2, 3, 4, 5, 6]],
  ])('sorts %s', async (query, expected) => {
    expect(await list(`?${query}`)).toEqual(expected);
  });

  it('treats empty parameters as not given', async () => {
    expect(await list('?search=&status=&space_id=&sort=')).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it.each(['per_page=20', 'per_page=abc', 'status=4', 'search_by=name', 'sort_by=created_at', 'sort=DESC', 'space_id=x', 'domain_id=1.5', 'pixel_id=a'])(
    'rejects %s with 422',
    async (query) => {
      const res = await call(server(), 'GET', `/api/v1/links?${query}`);
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ message: { [query.split('=')[0]!]: [expect.stringMatching(/^The /)] }, status: 422 });
    },
  );
});

describe('status computation', () => {
  const now = Date.parse('2030-06-15T12:00:00Z');
  it.each([
    ['active by default', {}, 1],
    ['disabled wins over expired', { disabled: 1, expiration_clicks: 0 }, 3],
    ['date in the past', { expiration_date: '2030-06-14' }, 2],
    ['today, time passed', { expiration_date: '2030-06-15', expiration_time: '11:59' }, 2],
    ['today, time to come', { expiration_date: '2030-06-15', expiration_time: '12:01' }, 1],
    ['date in the future', { expiration_date: '2030-06-16' }, 1],
    ['clicks reached', { clicks: 7, expiration_clicks: 7 }, 2],
    ['clicks below the limit', { clicks: 6, expiration_clicks: 7 }, 1],
  ] as const)('%s', (_, fields, expected) => {
    expect(linkStatus(link(1, fields as Partial<StoredLink>), now)).toBe(expected);
  });
});

describe('paging', () => {
  beforeEach(() => server().reset({ links: 57 }));

  it('pages 10 by default with absolute links built from the Host', async () => {
    const res = await call(server(), 'GET', '/api/v1/links?page=2');
    expect(ids(res)).toEqual([47, 46, 45, 44, 43, 42, 41, 40, 39, 38]);
    const path = `${server().url}/api/v1/links`;
    expect(res.json.links).toEqual({ first: `${path}?page=1`, last: `${path}?page=6`, prev: `${path}?page=1`, next: `${path}?page=3` });
    expect(res.json.meta).toEqual({ current_page: 2, from: 11, last_page: 6, path, per_page: 10, to: 20, total: 57 });
  });

  it.each([
    [25, 3, 51, 57],
    [50, 2, 51, 57],
    [100, 1, 1, 57],
  ])('per_page=%i: last page %i runs %i…%i', async (perPage, lastPage, from, to) => {
    const res = await call(server(), 'GET', `/api/v1/links?per_page=${perPage}&page=${lastPage}`);
    expect(res.json.meta).toMatchObject({ per_page: perPage, last_page: lastPage, from, to, current_page: lastPage });
    expect(res.json.links.next).toBeNull();
    expect(res.json.data).toHaveLength(to - from + 1);
  });

  it('answers an empty page past the end', async () => {
    const res = await call(server(), 'GET', '/api/v1/links?page=9');
    expect(res.json.data).toEqual([]);
    expect(res.json.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 6, total: 57 });
    expect(res.json.links.prev).toBe(`${server().url}/api/v1/links?page=8`);
  });

  it('falls back to page 1 for a page that is not a positive integer', async () => {
    for (const page of ['0', '-1', 'abc']) {
      expect((await call(server(), 'GET', `/api/v1/links?page=${page}`)).json.meta.current_page).toBe(1);
    }
  });

  it('answers an empty list with last_page 1', async () => {
    server().reset(false);
    const res = await call(server(), 'GET', '/api/v1/links');
    expect(res.json.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(res.json.links).toMatchObject({ prev: null, next: null });
  });
});

describe('domains and spaces (outside the contract)', () => {
  it('lists domains and spaces in the paginator envelope', async () => {
    const domains = await call(server(), 'GET', '/api/v1/domains?sort=asc');
    expect(domains.json.data.map((d: { name: string }) => d.name)).toEqual(['sho.rt', 'go.example.com', 'l.acme.test']);
    expect(domains.json.data[0]).toMatchObject({ id: 1, url: 'https://sho.rt' });
    const spaces = await call(server(), 'GET', '/api/v1/spaces?sort_by=name&sort=asc');
    expect(spaces.json.data.map((s: { name: string }) => s.name)).toEqual(['Marketing', 'Personal', 'Research']);
    expect(spaces.json.meta).toMatchObject({ current_page: 1, total: 3 });
  });

  it('answers 404 when switched off, and again after reset', async () => {
    server().setExtras(false);
    expect((await call(server(), 'GET', '/api/v1/domains')).status).toBe(404);
    expect((await call(server(), 'GET', '/api/v1/spaces')).status).toBe(404);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
    server().reset();
    expect((await call(server(), 'GET', '/api/v1/domains')).status).toBe(200);
  });
});
