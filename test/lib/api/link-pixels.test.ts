/**
 * Removing every pixel: `pixel_ids[]=` clears them on both versions, while `pixel_ids=` (an empty
 * field) is a 500 on the real servers, and on the reference server, so a regression is caught.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../lib/api';
import { rejectionOf, seedLink, stored, useServer, VERSIONS } from './helpers';

/** A fetch that sends what a client writing `pixel_ids=` for an empty list would send. */
const regressed: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    body: String(init?.body)
      .replace('pixel_ids%5B%5D=&', 'pixel_ids=&')
      .replace(/pixel_ids%5B%5D=$/, 'pixel_ids='),
  });

describe.each(VERSIONS)('removing all pixels on phpShort v%i', (version) => {
  const t = useServer(version);

  it('an update sends `pixel_ids[]=`, and the link read back has no pixels', async () => {
    const link = seedLink(t.server, 'link.withPixels');
    expect(link.pixel_ids.length).toBeGreaterThanOrEqual(2);
    const client = t.client();
    const updated = await client.links.update(link.id, { pixel_ids: [] });
    const body = t.server.apiRequests()[0]!.body;
    expect(body).toBe('pixel_ids%5B%5D=');
    expect(body).not.toMatch(/(^|&)pixel_ids=/);
    expect(updated.pixels).toEqual([]);
    expect(stored(t.server, link.id).pixel_ids).toEqual([]);
    expect((await client.links.get(link.id)).pixels).toEqual([]);
  });

  it('with other fields, still as `pixel_ids[]=`', async () => {
    const link = seedLink(t.server, 'link.withPixels');
    await t.client().links.update(link.id, { alias: 'no-pixels', pixel_ids: [] });
    expect(t.server.apiRequests()[0]?.body).toBe('alias=no-pixels&pixel_ids%5B%5D=');
    expect(stored(t.server, link.id)).toMatchObject({ alias: 'no-pixels', pixel_ids: [] });
  });

  it('a store with no pixels sends `pixel_ids[]=` too, from either client', async () => {
    const input = { url: 'https://example.com/none', domain_id: 1, pixel_ids: [] };
    const full = await t.client().links.create(input);
    const shorten = await createClient({ version: 44, baseUrl: t.server.url, apiKey: t.server.apiKey }).links.create(input);
    const [a, b] = t.server.apiRequests();
    expect(a?.body).toBe('url=https%3A%2F%2Fexample.com%2Fnone&domain_id=1&pixel_ids%5B%5D=');
    expect(b?.body).toBe(a?.body);
    expect([full.pixels, shorten.pixels]).toEqual([[], []]);
  });

  it('the reference server answers `pixel_ids=` with the real servers’ 500 and keeps the pixels', async () => {
    const link = seedLink(t.server, 'link.withPixels');
    const pixels = [...link.pixel_ids];
    const error = await rejectionOf(t.client({ fetch: regressed }).links.update(link.id, { alias: 'regressed', pixel_ids: [] }));
    expect(t.server.apiRequests()[0]?.body).toBe('alias=regressed&pixel_ids=');
    expect(error).toMatchObject({ name: 'ServerError', status: 500, message: `PATCH /api/v1/links/${link.id}: 500 Server Error` });
    expect(stored(t.server, link.id).pixel_ids).toEqual(pixels);
  });

  it('pixels of another account are dropped when one of the caller’s is among them', async () => {
    const other = t.server.db.pixels.find((p) => p.user_id !== 1)!;
    const link = seedLink(t.server, 'link.plain');
    const updated = await t.client().links.update(link.id, { pixel_ids: [other.id, 3] });
    expect(updated.pixels).toEqual([{ id: 3, name: 'Tag Manager', type: 'google-tag-manager' }]);
    expect(stored(t.server, link.id).pixel_ids).toEqual([3]);
  });
});
