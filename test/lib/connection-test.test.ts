import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiErrorData } from '../../lib/api';
import { healthOf, needsFix } from '../../lib/connection/health';
import { connectionProblem } from '../../lib/connection/state';
import { testConnection } from '../../lib/connection/check';
import { loadApiKey, readSettings, saveConnection } from '../../lib/settings';
import { startServer, type RefServer } from '../server';

let server: RefServer;
beforeAll(async () => {
  server = await startServer({ port: 0, seed: { links: 27 } });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setPlan({});
});

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

const run = (overrides: Partial<Parameters<typeof testConnection>[0]> = {}) =>
  testConnection({ baseUrl: server.url, apiKey: server.apiKey, hasPermission: true, ...overrides });

/** The test's two requests (the account, a page of links, whose records name the version) both meet `fault`. */
const injectAll = (fault: Parameters<RefServer['inject']>[0]) => server.inject({ ...fault, times: 2 });

describe('testConnection against the reference server', () => {
  it.each([44, 49] as const)('v%s connected: the account and one page of links at once, the version named by the links (no probe)', async (version) => {
    const instance = await startServer({ port: 0, version, seed: { links: 27 } });
    try {
      const outcome = await run({ baseUrl: instance.url, apiKey: instance.apiKey });
      expect(outcome).toMatchObject({ kind: 'connected', total: 27, version, speaks: 'phpshort', plan: { name: expect.any(String), features: { api: 1 } } });
      const calls = instance
        .apiRequests()
        .map((r) => `${r.method} ${r.path}`)
        .sort();
      expect(calls).toEqual(['GET /api/v1/account', 'GET /api/v1/links']);
      expect(instance.apiRequests().find((r) => r.path === '/api/v1/links')).toMatchObject({ query: { per_page: ['10'] } });
    } finally {
      await instance.close();
    }
  });

  it('a server that speaks only the contract: connected, in its names, the plan unknown, with no 404 said', async () => {
    server.setContractOnly(true);
    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'connected', total: 27, version: 44, speaks: 'contract', plan: null });
    expect(
      server
        .apiRequests()
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/v1/account', '/api/v1/links']);
  });

  it('key rejected: 401', async () => {
    expect(await run({ apiKey: 'wrong-key' })).toMatchObject({ kind: 'failed', problem: { name: 'UnauthorizedError', status: 401 } });
  });

  it('a plan without API access: 403 on every request', async () => {
    server.setPlan({ api: 0 });
    expect(await run()).toMatchObject({ kind: 'failed', problem: { name: 'ForbiddenError', status: 403 } });
  });

  it.each([
    ['a JSON 404', { status: 404, body: { message: 'Not Found' } }, 404],
    ['an HTML page with 200', { status: 200, body: '<!doctype html><title>Welcome</title>' }, 200],
    ['JSON of another shape', { status: 200, body: { hello: 'world' } }, 200],
    ['a redirect', { status: 302, body: '', headers: { Location: '/login' } }, 302],
  ])('not this kind of API: %s', async (_, fault, status) => {
    injectAll(fault);
    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { status } });
    expect(outcome.kind === 'failed' && ['NotFoundError', 'InvalidResponseError', 'RedirectError']).toContain(
      outcome.kind === 'failed' && outcome.problem.name,
    );
    expect(outcome.kind === 'failed' && needsFix(healthOf(outcome.problem))).toBe(true);
  });

  it('too large: an answer over the client\'s limit is not "not the API"', async () => {
    const fetch = vi.fn(
      async () => new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json', 'Content-Length': String(9 * 1024 * 1024) } }),
    );
    expect(await run({ fetch })).toMatchObject({ kind: 'failed', problem: { name: 'InvalidResponseError', tooLarge: true } });
  });

  it('server error: an HTML 502 from a proxy, not retried', async () => {
    injectAll({ status: 502, body: '<html><body>Bad Gateway</body></html>' });
    expect(await run()).toMatchObject({ kind: 'failed', problem: { name: 'ServerError', status: 502 } });
    expect(server.apiRequests()).toHaveLength(2);
  });

  it('rate limited, with the wait', async () => {
    injectAll({ status: 429, headers: { 'Retry-After': '30' } });
    expect(await run()).toMatchObject({ kind: 'failed', problem: { name: 'RateLimitError', retryAfter: 30 } });
  });

  it('rate limited by the real limit: says when to try again', async () => {
    server.setRateLimit({ limit: 1, windowMs: 60_000 });
    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'failed', problem: { name: 'RateLimitError', retryAfter: expect.any(Number) } });
    expect((outcome as { problem: { retryAfter: number } }).problem.retryAfter).toBeGreaterThan(0);
    server.setRateLimit(false);
  });

  it('timed out', async () => {
    injectAll({ delayMs: 400 });
    expect(await run({ timeoutMs: 100 })).toMatchObject({ kind: 'failed', problem: { name: 'TimeoutError' } });
  });

  it('network: nothing listens on the port', async () => {
    const port = await closedPort();
    expect(await run({ baseUrl: `http://127.0.0.1:${port}` })).toMatchObject({ kind: 'failed', problem: { name: 'NetworkError' } });
  });

  it('network: the connection is dropped', async () => {
    injectAll({ drop: true });
    expect(await run()).toMatchObject({ kind: 'failed', problem: { name: 'NetworkError' } });
  });

  it.each([
    ['https://sho.rt?x', 'k', 'baseUrl'],
    [undefined, ' ', 'apiKey'],
  ])('invalid input (%s) sends nothing', async (baseUrl, apiKey, field) => {
    expect(await run({ ...(baseUrl ? { baseUrl } : {}), apiKey })).toMatchObject({
      kind: 'failed',
      problem: { name: 'InputError', fields: { [field]: expect.any(Array) } },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('never changes saved settings or the saved key', async () => {
    await saveConnection({ baseUrl: 'https://saved.example', apiKey: 'saved-key', rememberKey: true });
    const before = {
      local: await fakeBrowser.storage.local.get(null),
      session: await fakeBrowser.storage.session.get(null),
    };
    await run();
    await run({ apiKey: 'wrong-key' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual(before.local);
    expect(await fakeBrowser.storage.session.get(null)).toEqual(before.session);
    expect((await readSettings()).instanceUrl).toBe('https://saved.example');
    expect(await loadApiKey('default', 'https://saved.example')).toBe('saved-key');
  });
});

describe('testConnection without host permission', () => {
  const corsFailure = () => Promise.reject(new TypeError('Failed to fetch'));

  it('cors refused: the API call fails but a no-cors probe (without the key) gets through', async () => {
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) =>
      init?.mode === 'no-cors' ? Promise.resolve(new Response(null, { status: 200 })) : corsFailure(),
    );
    expect(await run({ hasPermission: false, fetch: fetch as typeof globalThis.fetch })).toEqual({
      kind: 'failed',
      problem: { name: 'CorsRefused', origin: new URL(server.url).origin },
    });
    const probe = fetch.mock.calls.find(([, init]) => init?.mode === 'no-cors')!;
    expect(String(probe[0])).toBe(`${server.url}/api/v1/links`);
    expect(probe[1]).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
    expect(JSON.stringify(probe[1])).not.toContain(server.apiKey);
  });

  it('network: the probe fails too', async () => {
    const fetch = vi.fn(corsFailure);
    expect(await run({ hasPermission: false, fetch })).toMatchObject({ kind: 'failed', problem: { name: 'NetworkError' } });
    // The two API requests, then the probe.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('with host permission a failed fetch is the network, and no probe is sent', async () => {
    const fetch = vi.fn(corsFailure);
    expect(await run({ hasPermission: true, fetch })).toMatchObject({ kind: 'failed', problem: { name: 'NetworkError' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('connectionProblem', () => {
  const network: ApiErrorData = { name: 'NetworkError', message: 'Failed to fetch' };

  it('is a cross-origin refusal when Linklet has no access and the server answers; otherwise the error itself', () => {
    expect(connectionProblem(network, 'https://sho.rt/', true)).toEqual({ name: 'CorsRefused', origin: 'https://sho.rt' });
    expect(connectionProblem(network, 'https://sho.rt/', false)).toBe(network);
    const rejected: ApiErrorData = { name: 'UnauthorizedError', message: '401', status: 401 };
    expect(connectionProblem(rejected, 'https://sho.rt/', true)).toBe(rejected);
  });
});
