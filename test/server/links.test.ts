import { describe, expect, it } from 'vitest';
import { call, useServer } from './test-helpers';

const server = useServer();

describe('link show', () => {
  it('answers the link wrapped in data with status 200', async () => {
    const link = server().db.links[0]!;
    const domain = server().db.domains.find((d) => d.id === link.domain_id)!;
    const res = await call(server(), 'GET', `/api/v1/links/${link.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: link.id,
      alias: link.alias,
      url: link.url,
      short_url: `https://${domain.name}/${link.alias}`,
      title: link.title,
      clicks: link.clicks,
      domain: { id: domain.id, name: domain.name, url: `https://${domain.name}` },
      disabled: link.disabled,
      privacy: link.privacy,
      target_type: link.target_type,
      created_at: link.created_at,
    });
    for (const key of ['space', 'pixels', 'expiration_url', 'expiration_clicks', 'expiration_date', 'expiration_time', 'ends_at',
      'country', 'platform', 'language', 'rotation', 'updated_at']) {
      expect(res.json.data).toHaveProperty(key);
    }
    expect(res.json.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/);
  });

  it('nests space and pixels as objects', async () => {
    const link = server().db.links[0]!;
    Object.assign(link, { space_id: 2, pixel_ids: [1, 3] });
    const res = await call(server(), 'GET', `/api/v1/links/${link.id}`);
    expect(res.json.data.space).toEqual({ id: 2, name: 'Research', color: '#16a34a' });
    expect(res.json.data.pixels).toEqual([
      { id: 1, name: 'Facebook main', type: 'facebook' },
      { id: 3, name: 'Tag Manager', type: 'google-tag-manager' },
    ]);
  });

  it('answers 404 JSON with a message for an unknown id', async () => {
    const res = await call(server(), 'GET', '/api/v1/links/99999');
    expect(res.status).toBe(404);
    expect(typeof res.json.message).toBe('string');
  });
});

describe('link store', () => {
  it('creates a link with a random 6-character alias and answers 201', async () => {
    const before = server().db.links.length;
    const res = await call(server(), 'POST', '/api/v1/links', { form: 'url=https%3A%2F%2Fexample.com%2Fblog%2Fmy-first-post&domain_id=2' });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe(200);
    const data = res.json.data;
    expect(data.id).toBe(31);
    expect(data.alias).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(data.short_url).toBe(`https://go.example.com/${data.alias}`);
    expect(data).toMatchObject({ url: 'https://example.com/blog/my-first-post', title: 'My first post', clicks: 0, disabled: 0, privacy: 0, space: null, pixels: [] });
    expect(server().db.links).toHaveLength(before + 1);
    expect((await call(server(), 'GET', '/api/v1/links/31')).json.data.alias).toBe(data.alias);
  });

  it('reads every field, with bracket arrays for pixels and targeting', async () => {
    const form = [
      'url=https://example.com/a', 'domain_id=1', 'alias=my-alias_1', 'password=pw', 'space_id=3',
      'pixel_ids[]=1', 'pixel_ids[]=2', 'disabled=1', 'privacy=2', 'privacy_password=stats',
      'expiration_url=https://example.com/over', 'expiration_date=2030-01-02', 'expiration_time=13:45', 'expiration_clicks=500',
      'target_type=1',
      'country[0][key]=US', 'country[0][value]=https://example.com/us', 'country[1][key]=DE', 'country[1][value]=https://example.com/de',
      'platform[0][key]=OS X', 'platform[0][value]=https://example.com/mac',
      'language[0][key]=fr', 'language[0][value]=https://example.com/fr',
      'rotation[0][value]=https://example.com/r1', 'rotation[1][value]=https://example.com/r2',
    ].map((pair) => pair.split('=').map(encodeURIComponent).join('=')).join('&'); // brackets percent-encoded, as URLSearchParams sends them
    const res = await call(server(), 'POST', '/api/v1/links', { form });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      alias: 'my-alias_1', short_url: 'https://sho.rt/my-alias_1', space: { id: 3, name: 'Personal' },
      pixels: [{ id: 1 }, { id: 2 }], disabled: 1, privacy: 2, password: true,
      expiration_url: 'https://example.com/over', expiration_date: '2030-01-02', expiration_time: '13:45', expiration_clicks: 500,
      ends_at: '2030-01-02T13:45:00.000000Z', target_type: 1,
      country: [{ key: 'US', value: 'https://example.com/us' }, { key: 'DE', value: 'https://example.com/de' }],
      platform: [{ key: 'OS X', value: 'https://example.com/mac' }],
      language: [{ key: 'fr', value: 'https://example.com/fr' }],
      rotation: [{ value: 'https://example.com/r1' }, { value: 'https://example.com/r2' }],
    });
    expect(res.text).not.toContain('"pw"'); // the password itself is never answered
    expect(res.text).not.toContain('stats');
  });

  it('accepts indexed pixel_ids[0]=… as well as pixel_ids[]', async () => {
    const res = await call(server(), 'POST', '/api/v1/links', { form: 'url=https://example.com&domain_id=1&pixel_ids[0]=4&pixel_ids[1]=5' });
    expect(res.json.data.pixels.map((p: { id: number }) => p.id)).toEqual([4, 5]);
  });

  it('reads a JSON body too, as Laravel does', async () => {
    const res = await call(server(), 'POST', '/api/v1/links', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/json', domain_id: 3, pixel_ids: [2] }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ url: 'https://example.com/json', domain: { id: 3 }, pixels: [{ id: 2 }] });
  });

  it('sees no input in a text/plain body (a string body sent without a form content type)', async () => {
    const res = await call(server(), 'POST', '/api/v1/links', { body: 'url=https://example.com&domain_id=1', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.message)).toEqual(['url', 'domain_id']);
  });
});

