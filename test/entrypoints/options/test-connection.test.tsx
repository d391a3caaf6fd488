// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '../../../components/options/SettingsView';
import { TestOutcome } from '../../../components/options/TestOutcome';
import type { ConnectionOutcome } from '../../../lib/connection-test';
import { saveConnection } from '../../../lib/settings';
import { fakeApi } from './fake-api';
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
});

describe('Test connection', () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(() => {
    perms = installFakePermissions({ granted: ['https://sho.rt/*'] });
  });

  it('tests what is typed (not saved) with one list call, says "connected" with the count, and saves nothing', async () => {
    const api = fakeApi({ linkTotal: 42 });
    await saveConnection({ baseUrl: 'https://saved.example', apiKey: 'saved-key', rememberKey: true });
    const before = JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.session.get(null)]);
    await fillAndTest('https://sho.rt', KEY);
    const outcome = await screen.findByText('Connected: 42 links.');
    expect(outcome.closest('[role="status"]')).toBeTruthy();
    const linkCalls = api.calls.filter((c) => c.url.includes('sho.rt'));
    expect(linkCalls).toEqual([{ url: 'https://sho.rt/api/v1/links?per_page=10', authorization: `Bearer ${KEY}`, mode: undefined }]);
    expect(JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.session.get(null)])).toBe(before);
  });

  it('says the key was rejected, as an alert with the status', async () => {
    fakeApi();
    await fillAndTest('https://sho.rt', 'wrong-key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server rejected the API key.');
    expect(alert.textContent).toContain('The server answered HTTP 401.');
  });

  it('checks the fields first and sends nothing when they are refused', async () => {
    const api = fakeApi();
    await fillAndTest('http://sho.rt', KEY);
    await screen.findByText('Use https:// — plain http:// is allowed only for localhost.');
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

describe('TestOutcome words every outcome plainly', () => {
  afterEach(() => cleanup());

  it.each<[ConnectionOutcome, string, 'status' | 'alert']>([
    [{ kind: 'connected', total: 300 }, 'Connected: 300 links.', 'status'],
    [{ kind: 'connected', total: 1 }, 'Connected: 1 link.', 'status'],
    [{ kind: 'connected', total: null }, 'Connected.', 'status'],
    [{ kind: 'key-rejected', status: 403 }, 'The server rejected the API key.', 'alert'],
    [{ kind: 'not-api', status: 404 }, 'This address does not answer like a link-shortening API.', 'alert'],
    [{ kind: 'too-large' }, 'The server’s answer was too large for Linklet to read.', 'alert'],
    [{ kind: 'cors-refused' }, 'The server refused the cross-origin request.', 'alert'],
    [{ kind: 'network' }, 'Could not reach the server.', 'alert'],
    [{ kind: 'network' }, 'a certificate the browser does not trust', 'alert'],
    [{ kind: 'timeout', seconds: 8 }, 'The server did not answer within 8 seconds.', 'alert'],
    [{ kind: 'timeout', seconds: 1 }, 'The server did not answer within 1 second.', 'alert'],
    [{ kind: 'server-error', status: 502 }, 'The server had a problem.', 'alert'],
    [{ kind: 'rate-limited', retryAfter: 30 }, 'Too many requests: the server asks to wait 30 s.', 'alert'],
    [{ kind: 'rate-limited', retryAfter: 3600 }, 'Too many requests: the server asks to wait about 1 h.', 'alert'],
    [{ kind: 'rate-limited', retryAfter: 0 }, 'Too many requests: try again in a moment.', 'alert'],
    [{ kind: 'rate-limited' }, 'Too many requests: try again in a moment.', 'alert'],
    [{ kind: 'http-error', status: 405 }, 'The server gave an unexpected answer.', 'alert'],
  ])('%j → "%s"', (outcome, text, role) => {
    render(<TestOutcome outcome={outcome} origin="https://sho.rt" />);
    expect(screen.getByRole(role).textContent).toContain(text);
  });
});
