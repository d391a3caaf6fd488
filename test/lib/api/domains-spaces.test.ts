/**
 * The domain and space lists (outside the contract): `/domains` lists only the account's own
 * domains, never the instance's global ones, so the default domain comes from the account.
 */
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../lib/api';
import { rejectionOf, useServer, VERSIONS } from './helpers';

describe.each(VERSIONS)('domains and spaces of phpShort v%i', (version) => {
  const t = useServer(version);

  it('domains.list lists only the account’s own domains; the default one is the account’s default_domain', async () => {
    const client = t.client();
    const page = await client.domains.list();
    expect(page.skipped).toEqual([]);
    expect(page.items).toEqual([
      { id: 3, name: 'l.acme.test', url: 'https://l.acme.test' },
      { id: 2, name: 'go.example.com', url: 'https://go.example.com' },
    ]);
    expect(page.meta).toMatchObject({ current_page: 1, total: 2 });
    const account = await client.account.get();
    expect(account.default_domain).toBe(1);
    expect(page.items.map((d) => d.id)).not.toContain(account.default_domain);
    const [domains] = t.server.apiRequests();
    expect(domains).toMatchObject({ method: 'GET', path: '/api/v1/domains', query: { per_page: ['10'] } });
    expect(domains?.headers.authorization).toBe(`Bearer ${t.server.apiKey}`);
  });

  it('domains.get reads one of the account’s domains; the global default and another account’s are 404s', async () => {
    const client = t.client();
    expect(await client.domains.get(2)).toEqual({ id: 2, name: 'go.example.com', url: 'https://go.example.com' });
    for (const id of [1, 4, 5]) expect(await rejectionOf(client.domains.get(id))).toMatchObject({ name: 'NotFoundError', status: 404 });
  });

  it('the default domain’s name comes with the links made on it', async () => {
    const made = await t.client().links.create({ url: 'https://example.com/d', domain_id: 1 });
    expect(made.domain).toEqual({ id: 1, name: 'sho.rt', user_id: 0 });
    expect(made.short_url).toBe(`https://sho.rt/${made.alias}`);
  });

  it('spaces.list reads every space (integer colours), with per_page and page', async () => {
    const page = await t.client().spaces.list({ per_page: 25, page: 1, sort_by: 'name', sort: 'asc' });
    expect(page.skipped).toEqual([]);
    expect(page.items).toEqual([
      { id: 1, name: 'Marketing' },
      { id: 3, name: 'Personal' },
      { id: 2, name: 'Research' },
    ]);
    expect(t.server.apiRequests()[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/spaces',
      query: { sort_by: ['name'], sort: ['asc'], per_page: ['25'], page: ['1'] },
    });
  });

  it('spaces.get reads one space; another account’s is a 404', async () => {
    const client = t.client();
    expect(await client.spaces.get(2)).toEqual({ id: 2, name: 'Research' });
    expect(await rejectionOf(client.spaces.get(4))).toMatchObject({ name: 'NotFoundError' });
  });

  it('searches by name', async () => {
    const page = await t.client().spaces.list({ search: 'mark' });
    expect(page.items).toEqual([{ id: 1, name: 'Marketing' }]);
    expect(t.server.apiRequests()[0]?.query).toEqual({ search: ['mark'], per_page: ['10'] });
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
});
