// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionsPage } from '../../../components/options/OptionsPage';
import { SettingsView } from '../../../components/options/SettingsView';
import { saveConnection } from '../../../lib/settings';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

// The first run (`options.html?welcome=1`): its steps in the order a new user needs them, and the
// words at the top following the last check of the connection (issue 30, points 1 and 2).
const KEY = 'key-0123456789';
const intro = () => screen.getByRole('heading', { name: 'Welcome to Linklet' }).parentElement!.textContent ?? '';
const steps = () => [...document.querySelectorAll('ol.steps > li')] as HTMLElement[];

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('the first run', () => {
  it('leads: connect, the defaults, "Pin Linklet", the clipboard last; no profiles, presets or backup', async () => {
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome />);
    await screen.findByLabelText('Instance URL');
    await waitFor(() => expect(steps()[0]!.querySelector('#instance-url')).toBeTruthy());
    const [connect, defaults, pin, clipboard] = steps();
    expect(steps()).toHaveLength(4);
    expect(within(connect!).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(defaults!).getByLabelText('Default domain')).toBeTruthy();
    expect(within(defaults!).getByRole('group', { name: 'Default pixels' })).toBeTruthy();
    expect(within(pin!).getByRole('heading', { name: 'Pin Linklet' })).toBeTruthy();
    expect(within(clipboard!).getByLabelText('Copy links made from the context menu and keyboard shortcut')).toBeTruthy();
    for (const absent of ['Profiles', 'Presets', 'Backup']) expect(screen.queryByRole('heading', { name: absent })).toBeNull();
    expect(screen.queryByLabelText('New profile’s name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open all settings' }).getAttribute('href')).toBe('options.html#settings');
    expect(intro()).toContain('enter its address and an API key');
  });

  it('"Pin Linklet" says where Chrome hides the button, with a picture named in words', async () => {
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome />);
    const pin = (await screen.findByRole('heading', { name: 'Pin Linklet' })).closest('section')!;
    expect(pin.textContent).toContain('Click the puzzle piece, then the pin beside Linklet');
    const picture = within(pin).getByRole('img');
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.querySelector('title')!.textContent).toContain('a pin beside it to press');
    // Drawn in the page: nothing to fetch.
    expect(pin.querySelector('img, image, use')).toBeNull();
  });

  it('in a Firefox build, says Firefox’s way: the gear, then “Pin to Toolbar”', async () => {
    vi.stubEnv('FIREFOX', true as unknown as string);
    installFakePermissions();
    fakeApi();
    render(<SettingsView welcome />);
    const pin = (await screen.findByRole('heading', { name: 'Pin Linklet' })).closest('section')!;
    expect(pin.textContent).toContain('then the gear beside Linklet, and choose “Pin to Toolbar”');
    expect(within(pin).getByRole('img').querySelector('title')!.textContent).toContain('“Pin to Toolbar”');
  });

  it('once connected, no longer says to enter the address: it says what is next', async () => {
    installFakePermissions({ granted: ['https://sho.rt/*'] });
    fakeApi({ apiKey: KEY });
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    render(<SettingsView welcome />);
    await waitFor(() => expect(intro()).toContain('Linklet is connected to https://sho.rt. Next: check the defaults for new links'));
    expect(intro()).not.toContain('enter its address');
  });

  it('saved but refused: says the problem is under Save', async () => {
    installFakePermissions({ granted: ['https://sho.rt/*'] });
    fakeApi({ apiKey: 'server-wants-another-key' });
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    render(<SettingsView welcome />);
    await waitFor(() => expect(intro()).toContain('Linklet cannot use your instance yet: what went wrong and what to do are under Save.'));
  });
});

describe('the settings page afterwards', () => {
  it('four groups in order, listed at the top; the connection before the profiles', async () => {
    installFakePermissions();
    fakeApi();
    render(<OptionsPage welcome={false} />);
    await screen.findByLabelText('Instance URL');
    const groups = ['Connection and profiles', 'Defaults and presets', 'Context menu and shortcuts', 'Backup'];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(groups);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(groups);
    // Each link leads to its group.
    for (const link of links) expect(document.querySelector(link.getAttribute('href')!)!.querySelector('h2')!.textContent).toBe(link.textContent);
    const url = screen.getByLabelText('Instance URL');
    const profiles = screen.getByRole('heading', { name: 'Profiles' });
    expect(url.compareDocumentPosition(profiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Linklet' })).toBeNull();
  });

  it('names the active profile above its connection when there are several', async () => {
    installFakePermissions();
    fakeApi();
    const { addProfile } = await import('../../../lib/settings/profiles');
    await addProfile('Work');
    render(<SettingsView welcome={false} />);
    await screen.findByText('For the active profile, “Profile 1”.');
  });

  it('"Context menu and shortcuts" says the menu items, the shortcuts as the browser has them, and the keyword', async () => {
    installFakePermissions();
    fakeApi();
    const { fakeBrowser } = await import('wxt/testing/fake-browser');
    (fakeBrowser as unknown as { commands: unknown }).commands = {
      getAll: async () => [
        { name: '_execute_action', shortcut: 'Alt+Shift+L' },
        { name: 'shorten-current-page', shortcut: '' },
      ],
    };
    render(<SettingsView welcome={false} />);
    const group = await screen.findByRole('region', { name: 'Context menu and shortcuts' });
    expect(group.textContent).toContain('“Shorten this page”, “Shorten this link” or “Shorten selected URL”');
    await waitFor(() => expect([...group.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['Alt+Shift+L']));
    expect(group.textContent).toContain('No shortcut (the browser left it unset) shortens the page you are on');
    expect(group.textContent).toContain('Type “ln” and a space');
    expect(within(group).getByLabelText('Show when the page I’m on already has a short link')).toBeTruthy();
  });
});
