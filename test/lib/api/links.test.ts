import { describe, expect, it } from 'vitest';
import { isApiError, type LinkUpdateInput } from '../../../lib/api';
import { formEntries, ownLinks, rejectionOf, stored, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('links against phpShort v%i', (version) => {
  const t = useServer(version);
  const clickLimit = version === 44 ? 'expiration_clicks' : 'clicks_limit';

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
      [
        { sort_by: 'title', sort: 'desc' },
        { sort_by: ['title'], sort: ['desc'], per_page: ['10'] },
      ],
    ] as const)('sends %j as %j', async (query, wire) => {
      await t.client().links.list(query);
      expect(t.server.apiRequests()[0]?.query).toEqual(wire);
    });

    it('returns the account’s links as the server sorted them', async () => {
      const page = await t.client().links.list({ sort_by: 'id', sort: 'asc', per_page: 50 });
      expect(page.items.map((l) => l.id)).toEqual(
        ownLinks(t.server)
          .map((l) => l.id)
          .sort((a, b) => a - b),
      );
      expect(page.skipped).toEqual([]);
    });

    it('lists the links in no space with space_id 0', async () => {
      const page = await t.client().links.list({ space_id: 0, per_page: 100 });
      const expected = ownLinks(t.server).filter((l) => !l.space_id);
      expect(expected.length).toBeGreaterThan(0);
      expect(page.items.map((l) => l.id).sort((a, b) => a - b)).toEqual(expected.map((l) => l.id).sort((a, b) => a - b));
      expect(page.items.every((l) => l.space === null)).toBe(true);
    });
  });

  describe('links.get', () => {
    it('reads one link from its `data` wrapper', async () => {
      const link = ownLinks(t.server)[4]!;
      const got = await t.client().links.get(link.id);
      expect(got).toMatchObject({ id: link.id, url: link.url, alias: link.alias, title: link.title, clicks: link.clicks });
      expect(got.short_url).toMatch(new RegExp(`/${link.alias}$`));
      expect(got).not.toHaveProperty('status');
      const request = t.server.apiRequests()[0];
      expect(request).toMatchObject({ method: 'GET', path: `/api/v1/links/${link.id}`, query: {} });
      expect(request?.headers.accept).toBe('application/json');
    });

    it('is a NotFoundError for an id the server does not know, and for another account’s link', async () => {
      const client = t.client();
      const error = await rejectionOf(client.links.get(99_999));
      expect(isApiError(error, 'NotFoundError')).toBe(true);
      expect(error).toMatchObject({ status: 404, method: 'GET', path: '/api/v1/links/99999' });
      const other = t.server.db.links.find((l) => !ownLinks(t.server).includes(l))!;
      expect(await rejectionOf(client.links.get(other.id))).toMatchObject({ name: 'NotFoundError', status: 404 });
    });
  });

  describe('links.create', () => {
    it('posts a form and returns the created link (201)', async () => {
      const link = await t.client().links.create({ url: 'https://example.com/page?a=1&b=two%20words', domain_id: 2, alias: 'spring-sale' });
      const request = t.server.apiRequests()[0]!;
      expect(request).toMatchObject({ method: 'POST', path: '/api/v1/links' });
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
      expect(formEntries(request.body)).toEqual([
        ['url', 'https://example.com/page?a=1&b=two%20words'],
        ['domain_id', '2'],
        ['alias', 'spring-sale'],
      ]);
      expect(link).toMatchObject({ alias: 'spring-sale', url: 'https://example.com/page?a=1&b=two%20words', short_url: 'https://go.example.com/spring-sale' });
      expect(stored(t.server, link.id)).toMatchObject({ domain_id: 2, alias: 'spring-sale' });
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
      const id = ownLinks(t.server)[0]!.id;
      const link = await t.client().links.update(id, { alias: 'renamed', pixel_ids: [4] });
      const request = t.server.apiRequests()[0]!;
      expect(request).toMatchObject({ method: 'PATCH', path: `/api/v1/links/${id}` });
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(formEntries(request.body)).toEqual([
        ['alias', 'renamed'],
        ['pixel_ids[]', '4'],
      ]);
      expect(link).toMatchObject({ id, alias: 'renamed', pixels: [{ id: 4 }] });
      expect(stored(t.server, id).pixel_ids).toEqual([4]);
    });

    it('PUTs when asked', async () => {
      const id = ownLinks(t.server)[1]!.id;
      await t.client().links.update(id, { url: 'https://example.org/new' }, { method: 'PUT' });
      expect(t.server.apiRequests()[0]).toMatchObject({ method: 'PUT', body: 'url=https%3A%2F%2Fexample.org%2Fnew' });
      expect(stored(t.server, id).url).toBe('https://example.org/new');
    });

    it(`clears the space and the click limit (${clickLimit}) with null`, async () => {
      const link = ownLinks(t.server)[3]!;
      Object.assign(link, { space_id: 1, expiration_clicks: 50 });
      const got = await t.client().links.update(link.id, { space_id: null, [clickLimit]: null } as LinkUpdateInput);
      expect(t.server.apiRequests()[0]?.body).toBe(`space_id=&${clickLimit}=`);
      expect(stored(t.server, link.id)).toMatchObject({ space_id: null, expiration_clicks: null });
      expect(got).toMatchObject({ space: null, click_limit: null });
    });

    it('refuses a method other than PUT or PATCH', async () => {
      const error = await rejectionOf(t.client().links.update(1, {}, { method: 'POST' as never }));
      expect(error).toMatchObject({ name: 'InputError', field: 'method' });
      expect(t.server.apiRequests()).toEqual([]);
    });

    it('is a ValidationError with the server field messages when the alias is taken', async () => {
      const [first, second] = ownLinks(t.server).filter((l) => l.domain_id === 1);
      const error = await rejectionOf(t.client().links.update(second!.id, { alias: first!.alias }));
      expect(error.name).toBe('ValidationError');
      expect(error.fields).toEqual({ alias: [expect.stringMatching(/^The alias has already been taken\.$/i)] });
      expect(error.message).toContain(`PATCH /api/v1/links/${second!.id}`);
    });
  });

  describe('links.delete', () => {
    it('deletes and returns the result; the link is gone afterwards', async () => {
      const client = t.client();
      const id = ownLinks(t.server)[3]!.id;
      expect(await client.links.delete(id)).toEqual({ id, object: 'link', deleted: true });
      const request = t.server.apiRequests()[0]!;
      expect(request).toMatchObject({ method: 'DELETE', path: `/api/v1/links/${id}`, body: '' });
      expect(request.headers.accept).toBe('application/json');
      expect((await rejectionOf(client.links.get(id))).name).toBe('NotFoundError');
    });
  });
});

describe('links.delete answers other servers give', () => {
  const t = useServer();

  it('accepts 204 with no body', async () => {
    t.server.inject({ status: 204, body: '', match: { method: 'DELETE' } });
    expect(await t.client().links.delete(7)).toEqual({ id: 7, object: 'link', deleted: true });
  });

  it.each([
    ['{}', { id: 7, object: 'link', deleted: true }],
    ['null', { id: 7, object: 'link', deleted: true }],
    ['{"data":{"id":7,"deleted":true}}', { id: 7, object: 'link', deleted: true }],
    ['{"id":7,"object":"link","deleted":false,"status":200}', { id: 7, object: 'link', deleted: false }],
  ])('reads a 200 delete answering %s', async (body, expected) => {
    t.server.inject({ status: 200, body, contentType: 'application/json', match: { method: 'DELETE' } });
    expect(await t.client().links.delete(7)).toEqual(expected);
  });
});
