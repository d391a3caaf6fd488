import { describe, expect, it } from 'vitest';
import type { LinkCreateInput } from '../../../lib/api';
import { createShortenClient } from '../../../lib/api/links-client';
import { formEntries, rejectionOf, useServer, VERSIONS } from './helpers';

// The background's client: only what it does with links (search, and shorten with the defaults),
// so its bundle carries no get, update or delete, nor the checks of fields it never sends. Its
// fields are named alike in both versions, so it needs no version.
describe.each(VERSIONS)('createShortenClient against phpShort v%i', (version) => {
  const t = useServer(version);
  const shorten = () => createShortenClient({ baseUrl: t.server.url, apiKey: t.server.apiKey });
  const link: LinkCreateInput = { url: 'https://example.com/page', domain_id: 1 };
  const to = 'https://example.com/to';

  it('lists and creates only', async () => {
    const c = shorten();
    expect(Object.keys(c).sort()).toEqual(['baseUrl', 'links', 'origin']);
    expect(Object.keys(c.links).sort()).toEqual(['create', 'list']);
    expect(c.origin).toBe(t.server.origin);
    const page = await c.links.list({ search: 'a', search_by: 'alias', per_page: 25 });
    expect(page.meta.current_page).toBe(1);
    expect(page.skipped).toEqual([]);
    expect((await c.links.create(link)).url).toBe(link.url);
  });

  it('sends the form the full client of this version sends for the defaults (space, pixels), and reads the answer alike', async () => {
    const input = { ...link, space_id: 1, pixel_ids: [1, 2] };
    const mine = await shorten().links.create(input);
    const full = await t.client().links.create(input);
    const [a, b] = t.server.apiRequests().filter((r) => r.method === 'POST');
    expect(formEntries(a!.body)).toEqual([
      ['url', link.url],
      ['domain_id', '1'],
      ['space_id', '1'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
    ]);
    expect(formEntries(a!.body)).toEqual(formEntries(b!.body));
    const { id: _a, alias: _x, short_url: _s, created_at: _c, updated_at: _u, ...rest } = mine;
    expect(full).toMatchObject(rest);
    expect(mine).toMatchObject({ space: { id: 1, name: 'Marketing' }, pixels: [{ id: 1 }, { id: 2 }] });
  });

  it('checks inputs like createClient and refuses fields beyond the defaults, without a request', async () => {
    const other = { ...link, country: [{ key: 'US', value: to }], alias: 'promo' } as LinkCreateInput;
    expect(await rejectionOf(shorten().links.create(other))).toMatchObject({ name: 'InputError', field: 'country' });
    expect(await rejectionOf(shorten().links.create({ ...link, targets_type: 'countries' } as LinkCreateInput))).toMatchObject({ field: 'targets_type' });
    expect(await rejectionOf(shorten().links.create({ ...link, url: 'javascript:alert(1)' }))).toMatchObject({ field: 'url' });
    expect(await rejectionOf(shorten().links.list({ per_page: 20 as never }))).toMatchObject({ field: 'per_page' });
    expect(() => createShortenClient({ baseUrl: 'http://sho.rt', apiKey: 'k' })).toThrow(/baseUrl/);
    expect(t.server.apiRequests()).toEqual([]);
  });
});
