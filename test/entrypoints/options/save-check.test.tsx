// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsView } from '../../../components/options/SettingsView';
import { loadApiKey, readSettings, saveSettings } from '../../../lib/settings';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

// Save checks the connection with one list call, and the Connection section shows one current
// state in plain words, cleared by any edit; plain http on the user's own network needs consent.
const KEY = 'key-0123456789';

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const connection = () => screen.getByRole('region', { name: 'Connection' });

async function fillAndSave(url: string, key = KEY) {
  render(<SettingsView welcome={false} />);
  fireEvent.input(await screen.findByLabelText('Instance URL'), { target: { value: url } });
  type('API key', key);
  click('Save');
}

/** Every answer of the instance is `status` with `body` (the fake instance otherwise). */
function failingApi(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  // What a test left under way (a reload of the Defaults' lists) fails here, never on the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
});

describe('Save checks the connection', () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(() => {
    perms = installFakePermissions({ answer: true });
  });

  it('connected, with the version, the number of links and the plan: the account and one list call', async () => {
    const api = fakeApi({ linkTotal: 1234 });
    await fillAndSave('https://sho.rt');
    await within(connection()).findByText(/^Connected: phpShort v44 · 1,234 links · plan Pro/);
    expect(within(connection()).getByText('Saved.')).toBeTruthy();
    const lists = api.calls.filter((c) => c.url.startsWith('https://sho.rt/api/v1/links?'));
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(new URL(lists[0]!.url).searchParams.get('per_page')).toBe('10');
  });

  it.each([
    [403, { message: 'You do not have access to the API.' }, 'Saved, but the connection does not work yet:', "your account's plan does not include API access"],
    [404, { message: 'Not Found' }, 'Saved, but the connection does not work yet:', 'The server does not answer like a link-shortening API.'],
  ])('HTTP %s: saved, said in one message with what is wrong — never a plain green "Saved." (issue 40)', async (status, body, lead, words) => {
    failingApi(status, body);
    await fillAndSave('https://sho.rt');
    const alert = await within(connection()).findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe(lead);
    expect(alert.textContent).toContain(words);
    expect(within(connection()).queryByText('Saved.')).toBeNull();
    expect(connection().querySelector('.ok')).toBeNull();
    expect((await readSettings()).instanceUrl).toBe('https://sho.rt');
  });

  it('HTTP 401: the refused key is not stored, the key saved before stays, and the field keeps what was typed (issue 48)', async () => {
    fakeApi();
    await fillAndSave('https://sho.rt');
    await within(connection()).findByText(/^Connected: phpShort v44/);
    cleanup();
    const fetch = failingApi(401, { message: 'Unauthenticated.' });
    render(<SettingsView welcome={false} />);
    type('API key', await screen.findByLabelText('API key').then(() => 'refused-key-0123'));
    click('Save');
    const alert = await within(connection()).findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe('Not saved: your instance refused this key. The key saved before is still the one Linklet uses.');
    expect(alert.textContent).toContain('The server rejected the API key.');
    expect(connection().querySelector('.ok')).toBeNull();
    expect(await loadApiKey((await readSettings()).profileId, 'https://sho.rt')).toBe(KEY);
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('refused-key-0123');
    // One request asked it; nothing else was sent with the refused key.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 on a first Save: nothing stored', async () => {
    failingApi(401, { message: 'Unauthenticated.' });
    await fillAndSave('https://sho.rt');
    const alert = await within(connection()).findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe('Not saved: your instance refused this key.');
    expect(await loadApiKey((await readSettings()).profileId, 'https://sho.rt')).toBeNull();
  });

  it('the server could not be reached', async () => {
    perms.setAnswer(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await fillAndSave('https://sho.rt');
    expect((await within(connection()).findByRole('alert')).textContent).toContain('Could not reach the server.');
  });

  it('the server refused the cross-origin request: said once, with "Grant access", and the Defaults agree', async () => {
    perms.setAnswer(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: unknown, init?: RequestInit) => {
        if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
        throw new TypeError('Failed to fetch');
      }),
    );
    await fillAndSave('https://sho.rt');
    const alert = await within(connection()).findByRole('alert');
    expect(alert.textContent).toContain('The server refused the cross-origin request.');
    expect(within(alert).getByRole('button', { name: 'Grant access' })).toBeTruthy();
    // One message, and nothing in it is green: access was denied.
    expect(alert.firstElementChild?.textContent).toBe('Saved, but access was not granted, and without it:');
    expect(connection().querySelector('.ok')).toBeNull();
    // The Defaults section says the same, never "could not reach the server".
    const defaults = screen.getByRole('region', { name: 'Defaults for new links' });
    await waitFor(() => expect(defaults.textContent).toContain('The server refused the cross-origin request.'), { timeout: 5000 });
    expect(document.body.textContent).not.toContain('Could not reach the server.');
  });

  it('a status never outlives the settings it was about: editing the URL or the key clears it', async () => {
    fakeApi();
    await fillAndSave('https://sho.rt');
    await within(connection()).findByText(/^Connected: phpShort v44 · 3 links/);
    type('API key', 'another-key-0123');
    expect(within(connection()).queryByText(/^Connected: phpShort v44 · 3 links/)).toBeNull();
    expect(within(connection()).queryByText('Saved.')).toBeNull();
    click('Test connection');
    await within(connection()).findByRole('alert');
    type('Instance URL', 'https://sho.rt/x');
    expect(within(connection()).queryByRole('alert')).toBeNull();
  });

  it('an answer that comes after an edit is not shown, and the edit is kept', async () => {
    let release = () => undefined as void;
    const api = fakeApi();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        await new Promise<void>((resolve) => (release = resolve));
        return api.fetch(input, init);
      }),
    );
    await fillAndSave('https://sho.rt');
    // Save first asks whether the key is refused (nothing is stored before the answer).
    await within(connection()).findByText('Saving…');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    type('Instance URL', 'https://other.example');
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(within(connection()).queryByText(/^Connected/)).toBeNull();
    expect(within(connection()).queryByRole('status')).toBeNull();
    // What was typed meanwhile stays, and the key just saved is bound to its origin.
    expect((screen.getByLabelText('Instance URL') as HTMLInputElement).value).toBe('https://other.example');
    expect(screen.getByRole('button', { name: 'Use this key for https://other.example' })).toBeTruthy();
  });
});

