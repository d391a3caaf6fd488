// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsPage } from '../../../components/options/OptionsPage';
import { SettingsView } from '../../../components/options/SettingsView';
import { applyPolicy } from '../../../lib/policy/apply';
import { loadApiKey, readSettings, saveConnection } from '../../../lib/settings';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

// A managed install on the settings page: the welcome asks only for the person's key; what the
// organization set is shown, fixed; what it leaves free stays editable; a policy changed while
// the page is open shows at once.
const KEY = 'key-0123456789';
const POLICY = {
  InstanceUrl: 'https://sho.rt',
  DefaultDomain: 'go.example.com',
  DefaultPixels: ['FB main'],
  Presets: [{ Name: 'Newsletter', UtmSource: 'newsletter' }],
  DefaultPreset: 'Newsletter',
  ShortenOnClick: true,
  ContextMenu: false,
};

async function managedBy(policy: Record<string, unknown>) {
  await fakeBrowser.storage.managed.set(policy);
  await applyPolicy();
}

const steps = () => [...document.querySelectorAll('ol.steps > li')] as HTMLElement[];
const setBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

beforeEach(() => {
  installFakePermissions();
  fakeApi({ domains: [{ id: 2, name: 'go.example.com' }], spaces: [{ id: 7, name: 'Marketing' }], pixels: [{ id: 3, name: 'FB main', type: 'facebook' }] });
  // The background, which follows the policy and looks names up when the account's lists arrive.
});
afterEach(() => cleanup());

