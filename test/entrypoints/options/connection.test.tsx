// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '../../../components/options/SettingsView';
import { loadApiKey, readSettings, saveConnection } from '../../../lib/settings';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const KEY = 'key-0123456789';

async function renderPage(welcome = false) {
  render(<SettingsView welcome={welcome} />);
  return screen.findByLabelText('Instance URL');
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function storageText() {
  const areas = await Promise.all([fakeBrowser.storage.local.get(null), fakeBrowser.storage.session.get(null), fakeBrowser.storage.sync.get(null)]);
  return JSON.stringify(areas);
}

afterEach(() => cleanup());

describe('options: connecting an instance', () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(() => {
    perms = installFakePermissions({ answer: true });
    fakeApi();
  });

  it('has the labelled controls, the key masked, and the defaults unset', async () => {
    await renderPage();
    expect(screen.getByLabelText('API key')).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(screen.getByLabelText("Don't remember the key after the browser closes")).toHaveProperty('checked', false);
    // A new install shortens on the toolbar click: the form-first switch is off.
    expect(screen.getByLabelText(/^Let me choose before shortening/)).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Copy the short link automatically')).toHaveProperty('checked', true);
  });

  it('"Show key" reveals the key and "Hide key" masks it again, keeping what was typed', async () => {
    await renderPage();
    type('API key', KEY);
    click('Show key');
    expect(screen.getByLabelText('API key')).toMatchObject({ type: 'text', value: KEY });
    click('Hide key');
    expect(screen.getByLabelText('API key')).toMatchObject({ type: 'password', value: KEY });
  });

  it('Save asks for exactly `<origin>/*` synchronously in the click, then saves URL and key', async () => {
    await renderPage();
    type('Instance URL', 'https://Sho.rt/api/v1/');
    type('API key', ` ${KEY} `);
    click('Save');
    // No await between the click and the request: the prompt needs the click's user gesture.
    expect(perms.permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    await screen.findByText('Saved.');
    expect((await readSettings()).instanceUrl).toBe('https://sho.rt');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
    expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', 'https://sho.rt');
    await screen.findByText('Linklet has access to https://sho.rt.');
  });

  it('saves the settings when access is denied, and says so with "Grant access"', async () => {
    perms.setAnswer(false);
    await renderPage();
    type('Instance URL', 'https://sho.rt');
    type('API key', KEY);
    click('Save');
    await screen.findByText('Access was not granted. Your settings are saved.');
    expect((await readSettings()).instanceUrl).toBe('https://sho.rt');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
    const access = screen.getByRole('region', { name: 'Access to your instance' });
    await within(access).findByText(/Access to https:\/\/sho\.rt is not granted\. Linklet still works where the server allows cross-origin requests/);
    perms.setAnswer(true);
    fireEvent.click(within(access).getByRole('button', { name: 'Grant access' }));
    expect(perms.permissions.request).toHaveBeenLastCalledWith({ origins: ['https://sho.rt/*'] });
    await within(access).findByText('Linklet has access to https://sho.rt.');
  });

  it('shows a revocation made elsewhere without a reload', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    perms.granted.add('https://sho.rt/*');
    await renderPage();
    await screen.findByText('Linklet has access to https://sho.rt.');
    perms.revoke('https://sho.rt/*');
    await screen.findByText(/Access to https:\/\/sho\.rt is not granted/);
    expect(screen.getByRole('button', { name: 'Grant access' })).toBeTruthy();
  });

  it.each([
    ['', KEY, 'Enter the address of your instance.'],
    ['http://sho.rt', KEY, 'Use https:// — plain http:// is allowed only on this computer and on your own network.'],
    ['https://sho.rt/?a=1', KEY, 'This address cannot be used: it must not contain a query or fragment.'],
  ])('refuses the URL %j next to the field, keeping the text, asking and saving nothing', async (url, key, message) => {
    await renderPage();
    type('Instance URL', url);
    type('API key', key);
    click('Save');
    const field = screen.getByLabelText('Instance URL');
    const error = await screen.findByText(message);
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveProperty('value', url);
    expect(screen.getByLabelText('API key')).toHaveProperty('value', key);
    expect(perms.permissions.request).not.toHaveBeenCalled();
    expect((await readSettings()).instanceUrl).toBe('');
  });

  it('asks for the key next to its field', async () => {
    await renderPage();
    type('Instance URL', 'https://sho.rt');
    click('Save');
    const error = await screen.findByText('Enter your API key.');
    // Described by where the instance shows the key, then the problem.
    const described = screen.getByLabelText('API key').getAttribute('aria-describedby')!.split(' ');
    expect(described).toEqual(['api-key-hint', error.id]);
    expect(document.getElementById('api-key-hint')?.textContent).toBe('Your instance shows your API key on its API page: https://sho.rt/account/api');
    expect(document.querySelector('#api-key-hint a')?.getAttribute('href')).toBe('https://sho.rt/account/api');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', 'https://sho.rt');
    // A URL without a problem keeps its hint as its description.
    const url = screen.getByLabelText('Instance URL');
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.className).toBe('hint');
  });

  it('"Don\'t remember the key" keeps it in session storage only', async () => {
    await renderPage();
    type('Instance URL', 'https://sho.rt');
    type('API key', KEY);
    fireEvent.click(screen.getByLabelText("Don't remember the key after the browser closes"));
    click('Save');
    await screen.findByText('Saved.');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    expect(await fakeBrowser.storage.session.get('apiKey')).toEqual({ apiKey: { origin: 'https://sho.rt', key: KEY } });
    expect((await readSettings()).rememberKey).toBe(false);
  });

  it('a new instance clears the old key: it is never kept for, or sent to, the new host', async () => {
    await saveConnection({ baseUrl: 'https://old.example', apiKey: 'old-key-secret', rememberKey: true });
    await renderPage();
    expect(screen.getByLabelText('API key')).toHaveProperty('value', 'old-key-secret');
    type('Instance URL', 'https://sho.rt');
    type('API key', KEY);
    click('Save');
    await screen.findByText('Saved.');
    expect(await storageText()).not.toContain('old-key-secret');
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
  });

  it('shows the saved key only in its own (masked) field, nowhere else on the page', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    await renderPage();
    expect(screen.getByLabelText('API key')).toMatchObject({ value: KEY, type: 'password' });
    await waitFor(() => expect(screen.queryByText('Loading your domains, spaces and pixels…')).toBeNull());
    expect(document.body.textContent).not.toContain(KEY);
    const attributes = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
    expect(attributes.join(' ')).not.toContain(KEY);
  });

  it('shows the welcome when opened by the first run', async () => {
    await renderPage(true);
    expect(screen.getByRole('heading', { name: 'Welcome to Linklet' })).toBeTruthy();
  });

  it('has no welcome otherwise', async () => {
    await renderPage(false);
    expect(screen.queryByRole('heading', { name: 'Welcome to Linklet' })).toBeNull();
  });
});
