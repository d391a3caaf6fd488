// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '../../../components/options/SettingsView';
import { TestOutcome } from '../../../components/options/TestOutcome';
import type { ConnectionOutcome } from '../../../lib/connection/check';
import type { Problem } from '../../../lib/problems/problem';
import { saveConnection } from '../../../lib/settings';
import { fakeApi, offlineAfterTest } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const KEY = 'key-0123456789';

async function fillAndTest(url: string, key: string) {
  render(<SettingsView welcome={false} />);
  fireEvent.input(await screen.findByLabelText('Instance URL'), { target: { value: url } });
  fireEvent.input(screen.getByLabelText('API key'), { target: { value: key } });
  fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offlineAfterTest();
});

describe('Test connection', () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(() => {
    perms = installFakePermissions({ granted: ['https://sho.rt/*'] });
  });

  it.each([
    [44, 'Connected: phpShort v44 · 42 links · plan Pro (statistics, targeting, passwords, disabling, spaces, pixels, custom domains).'],
    [49, 'Connected: phpShort v49 · 1,042 links · plan Pro (statistics, targeting, passwords, spaces, pixels, custom domains).'],
  ] as const)('v%s: tests what is typed (not saved), says what it found, and saves nothing', async (version, text) => {
    const api = fakeApi({ linkTotal: version === 44 ? 42 : 1042, version });
    await saveConnection({ baseUrl: 'https://saved.example', apiKey: 'saved-key', rememberKey: true });
    const before = JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.session.get(null)]);
    await fillAndTest('https://sho.rt', KEY);
    const outcome = await screen.findByText(text);
    expect(outcome.closest('[role="status"]')).toBeTruthy();
    const calls = api.calls.filter((c) => c.url.includes('sho.rt'));
    // The plan names the version: no probe.
    expect(calls.map((c) => c.url).sort()).toEqual(['https://sho.rt/api/v1/account', 'https://sho.rt/api/v1/links?per_page=10']);
    expect(calls.every((c) => c.authorization === `Bearer ${KEY}`)).toBe(true);
    expect(JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.session.get(null)])).toBe(before);
  });

  it('right after Save, shows what Save’s check found without asking again; pressed again, asks again', async () => {
    const api = fakeApi({ linkTotal: 42 });
    render(<SettingsView welcome={false} />);
    fireEvent.input(await screen.findByLabelText('Instance URL'), { target: { value: 'https://sho.rt' } });
    fireEvent.input(screen.getByLabelText('API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const connection = () => within(screen.getByRole('region', { name: 'Connection' }));
    await connection().findByText(/^Connected: phpShort v44 · 42 links/);
    // This instance's checks: a page left by an earlier test may still be asking its own instance.
    const checks = () => api.calls.filter((c) => /^https:\/\/sho\.rt\/api\/v1\/(account|links\?per_page=10)/.test(c.url)).length;
    const afterSave = checks();
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await connection().findByText(/^Connected: phpShort v44 · 42 links/);
    await new Promise((r) => setTimeout(r, 50));
    expect(checks()).toBe(afterSave);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await vi.waitFor(() => expect(checks()).toBe(afterSave + 2));
  });

  it('says the key was rejected, as an alert, with no "Open settings" (this is the settings)', async () => {
    fakeApi();
    await fillAndTest('https://sho.rt', 'wrong-key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server rejected the API key.');
    expect(within(alert).queryByRole('button', { name: 'Open settings' })).toBeNull();
    expect(within(alert).queryByRole('link', { name: 'Open settings' })).toBeNull();
  });

  it('checks the fields first and sends nothing when they are refused', async () => {
    const api = fakeApi();
    await fillAndTest('http://sho.rt', KEY);
    await screen.findByText('Use https:// — plain http:// is allowed only on this computer and on your own network.');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('without access, tells a CORS refusal apart and offers "Grant access" for the tested origin', async () => {
    perms.granted.clear();
    const fetch = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await fillAndTest('https://sho.rt', KEY);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server refused the cross-origin request.');
    perms.setAnswer(false);
    fireEvent.click(within(alert).getByRole('button', { name: 'Grant access' }));
    expect(perms.permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    await within(alert).findByText('Access was not granted.');
  });
});

const FAILED = (problem: Problem): ConnectionOutcome => ({ kind: 'failed', problem });

describe('TestOutcome words every outcome plainly', () => {
  afterEach(() => cleanup());

  it.each<[ConnectionOutcome, string, 'status' | 'alert']>([
    [{ kind: 'connected', total: 300 }, 'Connected: 300 links.', 'status'],
    [{ kind: 'connected', total: 1 }, 'Connected: 1 link.', 'status'],
    [{ kind: 'connected', total: null }, 'Connected.', 'status'],
    [
      { kind: 'connected', total: 7034, version: 49, plan: { name: 'Pro', features: { link_stats: 1, link_targeting: 1, link_password: 1, spaces: 0 } } },
      'Connected: phpShort v49 · 7,034 links · plan Pro (statistics, targeting, passwords).',
      'status',
    ],
    [{ kind: 'connected', total: null, version: 44, plan: { name: 'Free', features: { link_stats: 0 } } }, 'Connected: phpShort v44 · plan Free.', 'status'],
    [FAILED({ name: 'UnauthorizedError', message: 'GET /api/v1/links: 401', status: 401 }), 'The server rejected the API key.', 'alert'],
    [FAILED({ name: 'ForbiddenError', message: 'GET /api/v1/links: 403', status: 403 }), "your account's plan does not include API access", 'alert'],
    [
      FAILED({ name: 'NotFoundError', message: 'GET /api/v1/links: 404 not found', status: 404 }),
      'The server does not answer like a link-shortening API.',
      'alert',
    ],
    // The client's message, method, path and status, for a closer look.
    [FAILED({ name: 'NotFoundError', message: 'GET /api/v1/links: 404 not found', status: 404 }), 'GET /api/v1/links: 404 not found', 'alert'],
    [FAILED({ name: 'InvalidResponseError', message: 'too large', tooLarge: true }), 'The server’s answer was too large for Linklet to read.', 'alert'],
    [FAILED({ name: 'CorsRefused', origin: 'https://sho.rt' }), 'The server refused the cross-origin request. Grant Linklet access to https://sho.rt', 'alert'],
    [FAILED({ name: 'NetworkError', message: 'Failed to fetch' }), 'Could not reach the server.', 'alert'],
    [FAILED({ name: 'NetworkError', message: 'Failed to fetch' }), 'a certificate the browser does not trust', 'alert'],
    [FAILED({ name: 'TimeoutError', message: 'timed out' }), 'The server did not answer in time.', 'alert'],
    [FAILED({ name: 'ServerError', message: '502', status: 502 }), 'The server had a problem.', 'alert'],
    [FAILED({ name: 'RateLimitError', message: '429', retryAfter: 30 }), 'Too many requests; try again in 30 s.', 'alert'],
    [
      FAILED({ name: 'RateLimitError', message: '429', retryAfter: 3600 }) /* said as no more than Linklet waits (serverWait) */,
      'Too many requests; try again in about 10 min.',
      'alert',
    ],
    // A Retry-After of 0 is waited as the shortest wait Linklet takes (serverWait), counted down.
    [FAILED({ name: 'RateLimitError', message: '429', retryAfter: 0 }), 'Too many requests; try again in 1 s.', 'alert'],
    [FAILED({ name: 'RateLimitError', message: '429' }), 'Too many requests; try again in a moment.', 'alert'],
    [FAILED({ name: 'HttpError', message: '405', status: 405 }), 'The server answered with an unexpected status (405).', 'alert'],
    [FAILED({ name: 'InputError', message: 'apiKey: is empty', fields: { apiKey: ['is empty'] } }), 'Check the instance URL and the API key.', 'alert'],
  ])('%j → "%s"', (outcome, text, role) => {
    render(<TestOutcome outcome={outcome} />);
    expect(screen.getByRole(role).textContent).toContain(text);
  });

  it('offers "Grant access" only where the browser can be asked for it (not plain http on the user\'s network)', () => {
    render(<TestOutcome outcome={FAILED({ name: 'CorsRefused', origin: 'https://sho.rt' })} />);
    expect(screen.getByRole('button', { name: 'Grant access' })).toBeTruthy();
    cleanup();
    render(<TestOutcome outcome={FAILED({ name: 'CorsRefused', origin: 'http://nas.local' })} />);
    expect(screen.queryByRole('button', { name: 'Grant access' })).toBeNull();
  });
});