describe('link update', () => {
  for (const method of ['PUT', 'PATCH']) {
    it(`${method} changes only the fields sent`, async () => {
      const link = server().db.links[2]!;
      const before = structuredClone(link);
      const res = await call(server(), method, `/api/v1/links/${link.id}`, { form: 'alias=renamed&disabled=1' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status: 200, data: { id: link.id, alias: 'renamed', disabled: 1, url: before.url, title: before.title } });
      const after = server().db.links[2]!;
      expect({ ...after, updated_at: '' }).toEqual({ ...before, alias: 'renamed', disabled: 1, updated_at: '' });
    });
  }

  it('clears nullable fields sent empty and replaces arrays', async () => {
    const link = server().db.links[0]!;
    Object.assign(link, { space_id: 1, pixel_ids: [1, 2], expiration_date: '2031-01-01', country: [{ key: 'US', value: 'https://a.example' }] });
    const res = await call(server(), 'PATCH', `/api/v1/links/${link.id}`, { form: 'space_id=&pixel_ids[]=3&expiration_date=&country=' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ space: null, pixels: [{ id: 3 }], expiration_date: null, ends_at: null, country: [] });
  });

  it('derives a new title when the url changes', async () => {
    const res = await call(server(), 'PATCH', '/api/v1/links/1', { form: 'url=https://example.com/docs/getting-started' });
    expect(res.json.data).toMatchObject({ url: 'https://example.com/docs/getting-started', title: 'Getting started' });
  });

  it('refuses domain_id, which the contract does not accept on update', async () => {
    const link = server().db.links[0]!;
    const other = link.domain_id === 1 ? 2 : 1;
    const res = await call(server(), 'PUT', `/api/v1/links/${link.id}`, { form: `domain_id=${other}&alias=zzz` });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: { domain_id: ['The domain id field is prohibited.'] }, status: 422 });
    expect(server().db.links[0]!.domain_id).toBe(link.domain_id);
    expect(server().db.links[0]!.alias).not.toBe('zzz');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call(server(), 'PATCH', '/api/v1/links/99999', { form: 'alias=x' })).status).toBe(404);
  });
});

describe('link delete', () => {
  it('deletes and answers the deletion record', async () => {
    const res = await call(server(), 'DELETE', '/api/v1/links/5');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 5, object: 'link', deleted: true, status: 200 });
    expect(server().db.links.some((l) => l.id === 5)).toBe(false);
    expect((await call(server(), 'GET', '/api/v1/links/5')).status).toBe(404);
    expect((await call(server(), 'DELETE', '/api/v1/links/5')).status).toBe(404);
  });

  it('never hands out a deleted id again', async () => {
    await call(server(), 'DELETE', '/api/v1/links/30');
    const res = await call(server(), 'POST', '/api/v1/links', { form: 'url=https://example.com&domain_id=1' });
    expect(res.json.data.id).toBe(31);
  });
});

describe('routing', () => {
  it('answers 405 for a method the path does not support', async () => {
    const res = await call(server(), 'POST', '/api/v1/links/1', { form: 'url=https://example.com' });
    expect(res.status).toBe(405);
    expect(res.json.message).toContain('Supported methods: GET, HEAD, PUT, PATCH, DELETE');
  });

  it('answers 404 JSON for unknown API routes and non-numeric ids', async () => {
    expect((await call(server(), 'GET', '/api/v1/nothing')).status).toBe(404);
    expect((await call(server(), 'GET', '/api/v1/links/abc')).status).toBe(404);
    expect((await call(server(), 'GET', '/api/v1/account')).json.message).toEqual(expect.any(String));
  });

  it('ignores a trailing slash, as Laravel does', async () => {
    expect((await call(server(), 'GET', '/api/v1/links/1/')).json.data.id).toBe(1);
  });
});
