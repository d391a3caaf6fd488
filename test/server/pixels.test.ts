import { describe, expect, it } from 'vitest';
import { call, ids, useServer } from './test-helpers';

const server = useServer();

describe('pixel operations', () => {
  it('shows a pixel wrapped in data', async () => {
    const res = await call(server(), 'GET', '/api/v1/pixels/1');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: { id: 1, name: 'Facebook main', type: 'facebook', value: '1234567890123456', created_at: expect.any(String), updated_at: expect.any(String) },
      status: 200,
    });
  });

  it('stores a pixel with 201', async () => {
    const res = await call(server(), 'POST', '/api/v1/pixels', { form: [['name', 'Launch tag'], ['type', 'x'], ['value', 'abc123']] });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ data: { id: 9, name: 'Launch tag', type: 'x', value: 'abc123' }, status: 200 });
    expect(server().db.pixels.at(-1)).toMatchObject({ id: 9, name: 'Launch tag' });
  });

  it.each(['PUT', 'PATCH'])('%s updates only the fields sent', async (method) => {
    const res = await call(server(), method, '/api/v1/pixels/2', { form: 'value=G-NEW' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: 2, name: 'GA4 property', type: 'google-analytics', value: 'G-NEW' });
  });

  it('deletes a pixel and detaches it from links', async () => {
    server().db.links[0]!.pixel_ids = [3, 5];
    const res = await call(server(), 'DELETE', '/api/v1/pixels/3');
    expect(res.json).toEqual({ id: 3, object: 'pixel', deleted: true, status: 200 });
    expect((await call(server(), 'GET', '/api/v1/pixels/3')).status).toBe(404);
    expect(server().db.links[0]!.pixel_ids).toEqual([5]);
  });

  it('answers 404 for unknown pixels on show, update and delete', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await call(server(), method, '/api/v1/pixels/4242', method === 'GET' ? {} : { form: 'name=x' });
      expect(res.status, method).toBe(404);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });
});

describe('pixel list', () => {
  it('lists newest first, 10 per page by default, in the paginator envelope', async () => {
    const res = await call(server(), 'GET', '/api/v1/pixels');
    expect(ids(res)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(res.json.meta).toMatchObject({ current_page: 1, per_page: 10, total: 8, last_page: 1, from: 1, to: 8 });
  });

  it('searches by name, case-insensitively', async () => {
    expect(ids(await call(server(), 'GET', '/api/v1/pixels?search=TAG&search_by=name'))).toEqual([8, 6, 3]);
  });

  it('filters by type', async () => {
    expect(ids(await call(server(), 'GET', '/api/v1/pixels?type=bing'))).toEqual([7]);
  });

  it('sorts by name or id, either way', async () => {
    const byName = await call(server(), 'GET', '/api/v1/pixels?sort_by=name&sort=asc');
    const names = byName.json.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names[0]).toBe('Ads conversions');
    expect(ids(await call(server(), 'GET', '/api/v1/pixels?sort_by=id&sort=asc'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('pages with per_page and page', async () => {
    server().reset({ pixels: 30, links: 0 });
    const res = await call(server(), 'GET', '/api/v1/pixels?per_page=25&page=2');
    expect(ids(res)).toEqual([5, 4, 3, 2, 1]);
    expect(res.json.meta).toMatchObject({ current_page: 2, last_page: 2, from: 26, to: 30, total: 30, per_page: 25 });
  });

  it.each(['per_page=20', 'sort_by=value', 'sort=up', 'type=myspace', 'search_by=value'])('rejects %s with 422', async (query) => {
    const res = await call(server(), 'GET', `/api/v1/pixels?${query}`);
    expect(res.status).toBe(422);
    expect(res.json.status).toBe(422);
    expect(Object.keys(res.json.message)).toEqual([query.split('=')[0]]);
  });
});
