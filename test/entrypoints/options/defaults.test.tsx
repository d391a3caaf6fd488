// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsView } from '../../../components/options/SettingsView';
import { readSettings, saveConnection, saveSettings } from '../../../lib/settings';
import { fakeApi, type FakeApiOptions } from './fake-api';
import { installFakePermissions } from './fake-permissions';

const KEY = 'key-0123456789';
const DOMAINS = [
  { id: 2, name: 'go.example.com' },
  { id: 1, name: 'sho.rt' },
];
const SPACES = [{ id: 7, name: 'Marketing' }];
const PIXELS = [
  { id: 3, name: 'FB main', type: 'facebook' },
  { id: 4, name: 'Ads', type: 'google-ads' },
];

async function renderConnected(api: FakeApiOptions = {}, settings: Parameters<typeof saveSettings>[0] = {}) {
  fakeApi({ domains: DOMAINS, spaces: SPACES, pixels: PIXELS, ...api });
  await saveConnection({ baseUrl: 'https://sho.rt', apiKey: api.apiKey ?? KEY, rememberKey: true });
  if (Object.keys(settings).length) await saveSettings(settings);
  render(<SettingsView welcome={false} />);
  await screen.findByLabelText('Default domain');
}

const saved = () => readSettings();
const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** What a browser does when an id is typed and the field is left: input, then change. */
const typeId = (field: HTMLElement, value: string) => {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
};

beforeEach(() => {
  installFakePermissions({ granted: ['https://sho.rt/*'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('defaults', () => {
  it("lists the server's domains and spaces, and preselects (and saves) the first domain", async () => {
    await renderConnected();
    await waitFor(() => expect(optionTexts('Default domain')).toEqual(['Choose a domain', 'sho.rt', 'go.example.com', 'Other ID…']));
    expect(optionTexts('Default space')).toEqual(['No space', 'Marketing', 'Other ID…']);
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(1));
    expect(screen.getByLabelText('Default domain')).toHaveProperty('value', '1');
  });

  it("offers the account's default domain (global: not in /domains), named by the links on it, and preselects it", async () => {
    // phpShort lists only the user's own domains: the instance's default (id 1) comes from the account.
    await renderConnected({ domains: [{ id: 2, name: 'go.example.com' }], defaultDomain: 1 });
    await waitFor(() => expect(optionTexts('Default domain')).toEqual(['Choose a domain', 'sho.rt', 'go.example.com', 'Other ID…']));
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(1));
  });

  it('keeps a default domain already chosen', async () => {
    await renderConnected({}, { defaultDomainId: 2 });
    await waitFor(() => expect(screen.getByLabelText('Default domain')).toHaveProperty('value', '2'));
    expect((await saved()).defaultDomainId).toBe(2);
  });

  it('falls back to the domains and spaces on the links when the server lacks the lists, and says so', async () => {
    await renderConnected({ domains: null, spaces: null });
    await waitFor(() => expect(optionTexts('Default domain')).toEqual(['Choose a domain', 'sho.rt', 'Other ID…']));
    expect(optionTexts('Default space')).toEqual(['No space', 'Seen space', 'Other ID…']);
    expect(screen.getAllByText('From your recent links: this server does not list them.')).toHaveLength(2);
  });

  it('saves a chosen space at once, and "No space" clears it', async () => {
    await renderConnected();
    await waitFor(() => expect(optionTexts('Default space')).toContain('Marketing'));
    change('Default space', '7');
    await waitFor(async () => expect((await saved()).defaultSpaceId).toBe(7));
    change('Default space', '');
    await waitFor(async () => expect((await saved()).defaultSpaceId).toBeNull());
  });

  it('"Other ID…" takes a typed id, refusing what is not one', async () => {
    await renderConnected();
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(1));
    change('Default domain', 'other');
    const typed = await screen.findByLabelText('Default domain ID');
    typeId(typed, 'abc');
    const error = await screen.findByText('Enter an ID: a whole number of 1 or more.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(typed).toHaveProperty('value', 'abc');
    expect((await saved()).defaultDomainId).toBe(1);
    typeId(typed, ' 42 ');
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(42));
    expect(screen.queryByText('Enter an ID: a whole number of 1 or more.')).toBeNull();
  });

  it('shows a saved id the lists do not have as a typed id', async () => {
    await renderConnected({}, { defaultSpaceId: 99 });
    await waitFor(() => expect(screen.getByLabelText('Default space ID')).toHaveProperty('value', '99'));
    expect(screen.getByLabelText('Default space')).toHaveProperty('value', 'other');
  });

  it('"Default pixels": a checkbox per pixel with name and type, saved as they are ticked', async () => {
    await renderConnected();
    const group = screen.getByRole('group', { name: 'Default pixels' });
    await within(group).findByLabelText('FB main (Facebook)');
    fireEvent.click(within(group).getByLabelText('Ads (Google Ads)'));
    await waitFor(async () => expect((await saved()).defaultPixelIds).toEqual([4]));
    fireEvent.click(within(group).getByLabelText('FB main (Facebook)'));
    await waitFor(async () => expect((await saved()).defaultPixelIds).toEqual([4, 3]));
    fireEvent.click(within(group).getByLabelText('Ads (Google Ads)'));
    await waitFor(async () => expect((await saved()).defaultPixelIds).toEqual([3]));
  });

  it('the popup switches save at once', async () => {
    await renderConnected();
    fireEvent.click(screen.getByLabelText(/^Let me choose before shortening/));
    fireEvent.click(screen.getByLabelText('Copy the short link automatically'));
    await waitFor(async () => expect(await saved()).toMatchObject({ shortenOnOpen: false, autoCopy: false }));
    expect(screen.getByText('Changes here are saved as soon as you make them.')).toBeTruthy();
  });

  it('before any connection, says to save one and still takes typed ids', async () => {
    fakeApi();
    render(<SettingsView welcome={false} />);
    await screen.findByText(/Save a working connection above/);
    change('Default domain', 'other');
    typeId(await screen.findByLabelText('Default domain ID'), '5');
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(5));
  });

  it('when the lists cannot be read, says why as an alert and keeps typed ids', async () => {
    // The saved key is KEY; the server expects another one, so every list call is a 401.
    fakeApi({ apiKey: 'server-wants-another-key' });
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: KEY, rememberKey: true });
    render(<SettingsView welcome={false} />);
    const alert = await screen.findByText('Could not load your domains, spaces and pixels. You can still type IDs.');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('The server rejected the API key.');
    expect(screen.getByRole('button', { name: 'Reload lists' })).toBeTruthy();
    // "Default pixels" says it too, rather than being an empty box.
    expect(screen.getByRole('group', { name: 'Default pixels' }).textContent).toContain('The pixels could not be loaded.');
  });
});

