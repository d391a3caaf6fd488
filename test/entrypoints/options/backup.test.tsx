// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '../../../components/options/SettingsView';
import { readAllSettings, saveConnection } from '../../../lib/settings';
import { savePreset } from '../../../lib/settings/presets';
import { fakeApi, offlineAfterTest } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const PRESET = { id: 's-1', name: 'Newsletter', domainId: null, spaceId: null, pixelIds: [], utm: { source: 'news' } };
const profile = (id: string, name: string, instanceUrl: string) => ({
  id,
  name,
  instanceUrl,
  rememberKey: true,
  defaultDomainId: null,
  defaultSpaceId: null,
  defaultPixelIds: [],
  presets: [PRESET],
  defaultPresetId: null,
});
const fileOf = (body: object) => new File([JSON.stringify(body)], 'linklet-settings-2026-11-24.json', { type: 'application/json' });
const FILE = {
  format: 'linklet-settings',
  version: 3,
  exportedAt: '2026-11-24T10:00:00Z',
  settings: {
    activeProfileId: 'default',
    shortenOnOpen: false,
    autoCopy: true,
    profiles: [profile('default', 'Main', 'https://sho.rt'), profile('p-2', 'Team', 'https://team.example')],
  },
  keys: { 'p-2': { origin: 'https://elsewhere.example', key: 'team-key' } },
};

async function renderPage() {
  fakeApi({ domains: [], spaces: [], pixels: [] });
  await saveConnection({ baseUrl: 'https://sho.rt', apiKey: 'key-0123456789', rememberKey: true });
  render(<SettingsView welcome={false} />);
  await screen.findByRole('heading', { name: 'Backup' });
}
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Import settings'), { target: { files: [file] } });
/** The page reloads its lists after an import: the test waits for that before the fake API goes. */
const settled = () => waitFor(() => expect(screen.queryByText('Loading your domains, spaces and pixels…')).toBeNull());
const snapshot = async () => ({ local: await fakeBrowser.storage.local.get(null), session: await fakeBrowser.storage.session.get(null) });

