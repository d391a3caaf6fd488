import { describe, expect, it } from 'vitest';
import { call, raw, useServer } from './test-helpers';

const server = useServer({ apiKey: 'k-123' });

describe('CORS', () => {
  const origin = { Origin: 'https://elsewhere.example' };

  it('exposes no headers to web origins, as phpShort configures it', async () => {
    server().setRateLimit({ limit: 60 });
    const res = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json', Authorization: 'Bearer k-123' });
    expect(res.headers['x-ratelimit-remaining']).toBe('59');
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('allows any origin on API answers, errors included', async () => {
    const ok = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json', Authorization: 'Bearer k-123' });
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    const denied = await raw(server(), 'GET', '/api/v1/links/1', { ...origin, Accept: 'application/json' });
    expect(denied.status).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight with 204, echoing the requested method and headers, without auth', async () => {
    const res = await raw(server(), 'OPTIONS', '/api/v1/links/3', {
      ...origin,
      'Access-Control-Request-Method': 'PATCH',
      'Access-Control-Request-Headers': 'authorization,content-type',
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
      method: 'POST',
      path: '/api/v1/links',
      query: { a: ['1', '2'], b: ['x'] },
      body: 'url=https%3A%2F%2Fexample.com&domain_id=1',
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
      'OPTIONS /api/v1/links',
      'GET /page/one',
      'GET /api/v1/pixels',
      'GET /api/v1/links',
    ]);
    expect(
      server()
        .apiRequests()
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['GET /api/v1/pixels', 'GET /api/v1/links']);
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