// Issue 30: "Default pixels" was an empty box, and "Saved." sat at the section's end, out of sight.
describe('defaults: said where the user looks', () => {
  const pixelBox = () => screen.getByRole('group', { name: 'Default pixels' });
  const note = (control: HTMLElement) => {
    // The note is the control's next sibling block (a select's field, a checkbox's label, the pixels' fieldset).
    const block = control.closest('.field, label.check, fieldset')!;
    return block.nextElementSibling as HTMLElement;
  };

  it('"Default pixels" is never an empty box: before connecting, with none, and once listed', async () => {
    fakeApi();
    render(<SettingsView welcome={false} />);
    await screen.findByText(/Save a working connection above/);
    expect(pixelBox().textContent).toContain('Your pixels are listed here once Linklet is connected.');
    cleanup();
    await renderConnected({ pixels: [] });
    await waitFor(() => expect(pixelBox().textContent).toContain('No pixels on this account.'));
  });

  it('"Saved." shows under the control that changed, and only there', async () => {
    await renderConnected();
    await waitFor(() => expect(optionTexts('Default space')).toContain('Marketing'));
    change('Default space', '7');
    await waitFor(() => expect(note(screen.getByLabelText('Default space')).textContent).toBe('Saved.'));
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Copy the short link automatically'));
    await waitFor(() => expect(note(screen.getByLabelText('Copy the short link automatically')).textContent).toBe('Saved.'));
    expect(screen.getAllByText('Saved.')).toHaveLength(1);
    fireEvent.click(within(pixelBox()).getByLabelText(/FB main/));
    await waitFor(() => expect(note(pixelBox()).textContent).toBe('Saved.'));
    // Each note is a polite live region, there before it speaks.
    expect(note(screen.getByLabelText('Default space')).getAttribute('aria-live')).toBe('polite');
  });

  it('the domain preselected for a new connection is saved without a "Saved." nobody asked for', async () => {
    await renderConnected();
    await waitFor(async () => expect((await saved()).defaultDomainId).toBe(1));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
