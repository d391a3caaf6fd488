import { describe, expect, it } from 'vitest';
import { formEntries, rejectionOf, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('pixels of phpShort v%i', (version) => {
  const t = useServer(version);
  const own = () => t.server.db.pixels.filter((p) => p.user_id === 1);

  it('lists the account’s pixels with per_page=10 by default', async () => {
    const page = await t.client().pixels.list();
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'GET', path: '/api/v1/pixels', query: { per_page: ['10'] } });
    expect(page.items).toHaveLength(8);
    expect(page.skipped).toEqual([]);
    expect(page.meta).toMatchObject({ current_page: 1, total: 8 });
    expect(page.items.map((p) => p.id).sort((a, b) => a - b)).toEqual(own().map((p) => p.id));
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
    const stored = own()[2]!;
    expect(await t.client().pixels.get(stored.id)).toMatchObject({ id: stored.id, name: stored.name, type: stored.type, value: stored.value });
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'GET', path: `/api/v1/pixels/${stored.id}` });
  });

  it('creates with name, type and value as a form (201)', async () => {
    const pixel = await t.client().pixels.create({ name: 'Ads conversions 2', type: 'google-ads', value: 'AW-123' });
    const request = t.server.apiRequests()[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/pixels', body: 'name=Ads+conversions+2&type=google-ads&value=AW-123' });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.accept).toBe('application/json');
    expect(pixel).toMatchObject({ id: expect.any(Number), name: 'Ads conversions 2', type: 'google-ads', value: 'AW-123' });
    expect(t.server.db.pixels.some((p) => p.id === pixel.id)).toBe(true);
  });

  it('creates a pixel of type x (the former twitter)', async () => {
    const pixel = await t.client().pixels.create({ name: 'X tag', type: 'x', value: 'o9z8y' });
    expect(pixel).toMatchObject({ type: 'x' });
    expect(t.server.apiRequests()[0]?.body).toBe('name=X+tag&type=x&value=o9z8y');
  });

  it('updates by PATCH, or PUT when asked, with only the given fields', async () => {
    const id = own()[0]!.id;
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
    expect(own()[0]).toMatchObject({ name: 'Renamed', type: 'bing', value: '42' });
  });

  it('deletes, which detaches the pixel from its links', async () => {
    const id = own()[1]!.id;
    expect(t.server.db.links.some((l) => l.pixel_ids.includes(id))).toBe(true);
    expect(await t.client().pixels.delete(id)).toEqual({ id, object: 'pixel', deleted: true });
    expect(t.server.apiRequests()[0]).toMatchObject({ method: 'DELETE', path: `/api/v1/pixels/${id}` });
    expect(t.server.db.pixels.some((p) => p.id === id)).toBe(false);
    expect(t.server.db.links.some((l) => l.pixel_ids.includes(id))).toBe(false);
  });

  it('another account’s pixel is a NotFoundError', async () => {
    const other = t.server.db.pixels.find((p) => p.user_id !== 1)!;
    expect(await rejectionOf(t.client().pixels.get(other.id))).toMatchObject({ name: 'NotFoundError', status: 404 });
  });

  it('answers a 204 delete with what it knows', async () => {
    t.server.inject({ status: 204, body: '', match: { method: 'DELETE' } });
    expect(await t.client().pixels.delete(3)).toEqual({ id: 3, object: 'pixel', deleted: true });
  });

  it('reads the seeded pixel of type `x`, in a list and alone', async () => {
    const x = own().find((p) => p.type === 'x')!;
    const client = t.client();
    const page = await client.pixels.list({ type: 'x' });
    expect(page.items).toEqual([{ id: x.id, name: x.name, type: 'x', value: x.value, created_at: x.created_at, updated_at: x.updated_at }]);
    expect((await client.pixels.get(x.id)).type).toBe('x');
  });

  it('is a ValidationError with the server’s field message for a name taken', async () => {
    const error = await rejectionOf(t.client().pixels.create({ name: own()[0]!.name, type: 'bing', value: '1' }));
    expect(error).toMatchObject({ name: 'ValidationError', status: 422, fields: { name: [expect.stringContaining('taken')] } });
  });
});
