/**
 * A profile's instance session (lib/connection/session.ts) against the real reference server: its
 * one health verdict for each way a connection goes wrong, kept current across a change of
 * settings, and one refresh for two readers at the same time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { healthOf, verdictOf, type Verdict } from '../../../lib/connection/health';
import { openSession, watchSession, type InstanceSession } from '../../../lib/connection/session';
import { refreshSession } from '../../../lib/connection/refresh';
import type { Problem } from '../../../lib/problems/problem';
import { startServer, type RefServer } from '../../server';

let server: RefServer;
let other: RefServer;
beforeAll(async () => {
  [server, other] = await Promise.all([startServer({ port: 0 }), startServer({ port: 0, version: 49 })]);
});
afterAll(() => Promise.all([server.close(), other.close()]));
beforeEach(() => {
  server.reset();
  other.reset();
  // Linklet holds access to the instance: a failed fetch is the network's, not a CORS refusal.
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
});

async function configure(instanceUrl: string, apiKey: string): Promise<void> {
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl, defaultDomainId: 1 },
    settings$: { v: 2 },
    apiKey: { origin: new URL(instanceUrl).origin, key: apiKey },
  });
}

const CHECKED = ['account', 'links', 'version'] as const;
const gets = (on: RefServer) => on.apiRequests().map((r) => `${r.method} ${r.path}`);
const checked = async () => refreshSession(await openSession(), CHECKED, { force: true, maxAgeMs: undefined });
const verdict = (session: InstanceSession) => session.health.verdict;

describe('the health verdict, decided once', () => {
  it('no settings: not set up, and nothing is asked', async () => {
    const session = await openSession();
    expect(session.health).toEqual({ verdict: 'not-set-up', problem: { name: 'NotConfigured' } });
    expect(session.client).toBeNull();
    expect(verdict(await refreshSession(session, CHECKED, { force: true }))).toBe('not-set-up');
  });

  it('an instance without its key: not set up', async () => {
    await fakeBrowser.storage.local.set({ settings: { instanceUrl: server.url }, settings$: { v: 2 } });
    expect(verdict(await openSession())).toBe('not-set-up');
  });

  it('a key the instance accepts: connected, with the version identified and a client speaking it', async () => {
    await configure(other.url, other.apiKey);
    const session = await checked();
    expect(session.health).toEqual({ verdict: 'connected', problem: null });
    expect(session.version).toBe(49);
    expect(session.client?.version).toBe(49);
  });

  it('a key the instance refuses (401): refused', async () => {
    await configure(server.url, 'not-the-key');
    const session = await checked();
    expect(session.health).toMatchObject({ verdict: 'refused', problem: { name: 'UnauthorizedError', status: 401 } });
    // Stored for every page: the next session knows it before asking.
    expect(verdict(await openSession())).toBe('refused');
  });

  it('an HTML page where the API should be (a login page, a portal): refused', async () => {
    await configure(server.url, server.apiKey);
    server.inject({ status: 200, body: '<!doctype html><title>Sign in</title>', times: 5 });
    expect((await checked()).health).toMatchObject({ verdict: 'refused', problem: { name: 'InvalidResponseError' } });
  });

  it('a proxy’s HTML error page in front of the instance (502): unreachable', async () => {
    await configure(server.url, server.apiKey);
    server.inject({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', times: 5 });
    expect((await checked()).health).toMatchObject({ verdict: 'unreachable', problem: { name: 'ServerError', status: 502 } });
  });

  it('a server that does not answer: unreachable', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    await configure(`http://127.0.0.1:${port}`, 'some-key');
    await fakeBrowser.storage.local.set({ settings: { instanceUrl: `http://127.0.0.1:${port}`, plainHttpOrigin: `http://127.0.0.1:${port}` } });
    expect((await checked()).health).toMatchObject({ verdict: 'unreachable', problem: { name: 'NetworkError' } });
  });

  it.each<[Problem, Verdict]>([
    [{ name: 'NotConfigured' }, 'not-set-up'],
    [{ name: 'InputError', message: 'apiKey: is empty', fields: { apiKey: ['is empty'] } }, 'not-set-up'],
    [{ name: 'UnauthorizedError', message: '401', status: 401 }, 'refused'],
    [{ name: 'ForbiddenError', message: '403', status: 403 }, 'refused'],
    [{ name: 'NotFoundError', message: '404', status: 404 }, 'refused'],
    [{ name: 'RedirectError', message: '302', status: 302 }, 'refused'],
    [{ name: 'CorsRefused', origin: 'https://sho.rt' }, 'refused'],
    [{ name: 'InvalidResponseError', message: 'HTML' }, 'refused'],
    [{ name: 'NetworkError', message: 'Failed to fetch' }, 'unreachable'],
    [{ name: 'TimeoutError', message: 'slow' }, 'unreachable'],
    [{ name: 'ServerError', message: '500', status: 500 }, 'unreachable'],
    // It answered as the API: the next request may go through.
    [{ name: 'RateLimitError', message: '429', retryAfter: 30 }, 'connected'],
    [{ name: 'InvalidResponseError', message: 'too large', tooLarge: true }, 'connected'],
    [{ name: 'ValidationError', message: '422', fields: { alias: ['taken'] } }, 'connected'],
  ])('%j → %s', (problem, expected) => {
    expect(verdictOf(problem)).toBe(expected);
    expect(healthOf(problem).problem).toEqual(expected === 'connected' ? null : problem);
  });
});

describe('one session, kept current', () => {
  it('two readers refreshing at the same time make one refresh: never the same GET twice', async () => {
    await configure(server.url, server.apiKey);
    const [a, b] = await Promise.all([openSession(), openSession()]);
    const [one, two] = await Promise.all([refreshSession(a, CHECKED), refreshSession(b, CHECKED)]);
    expect(one.facts).toEqual(two.facts);
    const asked = gets(server);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(asked.length);
    // And what one refreshed is fresh for the next reader: nothing asked again.
    await refreshSession(await openSession(), CHECKED);
    expect(gets(server)).toEqual(asked);
  });

  it('a change of settings gives the watcher the new instance’s session, with its own facts', async () => {
    await configure(server.url, server.apiKey);
    await refreshSession(await openSession(), CHECKED);
    const seen: InstanceSession[] = [];
    const stop = watchSession({}, (session) => seen.push(session));
    await vi.waitFor(() => expect(seen.at(-1)?.connection?.origin).toBe(server.origin));
    expect(seen.at(-1)?.version).toBe(44);
    await configure(other.url, other.apiKey);
    await vi.waitFor(() => expect(seen.at(-1)?.connection?.origin).toBe(other.origin));
    // Nothing known yet of the other instance: its version is not guessed.
    expect(seen.at(-1)?.version).toBeNull();
    const refreshed = await refreshSession(seen.at(-1)!, CHECKED);
    await vi.waitFor(() => expect(seen.at(-1)?.version).toBe(49));
    expect(refreshed.client?.version).toBe(49);
    await fakeBrowser.storage.local.remove(['settings', 'apiKey']);
    await vi.waitFor(() => expect(seen.at(-1)?.health.verdict).toBe('not-set-up'));
    stop();
  });

  it('a removed profile is not replaced by the active one', async () => {
    await configure(server.url, server.apiKey);
    const session = await openSession({ profileId: 'gone' });
    expect(session.health.verdict).toBe('not-set-up');
    expect(session.client).toBeNull();
  });
});
