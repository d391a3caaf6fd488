import { describe, expect, it } from 'vitest';
import { isApiError, type LinkCreateInput } from '../../../lib/api';
import { formEntries, rejectionOf, useServer } from './helpers';

const t = useServer();

describe('links.list', () => {
  it('sends the key, Accept and per_page=10 when the caller gives no page size, and reads the page', async () => {
    const page = await t.client().links.list();
    const [request, ...more] = t.server.apiRequests();
    expect(more).toEqual([]);
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/links', query: { per_page: ['10'] }, body: '' });
    expect(request?.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(page.items).toHaveLength(10);
    expect(page.skipped).toEqual([]);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, total: 30, last_page: 3 });
    expect(page.items[0]).toMatchObject({ id: expect.any(Number), url: expect.any(String), short_url: expect.any(String) });
  });

  it('sends every documented parameter and the page', async () => {
    const page = await t.client().links.list({
      search: 'a b&c',
      search_by: 'url',
      status: 1,
      space_id: 2,
      domain_id: 1,
      pixel_id: 3,
      sort_by: 'clicks',
      sort: 'asc',
      per_page: 25,
      page: 2,
    });
    expect(t.server.apiRequests()[0]?.query).toEqual({
      search: ['a b&c'],
      search_by: ['url'],
      status: ['1'],
      space_id: ['2'],
      domain_id: ['1'],
      pixel_id: ['3'],
      sort_by: ['clicks'],
      sort: ['asc'],
      per_page: ['25'],
      page: ['2'],
    });
    expect(page.meta.current_page).toBe(2);
  });

  it.each([
    [{ status: 0 }, { status: ['0'], per_page: ['10'] }],
    [{ per_page: 100 }, { per_page: ['100'] }],
    [{ search: '' }, { search: [''], per_page: ['10'] }],
    [{ sort_by: 'title', sort: 'desc' }, { sort_by: ['title'], sort: ['desc'], per_page: ['10'] }],
  ] as const)('sends %j as %j', async (query, wire) => {
    await t.client().links.list(query);
    expect(t.server.apiRequests()[0]?.query).toEqual(wire);
  });

  it('returns the items the server sorted and filtered', async () => {
    const page = await t.client().links.list({ sort_by: 'id', sort: 'asc', per_page: 50 });
    expect(page.items.map((l) => l.id)).toEqual(t.server.db.links.map((l) => l.id).sort((a, b) => a - b));
  });
});

describe('links.get', () => {
  it('reads one link from its `data` wrapper, keeping fields the schema does not name', async () => {
    const stored = t.server.db.links[4]!;
    const link = await t.client().links.get(stored.id);
    expect(link).toMatchObject({ id: stored.id, url: stored.url, alias: stored.alias });
    expect(link.short_url).toContain(stored.alias);
    expect(link).not.toHaveProperty('status');
    const request = t.server.apiRequests()[0];
    expect(request).toMatchObject({ method: 'GET', path: `/api/v1/links/${stored.id}`, query: {} });
    expect(request?.headers.accept).toBe('application/json');
  });

  it('is a NotFoundError for an id the server does not know', async () => {
    const error = await rejectionOf(t.client().links.get(99_999));
    expect(isApiError(error, 'NotFoundError')).toBe(true);
    expect(error).toMatchObject({ status: 404, method: 'GET', path: '/api/v1/links/99999' });
  });
});

