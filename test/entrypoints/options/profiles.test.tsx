// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { setupHostRelease } from '../../../entrypoints/background/host-release';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsView } from '../../../components/options/SettingsView';
import { hostPattern } from '../../../lib/permissions/permissions';
import { loadApiKey, readAllSettings, saveApiKey, saveSettings } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { fakeApi } from './fake-api';
import { installFakePermissions } from './fake-permissions';

afterEach(() => cleanup());

const list = () => within(screen.getByRole('region', { name: 'Profiles' }));
const rows = () => [...document.querySelectorAll('.profile-list li')].map((li) => li.textContent);

describe('options: profiles', () => {
  let perms: ReturnType<typeof installFakePermissions>;
  beforeEach(async () => {
    fakeApi();
    perms = installFakePermissions({ granted: [hostPattern('https://home.example'), hostPattern('https://work.example')] });
    await saveSettings({ instanceUrl: 'https://home.example' });
    await saveApiKey('default', 'home-key', 'https://home.example', true);
  });

  it('lists each profile with its instance and which is active', async () => {
    await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<SettingsView welcome={false} />);
    await screen.findByLabelText('Instance URL');
    expect(rows()).toEqual([
      expect.stringMatching(/^home\.example.*https:\/\/home\.example.*\(active\)/),
      expect.stringMatching(/^Work.*https:\/\/work\.example/),
    ]);
    expect(list().getByRole('button', { name: 'Make active Work' })).toBeTruthy();
  });

  it('adds an empty profile without making it active, offers "Switch to it", and then the connection form is its own (issue 40)', async () => {
    render(<SettingsView welcome={false} />);
    expect((await screen.findByLabelText('Instance URL')) as HTMLInputElement).toHaveProperty('value', 'https://home.example');
    fireEvent.input(screen.getByLabelText('New profile’s name'), { target: { value: 'Work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(rows()[1]).toMatch(/^Work/));
    const all = await readAllSettings();
    expect(all.profiles[1]).toMatchObject({ name: 'Work', instanceUrl: '' });
    // The active profile stays: the popup, the shortcut and the context menu still use it.
    expect(all.activeProfileId).toBe(all.profiles[0]!.id);
    expect(rows()[0]).toMatch(/\(active\)/);
    expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', 'https://home.example');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to it' }));
    await waitFor(() => expect(rows()[1]).toMatch(/^Work.*\(active\)/));
    await waitFor(() => expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('API key')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Switch to it' })).toBeNull();
    // Back to the first: its own instance and key again.
    fireEvent.click(list().getByRole('button', { name: /^Make active home\.example/ }));
    await waitFor(() => expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', 'https://home.example'));
    expect(screen.getByLabelText('API key')).toHaveProperty('value', 'home-key');
  });

  it('keeps what was typed in a profile’s Connection form and not saved, when another profile is made active and then this one again', async () => {
    await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<SettingsView welcome={false} />);
    const url = () => screen.getByLabelText('Instance URL') as HTMLInputElement;
    const key = () => screen.getByLabelText('API key') as HTMLInputElement;
    await waitFor(() => expect(url().value).toBe('https://home.example'));
    fireEvent.input(url(), { target: { value: 'https://typed.example/half' } });
    fireEvent.input(key(), { target: { value: 'typed-key' } });
    fireEvent.click(list().getByRole('button', { name: 'Make active Work' }));
    // Work's own form: its instance, nothing typed carried over.
    await waitFor(() => expect(url().value).toBe('https://work.example'));
    expect(key().value).toBe('');
    fireEvent.click(list().getByRole('button', { name: /^Make active home\.example/ }));
    await waitFor(() => expect(url().value).toBe('https://typed.example/half'));
    expect(key().value).toBe('typed-key');
    // Nothing was saved.
    expect((await readAllSettings()).profiles[0]).toMatchObject({ instanceUrl: 'https://home.example' });
    expect(await loadApiKey('default', 'https://home.example')).toBe('home-key');
  });

  it('once saved, the form starts again from what is stored', async () => {
    // An instance that takes the key (a refused one is not saved: issue 48).
    fakeApi({ apiKey: 'home-key' });
    await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<SettingsView welcome={false} />);
    const url = () => screen.getByLabelText('Instance URL') as HTMLInputElement;
    await waitFor(() => expect(url().value).toBe('https://home.example'));
    fireEvent.input(url(), { target: { value: 'https://home.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Saved/);
    // Changed elsewhere since (another tab): the open form keeps what it shows...
    await saveSettings({ instanceUrl: 'https://home.example/changed' });
    fireEvent.click(list().getByRole('button', { name: 'Make active Work' }));
    await waitFor(() => expect(url().value).toBe('https://work.example'));
    // ...and coming back shows what is stored, not what was typed before the save.
    fireEvent.click(list().getByRole('button', { name: /^Make active home\.example/ }));
    await waitFor(() => expect(url().value).toBe('https://home.example/changed'));
  });

  it('renames a profile', async () => {
    const work = await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<SettingsView welcome={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Work' }));
    fireEvent.input(screen.getByLabelText('Profile name'), { target: { value: 'Office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(async () => expect((await readAllSettings()).profiles.find((p) => p.id === work.id)?.name).toBe('Office'));
    expect(await screen.findByRole('button', { name: 'Rename Office' })).toBeTruthy();
  });

  it('moves a profile up', async () => {
    await addProfile('Work', { instanceUrl: 'https://work.example' });
    render(<SettingsView welcome={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move up Work' }));
    await waitFor(async () => expect((await readAllSettings()).profiles.map((p) => p.name)).toEqual(['Work', '']));
  });

  it('removes a profile after a confirm: its key and its host permission go, nothing else', async () => {
    // The background gives the permission back as it sees the profile leave the settings.
    setupHostRelease();
    const work = await addProfile('Work', { instanceUrl: 'https://work.example' });
    await saveApiKey(work.id, 'work-key', 'https://work.example', true);
    render(<SettingsView welcome={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the profile “Work”?' });
    // Cancel first: nothing changes.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Work' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await loadApiKey(work.id, 'https://work.example')).toBeNull();
    expect(await loadApiKey('default', 'https://home.example')).toBe('home-key');
    await waitFor(() => expect([...perms.granted]).toEqual([hostPattern('https://home.example')]));
  });

  it('offers no Remove for the last profile', async () => {
    render(<SettingsView welcome={false} />);
    await screen.findByLabelText('Instance URL');
    expect(list().queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