describe("plain http on the user's own network", () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(() => {
    perms = installFakePermissions({ answer: true });
  });

  it('needs the opt-in that says the key travels unencrypted', async () => {
    const api = fakeApi();
    await fillAndSave('http://192.168.1.20:8080');
    const error = await screen.findByText(/uses plain http:\/\/ on your own network: tick the box below/);
    expect(error.getAttribute('role')).toBe('alert');
    const box = screen.getByLabelText('Use plain http on my own network: the API key travels unencrypted') as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    expect(box.checked).toBe(false);
    // Nothing went to the plain-http instance (a request the last test left in flight may land here).
    expect(api.fetch.mock.calls.filter(([url]) => String(url).startsWith('http://192.168.1.20'))).toEqual([]);
    expect((await readSettings()).instanceUrl).toBe('');
    fireEvent.click(box);
    click('Save');
    await within(connection()).findByText(/^Connected: phpShort v44 · 3 links/);
    expect((await readSettings()).instanceUrl).toBe('http://192.168.1.20:8080');
    expect(await loadApiKey('default', 'http://192.168.1.20:8080')).toBe(KEY);
    // The manifest cannot offer such a host: no prompt, and the page says how Linklet reaches it.
    expect(perms.permissions.request).not.toHaveBeenCalled();
    expect(within(connection()).queryByText(/Access was not granted/)).toBeNull();
    await screen.findByText(/Browsers let Linklet ask for access only to https sites/);
  });

  it('is not offered for https, this computer or a public host, where https stays required', async () => {
    fakeApi();
    render(<SettingsView welcome={false} />);
    await screen.findByLabelText('Instance URL');
    const optIn = () => screen.queryByLabelText(/Use plain http on my own network/);
    for (const url of ['https://nas.local', 'http://localhost:8000', 'http://sho.rt', 'http://203.0.113.5']) {
      type('Instance URL', url);
      expect(optIn()).toBeNull();
    }
    for (const url of ['http://nas.local', 'http://printer.lan:81', 'http://10.0.0.2', 'http://[fd00::2]']) {
      type('Instance URL', url);
      expect(optIn()).toBeTruthy();
    }
    // A short first block is no address of the user's network: [fd::2] is 00fd::2.
    type('Instance URL', 'http://[fd::2]');
    expect(optIn()).toBeNull();
    type('Instance URL', 'http://sho.rt');
    type('API key', KEY);
    click('Save');
    await screen.findByText('Use https:// — plain http:// is allowed only on this computer and on your own network.');
  });

  it('a single-label name is its own case: the user confirms it is a machine on their network', async () => {
    const api = fakeApi();
    render(<SettingsView welcome={false} />);
    await screen.findByLabelText('Instance URL');
    type('Instance URL', 'http://nas:8080');
    expect(screen.queryByLabelText(/Use plain http on my own network/)).toBeNull();
    const box = screen.getByLabelText('“nas” is a machine on my own network: use plain http, the API key travels unencrypted') as HTMLInputElement;
    type('API key', KEY);
    click('Save');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(api.fetch.mock.calls.filter(([url]) => String(url).startsWith('http://nas'))).toEqual([]);
    fireEvent.click(box);
    click('Save');
    await within(connection()).findByText(/^Connected: phpShort v44 · 3 links/);
    expect(await readSettings()).toMatchObject({ instanceUrl: 'http://nas:8080', plainHttpOrigin: 'http://nas:8080' });
  });

  it('an address on plain http saved without the consent (an import) shows the opt-in unticked: consent is never inferred', async () => {
    fakeApi();
    await saveSettings({ instanceUrl: 'http://nas.local' });
    render(<SettingsView welcome={false} />);
    expect(((await screen.findByLabelText(/Use plain http on my own network/)) as HTMLInputElement).checked).toBe(false);
  });

  it('a saved plain-http instance shows its opt-in ticked', async () => {
    fakeApi();
    await fillAndSave('http://nas.local');
    fireEvent.click(screen.getByLabelText(/Use plain http on my own network/));
    click('Save');
    await within(connection()).findByText(/^Connected: phpShort v44 · 3 links/);
    cleanup();
    render(<SettingsView welcome={false} />);
    expect(((await screen.findByLabelText(/Use plain http on my own network/)) as HTMLInputElement).checked).toBe(true);
  });
});
