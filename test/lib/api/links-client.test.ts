import { describe, expect, it } from 'vitest';
import { createLinksClient, type LinkCreateInput, type LinksClient } from '../../../lib/api';
import { createShortenClient } from '../../../lib/api/links-client';
import { formEntries, rejectionOf, useServer } from './helpers';

// The background's client: links only, with the same checks as createClient except that it
// refuses targeting rules (it carries no code lists to check them with) instead of sending them.
const t = useServer();
const client = (): LinksClient => createLinksClient({ baseUrl: t.server.url, apiKey: t.server.apiKey });
const link: LinkCreateInput = { url: 'https://example.com/page', domain_id: 1 };
const to = 'https://example.com/to';

describe('createLinksClient', () => {
  it('has links only', () => {
    const c = client() as unknown as Record<string, unknown>;
    expect(Object.keys(c).sort()).toEqual(['baseUrl', 'links', 'origin']);
    expect(c.origin).toBe(t.server.origin);
  });

  it('lists and creates as the full client does', async () => {
    const page = await client().links.list({ search: 'a', search_by: 'alias', per_page: 25 });
    expect(page.meta.current_page).toBe(1);
    const made = await client().links.create({ ...link, space_id: 1, pixel_ids: [1, 2] });
    expect(made.url).toBe(link.url);
    const post = t.server.apiRequests().find((r) => r.method === 'POST')!;
    expect(formEntries(post.body)).toEqual([
      ['url', link.url],
      ['domain_id', '1'],
      ['space_id', '1'],
      ['pixel_ids[]', '1'],
      ['pixel_ids[]', '2'],
    ]);
  });

  it.each([
    ['country', { country: [{ key: 'US', value: to }] }],
    ['platform', { platform: [{ key: 'iOS', value: to }] }],
    ['language', { language: [{ key: 'en', value: to }] }],
    ['rotation', { rotation: [{ value: to }] }],
    ['country', { country: [] }],
  ])('refuses %s rules, valid or not, without a request', async (field, rules) => {
    const create = await rejectionOf(client().links.create({ ...link, ...rules }));
    expect(create).toMatchObject({ name: 'InputError', field });
    const update = await rejectionOf(client().links.update(1, rules));
    expect(update).toMatchObject({ name: 'InputError', field });
    expect(t.server.apiRequests()).toEqual([]);
  });

  it('checks every other field like createClient', async () => {
    expect(await rejectionOf(client().links.create({ ...link, url: 'javascript:alert(1)' }))).toMatchObject({ field: 'url' });
    expect(await rejectionOf(client().links.list({ per_page: 20 as never }))).toMatchObject({ field: 'per_page' });
    expect(() => createLinksClient({ baseUrl: 'http://sho.rt', apiKey: 'k' })).toThrow(/baseUrl/);
    expect(t.server.apiRequests()).toEqual([]);
  });
});

// The background's client: only what it does with links (search, and shorten with the defaults),
// so its bundle carries no get, update or delete, nor the checks of fields it never sends.
describe('createShortenClient', () => {
  const shorten = () => createShortenClient({ baseUrl: t.server.url, apiKey: t.server.apiKey });

  it('lists and creates only', async () => {
    const c = shorten();
    expect(Object.keys(c.links).sort()).toEqual(['create', 'list']);
    expect(c.origin).toBe(t.server.origin);
    expect((await c.links.list({ per_page: 25 })).meta.current_page).toBe(1);
    expect((await c.links.create(link)).url).toBe(link.url);
  });

  it('sends the form createLinksClient sends for the defaults (space, pixels)', async () => {
    const made = await shorten().links.create({ ...link, space_id: 1, pixel_ids: [1, 2] });
    expect(made.url).toBe(link.url);
    await client().links.create({ ...link, space_id: 1, pixel_ids: [1, 2] });
    const [mine, full] = t.server.apiRequests().filter((r) => r.method === 'POST');
    expect(formEntries(mine!.body)).toEqual(formEntries(full!.body));
  });

  it('checks inputs like createLinksClient and refuses fields beyond the defaults, without a request', async () => {
    const other = { ...link, country: [{ key: 'US', value: to }], alias: 'promo' } as LinkCreateInput;
    expect(await rejectionOf(shorten().links.create(other))).toMatchObject({ name: 'InputError', field: 'country' });
    expect(await rejectionOf(shorten().links.create({ ...link, url: 'javascript:alert(1)' }))).toMatchObject({ field: 'url' });
    expect(await rejectionOf(shorten().links.list({ per_page: 20 as never }))).toMatchObject({ field: 'per_page' });
    expect(() => createShortenClient({ baseUrl: 'http://sho.rt', apiKey: 'k' })).toThrow(/baseUrl/);
    expect(t.server.apiRequests()).toEqual([]);
  });
});
