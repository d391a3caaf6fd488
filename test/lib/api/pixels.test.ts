import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../lib/api';
import { formEntries, rejectionOf, useServer } from './helpers';

const t = useServer();

describe('pixels', () => {
  it('lists with per_page=10 by default', async () => {
    const page = await t.client().pixels.list();
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'GET', path: '/api/v1/pixels', query: { per_page: ['10'] } });
    expect(page.items).toHaveLength(8);
    expect(page.meta).toMatchObject({ current_page: 1, total: 8 });
  });

  it('sends every documented list parameter and the page', async () => {
    await t.client().pixels.list({ search: 'main', search_by: 'name', type: 'google-tag-manager', sort_by: 'name', sort: 'asc', per_page: 50, page: 3 });
    expect(t.server.apiRequests()[0]?.query).toEqual({
      search: ['main'],
      search_by: ['name'],
      type: ['google-tag-manager'],
      sort_by: ['name'],
      sort: ['asc'],
      per_page: ['50'],
      page: ['3'],
    });
  });

  it('gets one pixel', async () => {
    const stored = t.server.db.pixels[2]!;
    expect(await t.client().pixels.get(stored.id)).toMatchObject({ id: stored.id, name: stored.name, type: stored.type, value: stored.value });
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'GET', path: `/api/v1/pixels/${stored.id}` });
  });

  it('creates with name, type and value as a form', async () => {
    const pixel = await t.client().pixels.create({ name: 'Ads & more', type: 'google-ads', value: 'AW-123' });
    const request = t.server.apiRequests()[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/pixels', body: 'name=Ads+%26+more&type=google-ads&value=AW-123' });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.accept).toBe('application/json');
    expect(pixel).toMatchObject({ name: 'Ads & more', type: 'google-ads', value: 'AW-123' });
    expect(t.server.db.pixels.some((p) => p.id === pixel.id)).toBe(true);
  });

  it('updates by PATCH, or PUT when asked, with only the given fields', async () => {
    const id = t.server.db.pixels[0]!.id;
    const client = t.client();
    await client.pixels.update(id, { name: 'Renamed' });
    await client.pixels.update(id, { value: '42', type: 'bing' }, { method: 'PUT' });
    const [patch, put] = t.server.apiRequests();
    expect(patch).toMatchObject({ method: 'PATCH', path: `/api/v1/pixels/${id}`, body: 'name=Renamed' });
    expect(formEntries(put!.body)).toEqual([
      ['type', 'bing'],
      ['value', '42'],
    ]);
    expect(put?.method).toBe('PUT');
    expect(t.server.db.pixels[0]).toMatchObject({ name: 'Renamed', type: 'bing', value: '42' });
  });

  it('deletes', async () => {
    const id = t.server.db.pixels[1]!.id;
    expect(await t.client().pixels.delete(id)).toMatchObject({ id, object: 'pixel', deleted: true });
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'DELETE', path: `/api/v1/pixels/${id}` });
    expect(t.server.db.pixels.some((p) => p.id === id)).toBe(false);
  });

  it('answers a 204 delete with what it knows', async () => {
    t.server.inject({ status: 204, body: '', match: { method: 'DELETE' } });
    expect(await t.client().pixels.delete(3)).toEqual({ id: 3, object: 'pixel', deleted: true });
  });

  it('accepts the type `x` that newer servers answer instead of `twitter`', async () => {
    t.server.db.pixels[0]!.type = 'x';
    const client = t.client();
    const page = await client.pixels.list();
    expect(page.skipped).toEqual([]);
    expect(page.items.find((p) => p.id === t.server.db.pixels[0]!.id)?.type).toBe('x');
    expect((await client.pixels.get(t.server.db.pixels[0]!.id)).type).toBe('x');
  });
});

describe('domains and spaces (outside the contract)', () => {
  it('lists domains and spaces with per_page and page', async () => {
    const client = t.client();
    const domains = await client.domains.list();
    const spaces = await client.spaces.list({ per_page: 25, page: 1 });
    expect(domains.items.map((d) => d.id)).toEqual(expect.arrayContaining(t.server.db.domains.map((d) => d.id)));
    expect(domains.items[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(spaces.items).toHaveLength(t.server.db.spaces.length);
    const [d, s] = t.server.apiRequests();
    expect(d).toMatchObject({ method: 'GET', path: '/api/v1/domains', query: { per_page: ['10'] } });
    expect(s).toMatchObject({ method: 'GET', path: '/api/v1/spaces', query: { per_page: ['25'], page: ['1'] } });
    expect(d?.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
  });

  it('rejects with NotFoundError where the installation has no such endpoint', async () => {
    t.server.setExtras(false);
    const client = t.client();
    expect(isApiError(await rejectionOf(client.domains.list()), 'NotFoundError')).toBe(true);
    expect(isApiError(await rejectionOf(client.spaces.list()), 'NotFoundError')).toBe(true);
  });

  it('is a NotFoundError even when the 404 is an HTML page', async () => {
    t.server.inject({ status: 404, body: '<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>' });
    const error = await rejectionOf(t.client().domains.list());
    expect(error.name).toBe('NotFoundError');
    expect(error.message).not.toContain('<');
  });

  it('checks page and per_page before sending', async () => {
    const error = await rejectionOf(t.client().spaces.list({ per_page: 20 as never }));
    expect(error).toMatchObject({ name: 'InputError', field: 'per_page' });
    expect(t.server.apiRequests()).toEqual([]);
  });
});