describe('links.create', () => {
  const full: LinkCreateInput = {
    url: 'https://example.com/page?a=1&b=two%20words',
    domain_id: 2,
    alias: 'spring-sale',
    password: 'p@ss=word&',
    space_id: 3,
    pixel_ids: [1, 2],
    disabled: 1,
    privacy: 2,
    privacy_password: 'stats',
    expiration_url: 'https://example.com/ended',
    expiration_date: '2031-02-28',
    expiration_time: '18:30',
    expiration_clicks: 500,
    target_type: 1,
    country: [
      { key: 'US', value: 'https://example.com/us' },
      { key: 'DE', value: 'https://example.com/de' },
    ],
    platform: [{ key: 'Chrome OS', value: 'https://example.com/cros' }],
    language: [{ key: 'fr', value: 'https://example.com/fr' }],
    rotation: [{ value: 'https://example.com/r1' }, { value: 'https://example.com/r2' }],
  };

  it('posts every field in the contract form encoding and returns the created link (201)', async () => {
    const link = await t.client().links.create(full);
    const request = t.server.apiRequests()[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/links');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
    expect(request.body).toContain('pixel_ids%5B%5D=1&pixel_ids%5B%5D=2');
    expect(request.body).toContain('country%5B0%5D%5Bkey%5D=US&country%5B0%5D%5Bvalue%5D=https%3A%2F%2Fexample.com%2Fus');
    expect(formEntries(request.body)).toEqual([
      ['url', 'https://example.com/page?a=1&b=two%20words'],
      ['domain_id', '2'],
      ['alias', 'spring-sale'],
      ['password', 'p@ss=word&'],
      ['space_id', '3'],
      ['disabled', '1'],
      ['privacy', '2'],
      ['privacy_password', 'stats'],
      ['expiration_url', 'https://example.com/ended'],
      ['expiration_date', '2031-02-28'],
      ['expiration_time', '18:30'],
      ['expiration_clicks', '500'],
      ['target_type', '1'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
      ['country[0][key]', 'US'],
      ['country[0][value]', 'https://example.com/us'],
      ['country[1][key]', 'DE'],
      ['country[1][value]', 'https://example.com/de'],
      ['platform[0][key]', 'Chrome OS'],
      ['platform[0][value]', 'https://example.com/cros'],
      ['language[0][key]', 'fr'],
      ['language[0][value]', 'https://example.com/fr'],
      ['rotation[0][value]', 'https://example.com/r1'],
      ['rotation[1][value]', 'https://example.com/r2'],
    ]);
    expect(link).toMatchObject({ alias: 'spring-sale', url: full.url });
    const stored = t.server.db.links.find((l) => l.id === link.id);
    expect(stored).toMatchObject({
      domain_id: 2,
      space_id: 3,
      pixel_ids: [1, 2],
      disabled: 1,
      privacy: 2,
      expiration_clicks: 500,
      country: full.country,
      platform: full.platform,
      language: full.language,
      rotation: full.rotation,
    });
  });

  it('sends only the fields given', async () => {
    await t.client().links.create({ url: 'https://example.com/x', domain_id: 1, alias: undefined });
    expect(t.server.apiRequests()[0]?.body).toBe('url=https%3A%2F%2Fexample.com%2Fx&domain_id=1');
  });

  it('never repeats a store, even when it fails', async () => {
    t.server.inject({ status: 503, match: { method: 'POST' }, times: 5 });
    const error = await rejectionOf(t.client().links.create({ url: 'https://example.com', domain_id: 1 }));
    expect(error.name).toBe('ServerError');
    expect(t.server.apiRequests()).toHaveLength(1);
  });
});

describe('links.update', () => {
  it('PATCHes by default with only the given fields', async () => {
    const id = t.server.db.links[0]!.id;
    const link = await t.client().links.update(id, { alias: 'renamed', pixel_ids: [4] });
    const request = t.server.apiRequests()[0]!;
    expect(request).toMatchObject({ method: 'PATCH', path: `/api/v1/links/${id}` });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.accept).toBe('application/json');
    expect(formEntries(request.body)).toEqual([
      ['alias', 'renamed'],
      ['pixel_ids[]', '4'],
    ]);
    expect(link).toMatchObject({ id, alias: 'renamed' });
  });

  it('PUTs when asked', async () => {
    const id = t.server.db.links[1]!.id;
    await t.client().links.update(id, { url: 'https://example.org/new' }, { method: 'PUT' });
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'PUT', body: 'url=https%3A%2F%2Fexample.org%2Fnew' });
    expect(t.server.db.links[1]?.url).toBe('https://example.org/new');
  });

  it('clears pixels and rules with an empty list', async () => {
    const link = t.server.db.links[2]!;
    Object.assign(link, { pixel_ids: [1], target_type: 4, rotation: [{ value: 'https://example.com/a' }] });
    await t.client().links.update(link.id, { pixel_ids: [], rotation: [] });
    expect(t.server.apiRequests()[0]?.body).toBe('pixel_ids=&rotation=');
    expect(t.server.db.links[2]).toMatchObject({ pixel_ids: [], rotation: [] });
  });

  it('clears the space and the click limit with null', async () => {
    const link = t.server.db.links[3]!;
    Object.assign(link, { space_id: 1, expiration_clicks: 50 });
    await t.client().links.update(link.id, { space_id: null, expiration_clicks: null });
    expect(t.server.apiRequests()[0]?.body).toBe('space_id=&expiration_clicks=');
    expect(t.server.db.links[3]).toMatchObject({ space_id: null, expiration_clicks: null });
  });

  it('refuses domain_id passed at runtime, before any request', async () => {
    const input = { alias: 'x', domain_id: 2 } as never;
    const error = await rejectionOf(t.client().links.update(1, input));
    expect(error).toMatchObject({ name: 'InputError', field: 'domain_id' });
    expect(t.server.apiRequests()).toEqual([]);
  });

  it('refuses a method other than PUT or PATCH', async () => {
    const error = await rejectionOf(t.client().links.update(1, {}, { method: 'POST' as never }));
    expect(error).toMatchObject({ name: 'InputError', field: 'method' });
    expect(t.server.apiRequests()).toEqual([]);
  });

  it('is a ValidationError with the server field messages when the alias is taken', async () => {
    const [first, second] = t.server.db.links.filter((l) => l.domain_id === 1);
    const error = await rejectionOf(t.client().links.update(second!.id, { alias: first!.alias }));
    expect(error.name).toBe('ValidationError');
    expect(error.fields).toEqual({ alias: [expect.stringContaining('taken')] });
    expect(error.message).toContain(`PATCH /api/v1/links/${second!.id}`);
  });
});

describe('links.delete', () => {
  it('deletes and returns the result; the link is gone afterwards', async () => {
    const client = t.client();
    const id = t.server.db.links[3]!.id;
    const result = await client.links.delete(id);
    expect(result).toMatchObject({ id, object: 'link', deleted: true });
    const request = t.server.apiRequests()[0]!;
    expect(request).toMatchObject({ method: 'DELETE', path: `/api/v1/links/${id}`, body: '' });
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
    expect((await rejectionOf(client.links.get(id))).name).toBe('NotFoundError');
  });

  it('accepts 204 with no body', async () => {
    t.server.inject({ status: 204, body: '', match: { method: 'DELETE' } });
    expect(await t.client().links.delete(7)).toEqual({ id: 7, object: 'link', deleted: true });
  });

  it.each([
    ['{}', { id: 7, object: 'link', deleted: true }],
    ['null', { id: 7, object: 'link', deleted: true }],
    ['{"data":{"id":7,"deleted":true}}', { id: 7, object: 'link', deleted: true }],
    ['{"id":7,"object":"link","deleted":true,"status":200}', { id: 7, object: 'link', deleted: true, status: 200 }],
  ])('reads a 200 delete answering %s', async (body, expected) => {
    t.server.inject({ status: 200, body, contentType: 'application/json', match: { method: 'DELETE' } });
    expect(await t.client().links.delete(7)).toEqual(expected);
  });
});
