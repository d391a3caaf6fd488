// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '../../../components/options/SettingsView';
import { loadApiKey, readSettings } from '../../../lib/settings';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

// The key field starts with the key saved for the saved instance. Pointing the URL at another
// origin must not hand that key to it: neither "Test connection" nor "Save" may send it there.
const OLD_KEY = 'old-key-0123456789';
const NEW_KEY = 'new-key-9876543210';

let perms: ReturnType<typeof installFakePermissions>;
let api: ReturnType<typeof fakeApi>;
beforeEach(async () => {
  await fakeBrowser.storage.local.set({
    settings: { instanceUrl: 'https://sho.rt', rememberKey: true },
    settings$: { v: 2 },
    apiKey: { origin: 'https://sho.rt', key: OLD_KEY },
  });
  perms = installFakePermissions({ granted: ['https://sho.rt/*'], answer: true });
  api = fakeApi({ apiKey: NEW_KEY });
});
afterEach(() => cleanup());

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const OTHER_ORIGIN = 'This is the key saved for https://sho.rt. Linklet sends it to the new address only if you choose to';
const REUSE = 'Use this key for https://other.example';
const callsWith = (key: string) => api.calls.filter((c) => c.authorization?.includes(key));

async function openWithNewUrl(url: string) {
  render(<SettingsView welcome={false} />);
  await waitFor(() => expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe(OLD_KEY));
  type('Instance URL', url);
}

describe('the saved key and a new instance URL', () => {
  it('"Test connection" refuses at the key field and sends nothing to the new host', async () => {
    await openWithNewUrl('https://other.example');
    click('Test connection');
    const field = screen.getByLabelText('API key');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('api-key-error')?.textContent).toContain(OTHER_ORIGIN);
    // The choice that fixes it has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: REUSE }));
    expect(api.calls.filter((c) => c.url.startsWith('https://other.example'))).toEqual([]);
    // What the user typed stays.
    expect((screen.getByLabelText('Instance URL') as HTMLInputElement).value).toBe('https://other.example');
  });

  it('"Save" refuses too: no prompt, nothing saved, the old key still bound to its origin', async () => {
    await openWithNewUrl('https://other.example');
    click('Save');
    await screen.findByText(OTHER_ORIGIN, { exact: false });
    expect(perms.permissions.request).not.toHaveBeenCalled();
    expect((await readSettings()).instanceUrl).toBe('https://sho.rt');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(OLD_KEY);
    expect(await loadApiKey('default', 'https://other.example')).toBeNull();
  });

  it('a key typed for the new URL is tested and saved, and only it reaches the new host', async () => {
    await openWithNewUrl('https://other.example');
    click('Test connection');
    await screen.findByText(OTHER_ORIGIN, { exact: false });
    type('API key', NEW_KEY);
    click('Test connection');
    await screen.findByText(/^Connected: phpShort v44 · 3 links/);
    click('Save');
    await screen.findByText('Saved.');
    expect(await loadApiKey('default', 'https://other.example')).toBe(NEW_KEY);
    expect(await loadApiKey('default', 'https://sho.rt')).toBeNull();
    // The old key went only to its own origin (the lists of the connection saved at the start).
    expect(callsWith(OLD_KEY).filter((c) => !c.url.startsWith('https://sho.rt/'))).toEqual([]);
    expect(callsWith(NEW_KEY).length).toBeGreaterThan(0);
    expect(callsWith(NEW_KEY).every((c) => c.url.startsWith('https://other.example/'))).toBe(true);
  });

  it('offers "Use this key for <new origin>" as soon as the URL names another origin, and nothing is sent before the click', async () => {
    await openWithNewUrl('https://other.example:8443');
    const reuse = screen.getByRole('button', { name: 'Use this key for https://other.example:8443' });
    expect(screen.getByText('This key was saved for https://sho.rt.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.startsWith('https://other.example'))).toEqual([]);
    api = fakeApi({ apiKey: OLD_KEY });
    fireEvent.click(reuse);
    expect(screen.queryByRole('button', { name: /^Use this key for/ })).toBeNull();
    click('Save');
    await screen.findByText('Saved.');
    await screen.findByText(/^Connected: phpShort v44 · 3 links/);
    expect(await loadApiKey('default', 'https://other.example:8443')).toBe(OLD_KEY);
    expect(await loadApiKey('default', 'https://sho.rt')).toBeNull();
  });

  it('going back to the saved origin takes the offer away: the key is at home there', async () => {
    await openWithNewUrl('https://sho.rt:8443');
    expect(screen.getByRole('button', { name: 'Use this key for https://sho.rt:8443' })).toBeTruthy();
    type('Instance URL', 'https://sho.rt/');
    expect(screen.queryByRole('button', { name: /^Use this key for/ })).toBeNull();
  });

  it('the same origin (another path, trailing slash) keeps using the saved key', async () => {
    await openWithNewUrl('https://sho.rt/');
    api = fakeApi({ apiKey: OLD_KEY });
    click('Test connection');
    await screen.findByText(/^Connected: phpShort v44 · 3 links/);
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBeNull();
  });

  it('after saving the new connection, moving again is refused for the newly saved key', async () => {
    await openWithNewUrl('https://other.example');
    type('API key', NEW_KEY);
    click('Save');
    await screen.findByText('Saved.');
    type('Instance URL', 'https://third.example');
    click('Test connection');
    await screen.findByText('This is the key saved for https://other.example', { exact: false });
    expect(api.calls.filter((c) => c.url.startsWith('https://third.example'))).toEqual([]);
  });
});