beforeEach(() => {
  installFakePermissions({ granted: ['https://sho.rt/*'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offlineAfterTest();
});

describe('the Backup section', () => {
  it('exports a dated JSON file, with the keys only when ticked (with the warning)', async () => {
    await renderPage();
    await savePreset('default', PRESET);
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export settings' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names[0]).toMatch(/^linklet-settings-\d{4}-\d{2}-\d{2}\.json$/);
    const plain = JSON.parse(await blobs[0]!.text());
    expect(plain.settings.profiles[0].presets).toEqual([PRESET]);
    expect(plain.keys).toBeUndefined();

    const box = screen.getByRole('checkbox', { name: 'Include API keys' });
    expect(box.getAttribute('aria-describedby')).toBe('backup-keys-warning');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Export settings' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(JSON.parse(await blobs[1]!.text()).keys).toEqual({ default: { origin: 'https://sho.rt', key: 'key-0123456789' } });
  });

  it('previews an import (added, replaced, presets, keys dropped for another origin) and merges on confirmation', async () => {
    await renderPage();
    choose(fileOf(FILE));
    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(preview.textContent).toContain('Profiles added: Team');
    expect(preview.textContent).toContain("Profiles replaced by the file's version: Main");
    expect(preview.textContent).toContain('2 presets in the file');
    expect(preview.textContent).toContain('No API keys included');
    expect(preview.textContent).toContain('Not imported: the key of Team');
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Settings merged.')).toBeTruthy();
    await settled();
    const all = await readAllSettings();
    expect(all.profiles.map((p) => p.name)).toEqual(['Main', 'Team']);
    // This browser's switch stays as it was (on, a new install's), not the file's.
    expect(all.shortenOnOpen).toBe(true);
  });

  it('replace takes the file whole, the browser switches too', async () => {
    await renderPage();
    choose(fileOf(FILE));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Settings replaced.')).toBeTruthy();
    await settled();
    expect((await readAllSettings()).shortenOnOpen).toBe(false);
  });

  it('after an import, the Connection form shows what was imported, not what was typed there before', async () => {
    await renderPage();
    fireEvent.input(await screen.findByLabelText('Instance URL'), { target: { value: 'https://typed.example' } });
    const imported = {
      ...FILE,
      settings: { ...FILE.settings, profiles: [profile('default', 'Main', 'https://imported.example'), FILE.settings.profiles[1]!] },
    };
    choose(fileOf(imported));
    // It points Main at another address: confirmed on its own first.
    fireEvent.click(await screen.findByRole('checkbox', { name: /Send the links of Main/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Settings replaced.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Instance URL')).toHaveProperty('value', 'https://imported.example'));
    await settled();
  });

  it("a file that points an existing profile at another address with a key: old → new and the key's profile named, imported only after its own confirmation", async () => {
    await renderPage();
    const moved = {
      ...FILE,
      settings: { ...FILE.settings, profiles: [profile('default', 'Main', 'https://evil.example'), FILE.settings.profiles[1]!] },
      keys: { default: { origin: 'https://evil.example', key: 'evil-key' }, 'p-2': { origin: 'https://team.example', key: 'team-key' } },
    };
    choose(fileOf(moved));
    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(preview.textContent).toContain('Address of Main: https://sho.rt → https://evil.example');
    expect(preview.textContent).toContain('Profiles added: Team (https://team.example)');
    expect(preview.textContent).toContain('API keys for: Main, Team');
    const merge = screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement;
    const replace = screen.getByRole('button', { name: 'Replace' }) as HTMLButtonElement;
    expect([merge.disabled, replace.disabled]).toEqual([true, true]);
    const box = screen.getByRole('checkbox', { name: 'Send the links of Main, Team to the address and with the key this file gives' });
    expect(box.getAttribute('aria-describedby')).toBe('import-confirm-hint');
    const before = await snapshot();
    fireEvent.click(merge);
    expect(await snapshot()).toEqual(before);
    fireEvent.click(box);
    expect([merge.disabled, replace.disabled]).toEqual([false, false]);
    fireEvent.click(merge);
    expect(await screen.findByText('Settings merged.')).toBeTruthy();
    await settled();
    expect((await readAllSettings()).profiles[0]!.instanceUrl).toBe('https://evil.example');
  });

  it('a file that adds a profile with its key says so and asks (issue 40); one without a key needs no confirmation', async () => {
    await renderPage();
    choose(fileOf({ ...FILE, keys: { 'p-2': { origin: 'https://team.example', key: 'team-key' } } }));
    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(preview.textContent).toContain('API keys for: Team');
    expect(screen.getByRole('checkbox', { name: 'Send the links of Team to the address and with the key this file gives' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    choose(fileOf({ ...FILE, keys: {} }));
    await screen.findByRole('region', { name: 'What the import changes' });
    expect(screen.queryByRole('checkbox', { name: /Send the links of/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Replace that makes another profile active — same name, a new id, another server — says so and asks; Merge does not switch (issue 40)', async () => {
    await renderPage();
    const lookalike = { ...FILE, settings: { ...FILE.settings, activeProfileId: 'p-9', profiles: [profile('p-9', 'Main', 'https://evil.example')] }, keys: {} };
    choose(fileOf(lookalike));
    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(preview.textContent).toContain(
      'Replace makes Main (https://evil.example) the active profile: the popup, the keyboard shortcut and the context menu will use it.',
    );
    const merge = screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement;
    const replace = screen.getByRole('button', { name: 'Replace' }) as HTMLButtonElement;
    expect([merge.disabled, replace.disabled]).toEqual([false, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send the links of Main to the address and with the key this file gives' }));
    expect(replace.disabled).toBe(false);
  });

  it('a file that gives an existing profile another key at the same address asks too', async () => {
    await renderPage();
    choose(fileOf({ ...FILE, keys: { default: { origin: 'https://sho.rt', key: 'someone-elses-key' } } }));
    await screen.findByRole('region', { name: 'What the import changes' });
    expect(screen.getByRole('checkbox', { name: 'Send the links of Main to the address and with the key this file gives' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a profile on plain http to the user's network is named as waiting for their consent", async () => {
    await renderPage();
    choose(fileOf({ ...FILE, settings: { ...FILE.settings, profiles: [FILE.settings.profiles[0]!, profile('p-2', 'Team', 'http://nas')] } }));
    const preview = await screen.findByRole('region', { name: 'What the import changes' });
    expect(preview.textContent).toContain("used only once you agree in the profile's Connection settings: Team");
  });

  it.each([
    ['not JSON', new File(['{oops'], 'x.json'), 'it is not JSON'],
    ['another format', fileOf({ format: 'other' }), 'This file is not a Linklet settings file.'],
    ['a newer version', fileOf({ ...FILE, version: 99 }), 'settings version 99'],
    ['an invalid field', fileOf({ ...FILE, settings: { ...FILE.settings, autoCopy: 'yes' } }), 'damaged (at “autoCopy”)'],
    [
      'an address the form refuses',
      fileOf({ ...FILE, settings: { ...FILE.settings, profiles: [profile('default', 'Main', 'http://evil.example')] } }),
      'damaged (at “settings.profiles.0.instanceUrl”)',
    ],
  ])('a bad file (%s) gets an alert and changes nothing', async (_name, file, text) => {
    await renderPage();
    const before = await snapshot();
    choose(file);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent).toContain('Nothing was changed.');
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it('a file over 1 MB is refused without being read', async () => {
    await renderPage();
    const file = new File(['x'], 'big.json');
    Object.defineProperty(file, 'size', { value: 2 * 1024 * 1024 });
    const read = vi.spyOn(file, 'text');
    choose(file);
    expect((await screen.findByRole('alert')).textContent).toContain('too big');
    expect(read).not.toHaveBeenCalled();
  });
});
