import { describe, expect, it } from 'vitest';
import { call, useServer } from './test-helpers';

const v44 = useServer({ apiKey: 'k-123' });
const v49 = useServer({ apiKey: 'k-123', version: 49 });

const ROUTES: Array<[string, string]> = [
  ['GET', '/api/v1/account'],
  ['GET', '/api/v1/links'],
  ['POST', '/api/v1/links'],
  ['GET', '/api/v1/links/1'],
  ['PUT', '/api/v1/links/1'],
  ['PATCH', '/api/v1/links/1'],
  ['DELETE', '/api/v1/links/1'],
  ['GET', '/api/v1/pixels'],
  ['POST', '/api/v1/spaces'],
  ['GET', '/api/v1/domains/2'],
  ['GET', '/api/v1/stats/1?name=country&from=2026-01-01&to=2026-01-31'],
];

describe('the API key', () => {
  it.each(ROUTES)('%s %s without one answers 401 JSON to a client that accepts JSON, and changes nothing', async (method, path) => {
    const before = JSON.stringify(v44().db.links);
    const res = await call(v44(), method, path, { auth: false, form: method === 'GET' ? undefined : 'name=x' });
    expect([res.status, res.json]).toEqual([401, { message: 'Unauthenticated.' }]);
    expect(JSON.stringify(v44().db.links)).toBe(before);
  });

  it('redirects to the login page without Accept: application/json (a client following it sees HTML)', async () => {
    const res = await call(v44(), 'GET', '/api/v1/links', { headers: { Authorization: 'Bearer nope', Accept: 'text/html' }, auth: false });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${v44().url}/login`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const followed = await call(v44(), 'GET', '/api/v1/links', { auth: false, headers: { Accept: '*/*' }, redirect: 'follow' });
    expect(followed.status).toBe(200);
    expect(followed.text).toContain('<title>Login</title>');
    const xhr = await call(v44(), 'GET', '/api/v1/links', { auth: false, headers: { Accept: '*/*', 'X-Requested-With': 'XMLHttpRequest' } });
    expect(xhr.status).toBe(401);
  });

  it('reads "Bearer" case-sensitively on v44 and in any case on v49', async () => {
    const lower = { auth: false, headers: { Authorization: 'bearer k-123' } };
    expect((await call(v44(), 'GET', '/api/v1/account', lower)).status).toBe(401);
    expect((await call(v49(), 'GET', '/api/v1/account', lower)).status).toBe(200);
  });

  it('also takes the key as api_token in the query or the body, or as the Basic password', async () => {
    expect((await call(v44(), 'GET', '/api/v1/account?api_token=k-123', { auth: false })).status).toBe(200);
    const body = await call(v44(), 'POST', '/api/v1/links', { auth: false, form: 'api_token=k-123&url=https%3A%2F%2Fa.example&domain_id=1' });
    expect(body.status).toBe(201);
    const basic = { auth: false, headers: { Authorization: `Basic ${Buffer.from('anyone:k-123').toString('base64')}` } };
    expect((await call(v44(), 'GET', '/api/v1/account', basic)).status).toBe(200);
  });

  it('leaves the token out of page URLs', async () => {
    const res = await call(v44(), 'GET', '/api/v1/links?api_token=k-123', { auth: false });
    expect(res.json.links.first).not.toContain('api_token');
  });
});

describe('the plan guard', () => {
  it('refuses every real route with 403 when the plan lacks the API, whatever the client accepts', async () => {
    v44().setPlan({ api: 0 });
    for (const [method, path] of ROUTES) {
      const res = await call(v44(), method, path, { headers: { Accept: 'text/html' }, form: method === 'GET' ? undefined : 'a=1' });
      expect([res.status, res.json], `${method} ${path}`).toEqual([403, { message: "You don't have access to this feature.", status: 403 }]);
    }
  });

  it('leaves the fallback route unguarded (404) and authenticates first (401)', async () => {
    v49().setPlan({ api: 0 });
    expect((await call(v49(), 'GET', '/api/v1/nothing')).status).toBe(404);
    expect((await call(v49(), 'GET', '/api/v1/links', { auth: false })).status).toBe(401);
  });

  it('comes back with reset and setPlan({})', async () => {
    v44().setPlan({ api: 0 });
    v44().setPlan({});
    expect((await call(v44(), 'GET', '/api/v1/account')).status).toBe(200);
  });
});

describe('routing', () => {
  it('answers unknown GET paths with the JSON 404 of the fallback, after authentication', async () => {
    const res = await call(v44(), 'GET', '/api/v1/links/1/extra');
    expect([res.status, res.json]).toEqual([404, { message: 'Resource not found.', status: 404 }]);
    expect((await call(v44(), 'GET', '/api/v1/stats', { auth: false })).status).toBe(401);
  });

  it('answers 405 to a wrong verb and to any other verb on an unknown path, naming the methods', async () => {
    const cases: Array<[string, string, string]> = [
      ['PUT', '/api/v1/links', 'GET, HEAD, POST'],
      ['POST', '/api/v1/links/3', 'GET, HEAD, PUT, PATCH, DELETE'],
      ['POST', '/api/v1/stats/3', 'GET, HEAD'],
      ['PUT', '/api/v1/account', 'GET, HEAD'],
      ['POST', '/api/v1/link', 'GET, HEAD'],
    ];
    for (const [method, path, allowed] of cases) {
      const res = await call(v49(), method, path, { auth: false, form: 'a=1' });
      expect(res.status).toBe(405);
      expect(res.json.message).toBe(`The ${method} method is not supported for route ${path.slice(1)}. Supported methods: ${allowed}.`);
    }
  });

  it('gives a framework 404 outside /api/v1/…, and HTML errors to clients that do not ask for JSON', async () => {
    expect((await call(v44(), 'GET', '/api/v1')).json).toEqual({ message: 'The route api/v1 could not be found.' });
    const html = await call(v44(), 'PUT', '/api/v1/links', { headers: { Accept: 'text/html' } });
    expect([html.status, html.headers.get('content-type')]).toEqual([405, 'text/html; charset=UTF-8']);
  });

  it('serves /domains and /spaces only with extras on', async () => {
    v44().setExtras(false);
    expect((await call(v44(), 'GET', '/api/v1/domains')).json).toEqual({ message: 'Resource not found.', status: 404 });
    expect((await call(v44(), 'POST', '/api/v1/spaces', { form: 'name=x' })).status).toBe(405);
    expect((await call(v44(), 'GET', '/api/v1/pixels')).status).toBe(200);
  });

  it('in contract-only mode serves the links and pixels alone, and a plain 404 for the rest', async () => {
    v44().setContractOnly(true);
    for (const path of ['/api/v1/account', '/api/v1/stats/0', '/api/v1/domains', '/api/v1/spaces']) {
      const res = await call(v44(), 'GET', path);
      expect([res.status, res.json]).toEqual([404, { message: `The route ${path.slice(1)} could not be found.` }]);
    }
    expect((await call(v44(), 'GET', '/api/v1/links')).status).toBe(200);
    expect((await call(v44(), 'GET', '/api/v1/pixels')).status).toBe(200);
    expect((await call(v44(), 'POST', '/api/v1/links', { form: 'url=https%3A%2F%2Fexample.com%2Fc&domain_id=1' })).status).toBe(201);
  });
});