describe('a managed install’s welcome', () => {
  it('asks only for the person’s API key, with where the instance shows it, then says what the organization set', async () => {
    await managedBy(POLICY);
    render(<SettingsView welcome />);
    const url = (await screen.findByLabelText('Instance URL')) as HTMLInputElement;
    expect(url.value).toBe('https://sho.rt');
    expect(url.readOnly).toBe(true);
    expect(setBy(url)).toBe('Set by your organization');
    const [connect, summary, pin, clipboard] = steps();
    expect(steps()).toHaveLength(4);
    expect(within(connect!).getByLabelText('API key')).toBeTruthy();
    expect(within(connect!).getByRole('link', { name: 'https://sho.rt/account/api' }).getAttribute('href')).toBe('https://sho.rt/account/api');
    // Nothing else to fill in: the address is fixed and the defaults are the organization's.
    const editable = [...connect!.querySelectorAll('input:not([readonly]):not([type=checkbox]), select')].map((field) => field.id);
    expect(editable).toEqual(['api-key']);
    expect(screen.queryByLabelText('Default domain')).toBeNull();
    expect(within(summary!).getByRole('heading', { name: 'Set by your organization' })).toBeTruthy();
    // Each value once, with its state beside it.
    const terms = [...summary!.querySelectorAll('dt')].map(
      (dt) =>
        `${dt.textContent}: ${dt.nextElementSibling!.querySelector('.policy-value')?.textContent} (${dt.nextElementSibling!.querySelector('.policy-state')?.textContent})`,
    );
    expect(terms).toEqual([
      'Instance URL: https://sho.rt (Applied)',
      'Default domain: go.example.com (Applied)',
      'Default pixels: FB main (Applied)',
      'Presets: Newsletter (Applied)',
      'Default preset: Newsletter (Applied)',
      'Toolbar button: Shortens the page and copies the link at once (Applied)',
      'Context menu: Off (Applied)',
    ]);
    expect(within(pin!).getByRole('heading', { name: 'Pin Linklet' })).toBeTruthy();
    expect(within(clipboard!).getByLabelText('Copy links made from the context menu and keyboard shortcut')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to Linklet' }).parentElement!.textContent).toContain(
      'Your organization set Linklet up for https://sho.rt. Paste your own API key',
    );
  });

  it('Save keeps the key for the organization’s instance alone, asks for that site, and the named defaults follow the account’s lists', async () => {
    await managedBy(POLICY);
    render(<SettingsView welcome />);
    fireEvent.input(await screen.findByLabelText('API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Connected/);
    expect(await loadApiKey('default', 'https://sho.rt')).toBe(KEY);
    expect(fakeBrowser.permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    await waitFor(async () =>
      expect(await readSettings()).toMatchObject({
        instanceUrl: 'https://sho.rt',
        defaultDomainId: 2,
        defaultPixelIds: [3],
        defaultPresetId: 'org:Newsletter',
      }),
    );
  });
});

describe('the settings of a managed install', () => {
  beforeEach(async () => {
    await managedBy(POLICY);
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
  });

  it('what the policy fixes is shown, not editable, as set by the organization; the rest stays the person’s', async () => {
    // The whole page: its side navigation lists the groups.
    render(<OptionsPage welcome={false} />);
    const domain = (await screen.findByLabelText('Default domain')) as HTMLInputElement;
    await waitFor(() => expect(domain.value).toBe('go.example.com'));
    expect(domain.readOnly).toBe(true);
    expect(setBy(domain)).toBe('Set by your organization');
    expect((screen.getByLabelText('Default pixels') as HTMLInputElement).readOnly).toBe(true);
    // Left free: the space is a choice, as on an unmanaged install.
    expect(screen.getByLabelText('Default space').tagName).toBe('SELECT');
    expect((screen.getByLabelText('Let me choose before shortening') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Copy the short link automatically') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('Show Linklet in the context menu') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Search and shorten with “ln” in the address bar') as HTMLInputElement).disabled).toBe(false);
    // The organization's preset is listed, not editable; the person may add their own.
    const presets = screen.getByRole('heading', { name: 'Presets' }).closest('section')!;
    expect(presets.querySelector('.preset-list li')!.textContent).toBe('Newsletter (default) Set by your organization');
    expect(within(presets).queryByRole('button', { name: 'Edit preset Newsletter' })).toBeNull();
    expect((within(presets).getByLabelText('Default preset') as HTMLSelectElement).disabled).toBe(true);
    expect(within(presets).getByRole('button', { name: 'Add preset' })).toBeTruthy();
    // Its profile cannot be removed; the summary leads the page.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'On this page' }).textContent).toMatch(/^Set by your organization/);
  });

  it('a value that cannot be followed is said once, in its own row, “Not applied” with why; the page still works', async () => {
    await managedBy({ ...POLICY, DefaultSpace: 'Nowhere', AddressBar: 'no', Typo: true });
    render(<SettingsView welcome={false} />);
    const rows = async () => {
      const summary = document.querySelector('#managed')!;
      return [...summary.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling!.querySelector('.policy-state')?.textContent,
        [...dt.nextElementSibling!.querySelectorAll('li')].map((li) => li.textContent),
      ]);
    };
    await waitFor(async () =>
      expect(await rows()).toEqual(
        expect.arrayContaining([
          [
            'Default space',
            'Not applied',
            ['Default space (DefaultSpace): your account has no “Nowhere”, so it is not applied: choose your own below, or add it to your account.'],
          ],
          ['Address bar', 'Not applied', ['Address bar (AddressBar): the value "no" is not of the kind this setting takes, so it is not applied.']],
          ['Other settings', 'Not applied', ['Typo: Linklet has no such setting, so it is ignored.']],
        ]),
      ),
    );
    // Never both "set" and "not applied": the space is the person's to choose.
    expect(screen.getByLabelText('Default space').tagName).toBe('SELECT');
    expect((screen.getByLabelText('Default space') as HTMLSelectElement).disabled).toBe(false);
  });

  it('a policy changed while the page is open shows at once', async () => {
    render(<SettingsView welcome={false} />);
    const space = await screen.findByLabelText('Default space');
    expect(space.tagName).toBe('SELECT');
    await managedBy({ ...POLICY, DefaultSpace: 'Marketing', ContextMenu: true });
    await waitFor(() => expect((screen.getByLabelText('Default space') as HTMLInputElement).value).toBe('Marketing'));
    expect(screen.getByLabelText('Default space').tagName).toBe('INPUT');
    expect((screen.getByLabelText('Show Linklet in the context menu') as HTMLInputElement).checked).toBe(true);
    await waitFor(async () => expect((await readSettings()).defaultSpaceId).toBe(7));
    // The key is kept: the instance is the same.
    expect(((await screen.findByLabelText('API key')) as HTMLInputElement).value).toBe(KEY);
  });

  it('the organization’s instance moved: the form starts again on the new address, without the old key', async () => {
    render(<SettingsView welcome={false} />);
    await screen.findByLabelText('API key');
    await managedBy({ InstanceUrl: 'https://links.example.org' });
    await waitFor(() => expect((screen.getByLabelText('Instance URL') as HTMLInputElement).value).toBe('https://links.example.org'));
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'https://links.example.org/account/api' })).toBeTruthy();
  });
});

describe('an install nobody manages', () => {
  it('shows nothing of an organization, and every setting is the person’s', async () => {
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    render(<SettingsView welcome={false} />);
    expect((await screen.findByLabelText('Instance URL')) as HTMLInputElement).toHaveProperty('readOnly', false);
    expect(screen.queryByText('Set by your organization')).toBeNull();
    expect(screen.getByLabelText('Default domain').tagName).toBe('SELECT');
    expect((screen.getByLabelText('Show Linklet in the context menu') as HTMLInputElement).disabled).toBe(false);
  });
});
