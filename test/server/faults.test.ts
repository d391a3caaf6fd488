import { describe, expect, it } from 'vitest';
import { startServer } from './index';
import { call, raw, useServer } from './test-helpers';

const server = useServer();
const store = () => call(server(), 'POST', '/api/v1/links', { form: 'url=https://example.com&domain_id=1' });

describe('fault answers', () => {
  it('answers a status with a JSON body, and the real handler never runs', async () => {
    const before = server().db.links.length;
    server().inject({ status: 500, body: { message: 'Server Error' } });
    const res = await store();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.json).toEqual({ message: 'Server Error' });
    expect(server().db.links).toHaveLength(before);
    expect(server().apiRequests()).toHaveLength(1); // still recorded
    expect((await store()).status).toBe(201); // used up after one request
  });

  it('matches query parameters when asked to: the others pass through and leave it waiting', async () => {
    server().inject({ status: 503, match: { method: 'GET', path: '/api/v1/links', query: { per_page: '25' } } });
    expect((await call(server(), 'GET', '/api/v1/links?per_page=100&page=1')).status).toBe(200);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
    expect((await call(server(), 'GET', '/api/v1/links?page=2&per_page=25')).status).toBe(503);
    expect((await call(server(), 'GET', '/api/v1/links?per_page=25')).status).toBe(200);
  });

  it('sends HTML bodies as text/html and other strings as text/plain', async () => {
    server().inject({ status: 502, body: '<html><body>Bad Gateway</body></html>' });
    server().inject({ status: 429, body: 'Too Many Attempts.', headers: { 'Retry-After': '2', 'X-RateLimit-Limit': '60' } });
    const html = await call(server(), 'GET', '/api/v1/links');
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toBe('<html><body>Bad Gateway</body></html>');
    const plain = await call(server(), 'GET', '/api/v1/links');
    expect(plain.status).toBe(429);
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(plain.headers.get('retry-after')).toBe('2');
    expect(plain.headers.get('x-ratelimit-limit')).toBe('60');
    expect(plain.text).toBe('Too Many Attempts.');
  });

  it('sends malformed JSON, empty bodies and a chosen content type as they are', async () => {
    server().inject({ status: 200, body: '{"data": [', contentType: 'application/json' });
    server().inject({ status: 200, body: '' });
    const malformed = await call(server(), 'GET', '/api/v1/links');
    expect(malformed.headers.get('content-type')).toBe('application/json');
    expect(malformed.text).toBe('{"data": [');
    const empty = await call(server(), 'GET', '/api/v1/links');
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('');
  });

  it('gives an error status without body a JSON message', async () => {
    server().inject({ status: 429, headers: { 'Retry-After': '5' } });
    const res = await call(server(), 'GET', '/api/v1/links');
    expect(res.json).toEqual({ message: 'Too Many Requests' });
  });

  it('answers a 200 HTML captive portal when only a body is given', async () => {
    server().inject({ body: '<!doctype html><title>Sign in to Wi-Fi</title>' });
    const res = await call(server(), 'GET', '/api/v1/links');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('can redirect', async () => {
    server().inject({ status: 301, headers: { Location: 'https://elsewhere.example/api/v1/links' } });
    const res = await call(server(), 'GET', '/api/v1/links');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://elsewhere.example/api/v1/links');
  });

  it('adds headers to the normal answer when there is no status or body', async () => {
    server().inject({ headers: { 'X-RateLimit-Remaining': '0' } });
    const res = await call(server(), 'GET', '/api/v1/links/1');
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(1);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});

describe('fault timing and dropping', () => {
  it('delays and then serves normally when only delayMs is given', async () => {
    server().inject({ delayMs: 150 });
    const start = Date.now();
    const res = await call(server(), 'GET', '/api/v1/links/1');
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
    expect(res.json.data.id).toBe(1);
  });

  it('delays a faulted answer', async () => {
    server().inject({ delayMs: 120, status: 503 });
    const start = Date.now();
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(503);
    expect(Date.now() - start).toBeGreaterThanOrEqual(110);
  });

  it('drops the connection without answering, and still records the request', async () => {
    const before = server().db.links.length;
    server().inject({ drop: true });
    await expect(store()).rejects.toThrow(TypeError);
    expect(server().db.links).toHaveLength(before);
    expect(
      server()
        .apiRequests()
        .map((r) => r.method),
    ).toEqual(['POST']);
    expect((await store()).status).toBe(201);
  });

  it('lets a client time out during a long delay', async () => {
    server().inject({ delayMs: 5_000 });
    const aborted = fetch(`${server().url}/api/v1/links`, { signal: AbortSignal.timeout(100) });
    await expect(aborted).rejects.toThrow(/abort|timeout/i);
  });

  it('closes promptly with a delayed request pending', async () => {
    const own = await startServer();
    own.inject({ delayMs: 10_000 });
    const pending = fetch(`${own.url}/api/v1/links`).catch((error: unknown) => error);
    await new Promise((done) => setTimeout(done, 50));
    const start = Date.now();
    await own.close();
    expect(Date.now() - start).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe('fault selection', () => {
  it('applies to as many matching requests as `times` says', async () => {
    server().inject({ status: 500, times: 2 });
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(500);
    expect((await call(server(), 'GET', '/api/v1/pixels')).status).toBe(500);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
  });

  it('applies queued faults in order', async () => {
    server().inject({ status: 502 });
    server().inject({ status: 503 });
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(502);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(503);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
  });

  it('matches by method', async () => {
    server().inject({ status: 500, match: { method: 'post' } });
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
    expect((await store()).status).toBe(500);
  });

  it('matches an exact path (without the query) or a RegExp', async () => {
    server().inject({ status: 500, match: { path: '/api/v1/links' } });
    server().inject({ status: 418, match: { path: /^\/api\/v1\/pixels\/\d+$/g }, times: 2 });
    expect((await call(server(), 'GET', '/api/v1/links/1')).status).toBe(200);
    expect((await call(server(), 'GET', '/api/v1/pixels')).status).toBe(200);
    expect((await call(server(), 'GET', '/api/v1/pixels/1')).status).toBe(418);
    expect((await call(server(), 'GET', '/api/v1/pixels/2')).status).toBe(418); // a /g pattern keeps no state
    expect((await call(server(), 'GET', '/api/v1/links?page=2')).status).toBe(500);
  });

  it('skips a non-matching fault to apply a later matching one', async () => {
    server().inject({ status: 500, match: { method: 'DELETE' } });
    server().inject({ status: 503, match: { method: 'GET' } });
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(503);
    expect((await call(server(), 'DELETE', '/api/v1/links/1')).status).toBe(500);
  });

  it('leaves preflights and plain pages alone unless asked', async () => {
    server().inject({ status: 500 });
    const pre = await raw(server(), 'OPTIONS', '/api/v1/links', { Origin: 'https://o.example', 'Access-Control-Request-Method': 'GET' });
    expect(pre.status).toBe(204);
    expect((await call(server(), 'GET', '/page/hello')).status).toBe(200);
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(500);
    server().inject({ status: 500, match: { method: 'OPTIONS' } });
    server().inject({ status: 404, match: { path: '/page/gone' } });
    expect((await raw(server(), 'OPTIONS', '/api/v1/links', { 'Access-Control-Request-Method': 'GET' })).status).toBe(500);
    expect((await call(server(), 'GET', '/page/gone')).status).toBe(404);
  });

  it('forgets queued faults on clearFaults and on reset', async () => {
    server().inject({ status: 500, times: 5 });
    server().clearFaults();
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
    server().inject({ status: 500 });
    server().reset();
    expect((await call(server(), 'GET', '/api/v1/links')).status).toBe(200);
  });
});
