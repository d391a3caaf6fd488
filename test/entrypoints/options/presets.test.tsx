// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsView } from '../../../components/options/SettingsView';
import { readSettings, saveConnection } from '../../../lib/settings';
import { savePreset } from '../../../lib/settings/presets';
import { fakeApi, offlineAfterTest } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const DOMAINS = [{ id: 2, name: 'go.example.com' }];
const SPACES = [{ id: 7, name: 'Marketing' }];
const PIXELS = [{ id: 3, name: 'FB main', type: 'facebook' }];
const preset = (id: string, name: string) => ({ id, name, domainId: null, spaceId: null, pixelIds: [], utm: {} });

async function renderPage(presets: Array<ReturnType<typeof preset>> = []) {
  fakeApi({ domains: DOMAINS, spaces: SPACES, pixels: PIXELS });
  await saveConnection({ baseUrl: 'https://sho.rt', apiKey: 'key-0123456789', rememberKey: true });
  for (const p of presets) await savePreset('default', p);
  render(<SettingsView welcome={false} />);
  await screen.findByRole('heading', { name: 'Presets' });
  await waitFor(() => expect(screen.getByLabelText('Default domain')).toHaveProperty('value', '1'));
}

const section = () => within(screen.getByRole('heading', { name: 'Presets' }).closest('section')!);
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const savedPresets = async () => (await readSettings()).presets;
const listed = () =>
  section()
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('.preset-name')!.textContent);

beforeEach(() => {
  installFakePermissions({ granted: ['https://sho.rt/*'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  offlineAfterTest();
});

describe('the Presets section', () => {
  it('creates a preset with domain, space, pixels, UTM fields and a free pair', async () => {
    await renderPage();
    expect(section().getByText('No presets yet.')).toBeTruthy();
    fireEvent.click(section().getByRole('button', { name: 'Add preset' }));
    type('Preset name', 'Newsletter');
    await waitFor(() => expect([...(screen.getByLabelText('Domain') as HTMLSelectElement).options].map((o) => o.textContent)).toContain('go.example.com'));
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '7' } });
    // A new preset takes the default pixels until told otherwise.
    const defaultPixels = screen.getByRole('checkbox', { name: 'The default pixels' }) as HTMLInputElement;
    expect(defaultPixels.checked).toBe(true);
    fireEvent.click(defaultPixels);
    fireEvent.click(within(screen.getByRole('group', { name: 'Pixels' })).getByRole('checkbox', { name: /FB main/ }));
    type('Source (utm_source)', 'news');
    type('Campaign (utm_campaign)', 'spring');
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    type('Parameter 1 name', 'ref');
    type('Parameter 1 value', 'ext');
    const save = screen.getByRole('button', { name: 'Save preset' });
    save.focus();
    fireEvent.click(save);
    await waitFor(async () =>
      expect(await savedPresets()).toEqual([
        {
          id: expect.any(String),
          name: 'Newsletter',
          domainId: 2,
          spaceId: 7,
          pixelIds: [3],
          utm: { source: 'news', campaign: 'spring', extra: [{ key: 'ref', value: 'ext' }] },
        },
      ]),
    );
    await waitFor(() => expect(listed()).toEqual(['Newsletter']));
    // The editor stays where it was, on the preset as saved, with the focus where it was (issue 41).
    expect(await section().findByText('Saved.')).toBeTruthy();
    expect(section().getByRole('heading', { name: 'Edit “Newsletter”' })).toBeTruthy();
    expect(document.activeElement).toBe(save);
    type('Term (utm_term)', 'x');
    expect(section().queryByText('Saved.')).toBeNull();
    type('Term (utm_term)', '');
    fireEvent.click(section().getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Preset name')).toBeNull();
  });

  it('offers “The default space” as a preset’s space, the choice of a new preset, stored as the profile’s default', async () => {
    await renderPage();
    fireEvent.click(section().getByRole('button', { name: 'Add preset' }));
    const space = screen.getByLabelText('Space') as HTMLSelectElement;
    expect([...space.options].map((o) => o.textContent).slice(0, 2)).toEqual(['The default space', 'No space']);
    expect(space.value).toBe('default');
    type('Preset name', 'Defaults');
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    await waitFor(async () => expect((await savedPresets())[0]).toMatchObject({ name: 'Defaults', domainId: null, spaceId: 'default' }));
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    await waitFor(async () => expect((await savedPresets())[0]).toMatchObject({ spaceId: null }));
  });

  it('errors at the field: empty name, duplicate name, bad key; nothing typed is lost and nothing saved', async () => {
    await renderPage([preset('a', 'Newsletter')]);
    fireEvent.click(section().getByRole('button', { name: 'Add preset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Enter a name for the preset.')).toBeTruthy();
    expect(screen.getByLabelText('Preset name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('not saved');
    type('Preset name', 'newsletter');
    expect(await screen.findByText('Another preset has this name.')).toBeTruthy();
    type('Preset name', 'Social');
    type('Medium (utm_medium)', 'social');
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    type('Parameter 1 name', 'a b');
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Use only letters, digits and - . _ ~ in a parameter name.')).toBeTruthy();
    expect(screen.getByLabelText('Medium (utm_medium)')).toHaveProperty('value', 'social');
    expect((await savedPresets()).map((p) => p.name)).toEqual(['Newsletter']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    await waitFor(async () => expect((await savedPresets()).map((p) => p.name)).toEqual(['Newsletter', 'Social']));
  });

  it('edits a preset in place', async () => {
    await renderPage([preset('a', 'One'), preset('b', 'Two')]);
    fireEvent.click(section().getByRole('button', { name: 'Edit One' }));
    expect(screen.getByLabelText('Preset name')).toHaveProperty('value', 'One');
    type('Preset name', 'First');
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    await waitFor(() => expect(listed()).toEqual(['First', 'Two']));
  });

  it('orders with Move up / Move down, the focus staying on the moved preset’s button', async () => {
    await renderPage([preset('a', 'One'), preset('b', 'Two'), preset('c', 'Three')]);
    expect(section().getByRole('button', { name: 'Move up: One' })).toHaveProperty('disabled', true);
    const up = section().getByRole('button', { name: 'Move up: Three' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(listed()).toEqual(['One', 'Three', 'Two']));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move up: Three'));
    fireEvent.click(section().getByRole('button', { name: 'Move down: One' }));
    await waitFor(() => expect(listed()).toEqual(['Three', 'One', 'Two']));
    expect((await savedPresets()).map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('deletes after confirming; cancelling keeps it', async () => {
    await renderPage([preset('a', 'One'), preset('b', 'Two')]);
    fireEvent.click(section().getByRole('button', { name: 'Delete One' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(listed()).toEqual(['One', 'Two']);
    fireEvent.click(section().getByRole('button', { name: 'Delete One' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listed()).toEqual(['Two']));
  });

  it('chooses the default preset', async () => {
    await renderPage([preset('a', 'One'), preset('b', 'Two')]);
    fireEvent.change(screen.getByLabelText('Default preset'), { target: { value: 'b' } });
    await waitFor(async () => expect((await readSettings()).defaultPresetId).toBe('b'));
    await waitFor(() => expect(section().getByText('(default)')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Default preset'), { target: { value: '' } });
    await waitFor(async () => expect((await readSettings()).defaultPresetId).toBeNull());
  });
});
