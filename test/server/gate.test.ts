import { describe, expect, it } from 'vitest';
import { call, raw, useServer } from './test-helpers';

const server = useServer({ apiKey: 'k-123' });

const TEN_OPERATIONS: Array<[string, string]> = [
  ['GET', '/api/v1/links'], ['POST', '/api/v1/links'], ['GET', '/api/v1/links/1'], ['PUT', '/api/v1/links/1'],
  ['PATCH', '/api/v1/links/1'], ['DELETE', '/api/v1/links/1'], ['GET', '/api/v1/pixels'], ['POST', '/api/v1/pixels'],
  ['GET', '/api/v1/pixels/1'], ['PUT', '/api/v1/pixels/1'], ['PATCH', '/api/v1/pixels/1'], ['DELETE', '/api/v1/pixels/1'],
];

describe('authentication', () => {
  it.each(TEN_OPERATIONS)('%s %s without a key answers 401 JSON when JSON is accepted', async (method, path) => {
    const res = await call(server(), method, path, { auth: false, form: method === 'GET' ? undefined : 'name=x' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a wrong key and changes nothing', async () => {
    const before = server().db.links.length;
    const res = await call(server(), 'DELETE', '/api/v1/links/1', { headers: { Authorization: 'Bearer nope' }, auth: false });
    expect(res.status).toBe(401);
    expect(server().db.links).toHaveLength(before);
  });

  it('accepts the key with any case of "Bearer"', async () => {
    const res = await call(server(), 'GET', '/api/v1/links/1', { auth: false, headers: { Authorization: 'bearer k-123' } });
    expect(res.status).toBe(200);
  });

  it('redirects to the HTML login page without Accept: application/json, as Laravel does', async () => {
    const res = await call(server(), 'GET', '/api/v1/links', { auth: false, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${server().url}/login`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const followed = await call(server(), 'GET', '/api/v1/links', { auth: false, headers: { Accept: '*/*' }, redirect: 'follow' });
    expect(followed.status).toBe(200); // what a client that follows redirects sees: an HTML page
    expect(followed.text).toContain('<title>Login</title>');
  });

  it('answers 401 to an XHR that accepts anything', async () => {
    const res = await call(server(), 'GET', '/api/v1/links', { auth: false, headers: { Accept: '*/*', 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status).toBe(401);
  });

  it('matches routes before auth: unknown routes are 404 even without a key', async () => {
    expect((await call(server(), 'GET', '/api/v1/unknown', { auth: false })).status).toBe(404);
  });
});

describe('CORS', () => {
  const origin = { Origin: 'https://elsewhere.example' };

  it('allows any origin on API answers, errors included', async () => {
    const ok = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json', Authorization: 'Bearer k-123' });
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const denied = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json' });
    expect(denied.status).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight with 204, echoing the requested method and headers, without auth', async () => {
    const res = await raw(server(), 'OPTIONS', '/api/v1/links/3', {
      ...origin, 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'authorization,content-type',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('PATCH');
    expect(res.headers['access-control-allow-headers']).toBe('authorization,content-type');
  });

  it('refuses cross-origin when switched off: no CORS headers, preflight 405', async () => {
    server().setCors(false);
    const res = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json', Authorization: 'Bearer k-123' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await raw(server(), 'OPTIONS', '/api/v1/links', { ...origin, 'Access-Control-Request-Method': 'POST' });
    expect(pre.status).toBe(405);
    expect(Object.keys(pre.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    server().setCors(true);
    expect((await raw(server(), 'OPTIONS', '/api/v1/links', { ...origin, 'Access-Control-Request-Method': 'POST' })).status).toBe(204);
  });

  it('adds no CORS headers to plain pages', async () => {
    const res = await raw(server(), 'GET', '/page/x', origin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request recording', () => {
  it('records method, path, query arrays, lower-cased headers, raw body and time', async () => {
    const start = Date.now();
    await call(server(), 'POST', '/api/v1/links?a=1&a=2&b=x', { form: 'url=https%3A%2F%2Fexample.com&domain_id=1', headers: { 'X-Custom': 'Yes' } });
    const [rec] = server().requests;
    expect(rec).toMatchObject({
      method: 'POST', path: '/api/v1/links', query: { a: ['1', '2'], b: ['x'] }, body: 'url=https%3A%2F%2Fexample.com&domain_id=1',
    });
    expect(rec!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(rec!.headers.authorization).toBe('Bearer k-123');
    expect(rec!.headers['x-custom']).toBe('Yes');
    expect(rec!.time).toBeGreaterThanOrEqual(start);
    expect(rec!.time).toBeLessThanOrEqual(Date.now());
  });

  it('records preflights and pages too, but apiRequests keeps only API calls', async () => {
    await raw(server(), 'OPTIONS', '/api/v1/links', { Origin: 'https://o.example', 'Access-Control-Request-Method': 'GET' });
    await call(server(), 'GET', '/page/one');
    await call(server(), 'GET', '/api/v1/pixels');
    await call(server(), 'GET', '/api/v1/links', { auth: false });
    expect(server().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'OPTIONS /api/v1/links', 'GET /page/one', 'GET /api/v1/pixels', 'GET /api/v1/links',
    ]);
    expect(server().apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/pixels', 'GET /api/v1/links']);
  });

  it('clears in place, so a held reference stays live', async () => {
    const held = server().requests;
    await call(server(), 'GET', '/api/v1/pixels');
    server().clearRequests();
    expect(held).toHaveLength(0);
    await call(server(), 'GET', '/api/v1/pixels');
    expect(held).toHaveLength(1);
  });
});

describe('plain pages', () => {
  it('serves /page/<title> unauthenticated with that title', async () => {
    const res = await call(server(), 'GET', '/page/hello', { auth: false, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>hello</title>');
  });

  it('decodes and escapes the title', async () => {
    expect((await call(server(), 'GET', '/page/hello%20world')).text).toContain('<title>hello world</title>');
    expect((await call(server(), 'GET', '/page/a/b?x=1')).text).toContain('<title>a/b</title>');
    expect((await call(server(), 'GET', '/page/%3Cb%3E')).text).toContain('<title>&#60;b&#62;</title>');
  });
});
