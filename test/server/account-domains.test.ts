import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useServer } from './test-helpers';

const v44 = useServer();
const v49 = useServer({ version: 49 });

describe('GET /account', () => {
  it('answers the profile, the plan with its features and the defaults; v44 has link_disabling and a Gravatar', async () => {
    const { data } = (await call(v44(), 'GET', '/api/v1/account')).json;
    expect(Object.keys(data)).toEqual([
      'id',
      'name',
      'email',
      'avatar_url',
      'locale',
      'timezone',
      'plan',
      'default_domain',
      'default_space',
      'default_stats',
      'created_at',
    ]);
    expect(data).toMatchObject({ id: 1, default_domain: 1, default_space: null, timezone: 'UTC', plan: { id: 2, name: 'Pro' } });
    expect(data.avatar_url).toBe(`https://www.gravatar.com/avatar/${createHash('md5').update(data.email).digest('hex')}?s=96&d=identicon&r=g`);
    expect(Object.keys(data.plan.features)).toEqual([
      'api',
      'links',
      'spaces',
      'domains',
      'pixels',
      'link_stats',
      'link_targeting',
      'link_expiration',
      'link_password',
      'link_disabling',
      'link_utm',
      'global_domains',
      'link_deep',
      'data_export',
    ]);
  });

  it('on v49 has no link_disabling and the instance’s stock avatar; shows the plan as set', async () => {
    v49().setPlan({ links: 100, link_targeting: 0 });
    const { data } = (await call(v49(), 'GET', '/api/v1/account')).json;
    expect(data.plan.features).not.toHaveProperty('link_disabling');
    expect(data.plan.features).toMatchObject({ links: 100, link_targeting: 0, api: 1 });
    expect(data.avatar_url).toBe(`${v49().url}/img/user.png`);
  });
});

describe('domains', () => {
  it('shows only the account’s own: the global and another account’s are 404', async () => {
    expect((await call(v44(), 'GET', '/api/v1/domains/2')).json.data).toEqual({
      id: 2,
      name: 'go.example.com',
      url: 'https://go.example.com',
      index_page: null,
      not_found_page: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    for (const id of [1, 4, 5]) expect((await call(v44(), 'GET', `/api/v1/domains/${id}`)).status).toBe(404);
  });

  it('v44 adds a domain (DNS cannot be checked here); v49 refuses it for its DNS', async () => {
    const added = await call(v44(), 'POST', '/api/v1/domains', { form: 'name=HTTPS://Short.Example.Org' });
    expect([added.status, added.json.data.name, added.json.data.url]).toEqual([201, 'short.example.org', 'https://short.example.org']);
    const link = await call(v44(), 'POST', '/api/v1/links', { form: `url=https%3A%2F%2Fa.example&domain_id=${added.json.data.id}` });
    expect(link.json.data.short_url).toMatch(/^https:\/\/short\.example\.org\//);
    const refused = await call(v49(), 'POST', '/api/v1/domains', { form: 'name=short.example.org' });
    expect(refused.json.message.name[0]).toMatch(/^The DNS records do not point to our server/);
  });

  it('refuses a taken or invalid name, and too many domains for the plan', async () => {
    expect((await call(v44(), 'POST', '/api/v1/domains', { form: 'name=sho.rt' })).json.message).toEqual({ name: ['The name has already been taken.'] });
    expect((await call(v49(), 'POST', '/api/v1/domains', { form: 'name=not+a+domain' })).json.message).toEqual({ name: ['Invalid domain name.'] });
    v44().setPlan({ domains: 2 });
    expect((await call(v44(), 'POST', '/api/v1/domains', { form: 'name=third.example.org' })).json.message).toEqual({ name: ['You added too many domains.'] });
  });

  it('updates only the pages, and clears them with empty values', async () => {
    const set = await call(v49(), 'PUT', '/api/v1/domains/2', { form: 'name=other.example&index_page=https%3A%2F%2Fexample.com%2Fhome' });
    expect(set.json.data).toMatchObject({ name: 'go.example.com', index_page: 'https://example.com/home' });
    expect((await call(v49(), 'PUT', '/api/v1/domains/2', { form: 'index_page=' })).json.data.index_page).toBeNull();
    expect((await call(v49(), 'PUT', '/api/v1/domains/2', { form: 'index_page=nope' })).json.message).toEqual({
      index_page: ['The index page field must be a valid URL.'],
    });
  });

  it('deletes a domain with its links, but not a global one', async () => {
    const on2 = v44()
      .db.links.filter((l) => l.domain_id === 2)
      .map((l) => l.id);
    expect(on2.length).toBeGreaterThan(0);
    expect((await call(v44(), 'DELETE', '/api/v1/domains/2')).json).toEqual({ id: 2, object: 'domain', deleted: true, status: 200 });
    for (const id of on2) expect((await call(v44(), 'GET', `/api/v1/links/${id}`)).status).toBe(404);
    expect((await call(v44(), 'DELETE', '/api/v1/domains/1')).status).toBe(404);
    expect(v44().db.account.default_domain).toBe(1);
  });
});
