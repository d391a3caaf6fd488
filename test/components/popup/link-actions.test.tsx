// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, ValidationError } from '../../../lib/api/errors';
import { activeTab, background, clipboard, configure, fakeClient, link, page, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
let writeText: ReturnType<typeof clipboard>;
let messages: ReturnType<typeof background>;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  writeText = clipboard();
  activeTab();
  await configure({ autoCopy: false });
  messages = background({ listPageLinks: [], indexLink: undefined, unindexLink: undefined });
  client.links.create.mockResolvedValue(link(5, { title: 'A [great] read' }));
});
afterEach(() => cleanup());

async function shorten() {
  render(<PopupUnderTest search="" client={client} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
  await screen.findByDisplayValue('https://sho.rt/a5');
}

describe('the new short link', () => {
  it('is not copied when the setting says so, and copies on request, as Markdown too', async () => {
    await shorten();
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('Copied as Markdown');
    expect(writeText).toHaveBeenCalledWith('[A \\[great\\] read](https://sho.rt/a5)');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenLastCalledWith('https://sho.rt/a5');
  });

  it('shows its QR code on request', async () => {
    await shorten();
    const toggle = screen.getByRole('button', { name: 'QR code' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('img', { name: 'QR code of https://sho.rt/a5' })).tagName.toLowerCase()).toBe('svg');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeTruthy();
  });

  it('is edited by a PATCH of what changed, and the new link is shown', async () => {
    client.links.update.mockResolvedValue(link(5, { alias: 'better', short_url: 'https://sho.rt/better' }));
    await shorten();
    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'better' } });
    fireEvent.click(screen.getByLabelText('Disabled'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByDisplayValue('https://sho.rt/better');
    expect(client.links.update).toHaveBeenCalledWith(5, { alias: 'better', disabled: 1 }, { method: 'PATCH' });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // The background hears of the made link and of its change, each once it is shown.
    await waitFor(() => expect(messages.filter((m) => m.linklet === 'indexLink')).toHaveLength(2));
  });

  it('keeps the edit and shows the server’s messages at their fields', async () => {
    client.links.update.mockRejectedValue(
      new ValidationError('422', { method: 'PATCH', path: '/api/v1/links/5' }, { alias: ['The alias has already been taken.'] }),
    );
    await shorten();
    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The alias has already been taken.');
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('taken');
    expect(screen.getByLabelText('Alias').getAttribute('aria-invalid')).toBe('true');
  });

  it('reads an existing link again before editing it (a list’s copy may lack fields)', async () => {
    client.links.list.mockResolvedValue(page([link(3)]));
    client.links.get.mockResolvedValue(link(3, { targeting: { kind: 'rotation', rules: { rotation: [{ value: 'https://a.example/' }] } } }));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change…' }));
    expect(((await screen.findByLabelText('Rotation URL 1')) as HTMLInputElement).value).toBe('https://a.example/');
    expect(client.links.get).toHaveBeenCalledWith(3);
  });

  it('is deleted only after confirmation, and only once the server confirms', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('ServerError', '500', { method: 'DELETE', path: '/api/v1/links/5', status: 500 }));
    client.links.delete.mockResolvedValueOnce({ id: 5, deleted: true });
    await shorten();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(client.links.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem.');
    expect(screen.getByDisplayValue('https://sho.rt/a5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('The short link was deleted.');
    expect(screen.getByRole('button', { name: 'Shorten' })).toBeTruthy();
    expect(messages.some((m) => m.linklet === 'unindexLink' && (m.data as { id: number }).id === 5)).toBe(true);
  });

  it('keeps the link and says so when the server answers that nothing was deleted', async () => {
    client.links.delete.mockResolvedValueOnce({ id: 5, deleted: false });
    await shorten();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server answered that nothing was deleted.');
    expect(screen.getByDisplayValue('https://sho.rt/a5')).toBeTruthy();
    expect(messages.some((m) => m.linklet === 'unindexLink')).toBe(false);
  });
});

describe('Recent links', () => {
  it('are in sight below the form, with no disclosure to open, and show a link’s QR code or editor above the list', async () => {
    background({ listPageLinks: [], listRecentLinks: [link(31, { url: 'https://other.example/', title: 'Other page' })], indexLink: undefined });
    client.links.get.mockResolvedValue(link(31, { url: 'https://other.example/', title: 'Other page' }));
    client.links.update.mockResolvedValue(link(31, { alias: 'renamed', short_url: 'https://sho.rt/renamed', title: 'Other page' }));
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByRole('heading', { name: 'Recent links' });
    expect(screen.queryByRole('button', { name: 'Recent links' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'QR code for sho.rt/a31' }));
    await screen.findByRole('img', { name: 'QR code of https://sho.rt/a31' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit sho.rt/a31' }));
    const editor = within((await screen.findByRole('button', { name: 'Save changes' })).closest('form')!);
    expect((editor.getByLabelText('Destination URL') as HTMLInputElement).value).toBe('https://other.example/');
    fireEvent.input(editor.getByLabelText('Alias'), { target: { value: 'renamed' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save changes' }));
    await screen.findByDisplayValue('https://sho.rt/renamed');
    expect(client.links.update).toHaveBeenCalledWith(31, { alias: 'renamed' }, { method: 'PATCH' });
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('is there on a page that cannot be shortened', async () => {
    background({ listRecentLinks: [] });
    activeTab('chrome://newtab/');
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByText("This page can't be shortened: type or paste an address.");
    await screen.findByLabelText('Search links');
  });
});

describe('around the form', () => {
  it('shows the last background failure once, dismissible', async () => {
    fakeBrowser.action.setBadgeText = vi.fn(async () => undefined) as never;
    await fakeBrowser.storage.session.set({
      lastBackgroundError: {
        problem: { name: 'UnauthorizedError', message: '401', status: 401 },
        source: 'command',
        url: 'https://example.com/x',
        at: '2024-01-01T00:00:00Z',
      },
    });
    const first = render(<PopupUnderTest search="" client={client} />);
    // The stored failure is data; the popup words it in the pages' words.
    expect((await screen.findByText(/The keyboard shortcut’s shorten failed, /)).closest('[role=alert]')?.textContent).toContain(
      'The server rejected the API key.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/shorten failed/)).toBeNull();
    expect((await fakeBrowser.storage.session.get('lastBackgroundError')).lastBackgroundError).toBeUndefined();
    first.unmount();
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByRole('button', { name: 'Shorten' });
    expect(screen.queryByText(/shorten failed/)).toBeNull();
  });

  it('opens the popup in a window of its own, bound to the tab', async () => {
    const create = vi.fn(async () => ({}));
    fakeBrowser.windows.create = create as never;
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://id${path}`) as never;
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open in a window' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringMatching(/^chrome-extension:\/\/id\/popup\.html\?tab=9&token=/), type: 'popup' }),
    );
  });

  /** What Linklet's own "Open in a window" stores for the window it opens on `tabId`. */
  const tokenFor = async (tabId: number) => {
    await fakeBrowser.storage.session.set({ popupWindowTokens: { 'test-token': tabId } });
    return `?tab=${tabId}&token=test-token`;
  };

  it('in its own window, says how to shorten a tab whose address it can no longer see', async () => {
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 4, title: 'Other' })) as never;
    render(<PopupUnderTest search={await tokenFor(4)} client={client} />);
    await screen.findByText(/Click Linklet's toolbar button on the page/);
    expect((screen.getByLabelText('URL to shorten') as HTMLInputElement).value).toBe('');
  });

  it('in its own window, acts on the given tab and offers no second window', async () => {
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 4, url: 'https://example.com/other', title: 'Other' })) as never;
    render(<PopupUnderTest search={await tokenFor(4)} client={client} />);
    await screen.findByRole('button', { name: 'Shorten' });
    expect((screen.getByLabelText('URL to shorten') as HTMLInputElement).value).toBe('https://example.com/other');
    expect(screen.queryByRole('button', { name: 'Open in a window' })).toBeNull();
  });

  it('opened by someone else (no token of Linklet’s), acts on no tab, even in the automatic mode', async () => {
    await configure({ shortenOnOpen: true });
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 4, url: 'https://example.com/victim', title: 'Victim' })) as never;
    render(<PopupUnderTest search="?tab=4" client={client} />);
    await screen.findByText(/Click Linklet's toolbar button on the page/);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.links.create).not.toHaveBeenCalled();
    expect(client.links.list).not.toHaveBeenCalled();
    expect(screen.queryByText('Victim')).toBeNull();
  });
});
