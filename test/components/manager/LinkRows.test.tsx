// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, ValidationError } from '../../../lib/api/errors';
import { LinksView } from '../../../components/manager/LinksView';
import { serveClient, fakeClient, link, page, type FakeClient } from './fake-client';

let client: FakeClient;
let messages: unknown[];

beforeEach(async () => {
  history.replaceState(null, '', '#links');
  client = fakeClient();
  await serveClient(client);
  client.links.list.mockResolvedValue(page([link(1), link(2, { disabled: 1 })]));
  messages = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    messages.push(message);
    return Promise.resolve(undefined);
  });
});
afterEach(() => cleanup());

async function rowOf(shortUrl: string) {
  const cell = await screen.findByText(shortUrl);
  return within(cell.closest('tr') as HTMLElement);
}
const show = () => render(<LinksView />);
/** A row's action: Copy is beside the link, the others behind its "More". */
async function rowAction(shortUrl: string, name: string | RegExp) {
  const row = await rowOf(shortUrl);
  const shown = row.queryByRole('button', { name });
  if (shown) return shown;
  fireEvent.click(row.getByRole('button', { name: 'More' }));
  return row.getByRole('button', { name });
}

const where = { method: 'PATCH', path: '/api/v1/links/1', status: 500 };

describe('Links view: row actions', () => {
  it('labels every action and ties it to its link', async () => {
    show();
    for (const name of ['Copy', 'Edit', 'More', 'Open', 'QR', 'Disable', 'Delete']) {
      const button = await rowAction('sho.rt/a1', name);
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('sho.rt/a1');
    }
    expect(await rowAction('sho.rt/a2', 'Enable')).toBeTruthy();
  });

  it('copies the short URL', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show();
    const row = await rowOf('sho.rt/a1');
    fireEvent.click(await rowAction('sho.rt/a1', 'Copy'));
    // The row's button turns into a check; the page's toast names the link.
    await screen.findByText('Copied sho.rt/a1');
    expect(row.getByRole('button', { name: 'Copy' }).querySelector('.icon-check')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a1');
  });

  it('opens only http(s) short URLs, in a new tab without an opener', async () => {
    client.links.list.mockResolvedValue(page([link(1), link(3, { short_url: 'javascript:alert(1)' })]));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Open'));
    expect(open).toHaveBeenCalledWith('https://sho.rt/a1', '_blank', 'noopener');
    const bad = (await rowAction('javascript:alert(1)', 'Open')) as HTMLButtonElement;
    expect(bad.disabled).toBe(true);
  });

  it('disables and enables with a PATCH of `disabled`, showing the server’s answer and telling the background', async () => {
    client.links.update.mockResolvedValueOnce(link(1, { disabled: 1, title: 'From server' }));
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Disable'));
    const row = await rowOf('sho.rt/a1');
    await waitFor(async () => expect(await rowAction('sho.rt/a1', 'Enable')).toBeTruthy());
    expect(client.links.update).toHaveBeenCalledWith(1, { disabled: 1 }, { method: 'PATCH' });
    expect(row.getByText('Disabled')).toBeTruthy();
    expect(row.getByText('From server')).toBeTruthy();
    await waitFor(() =>
      expect(messages).toContainEqual({ linklet: 'indexLink', data: { profileId: 'default', link: link(1, { disabled: 1, title: 'From server' }) } }),
    );

    client.links.update.mockResolvedValueOnce(link(2, { disabled: 0 }));
    fireEvent.click(await rowAction('sho.rt/a2', 'Enable'));
    await waitFor(async () => expect(await rowAction('sho.rt/a2', 'Disable')).toBeTruthy());
    expect(client.links.update).toHaveBeenLastCalledWith(2, { disabled: 0 }, { method: 'PATCH' });
  });

  it('keeps the row as it was and shows the error on it when the change fails', async () => {
    client.links.update.mockRejectedValueOnce(new ApiError('ServerError', '500', where));
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Disable'));
    const row = await rowOf('sho.rt/a1');
    expect((await row.findByRole('alert')).textContent).toMatch(/server/i);
    expect(await rowAction('sho.rt/a1', 'Disable')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
  });

  it('deletes after confirmation, removing the row only when the server confirms', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('ServerError', '500', { ...where, method: 'DELETE' }));
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
    expect(dialog.textContent).toContain('https://sho.rt/a1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/server/i);
    expect(screen.getByText('sho.rt/a1')).toBeTruthy();

    client.links.delete.mockResolvedValueOnce({ id: 1, object: 'link', deleted: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('sho.rt/a1')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(messages).toContainEqual({ linklet: 'unindexLink', data: { profileId: 'default', id: 1 } }));
  });

  it('keeps the row and says so when the server answers that nothing was deleted', async () => {
    client.links.delete.mockResolvedValueOnce({ id: 1, object: 'link', deleted: false });
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The server answered that nothing was deleted.');
    expect(screen.getByText('sho.rt/a1')).toBeTruthy();
    expect(messages).not.toContainEqual({ linklet: 'unindexLink', data: { profileId: 'default', id: 1 } });
  });

  it('Cancel keeps the link without a request', async () => {
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.links.delete).not.toHaveBeenCalled();
  });

  it('shows the QR code of the short URL', async () => {
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'QR'));
    const dialog = await screen.findByRole('dialog', { name: 'QR code of https://sho.rt/a1' });
    await within(dialog).findByRole('img', { name: 'QR code of https://sho.rt/a1' });
  });
});

describe('Links view: Edit', () => {
  const full = link(1, { click_limit: 5, privacy: 0, targeting: { kind: null, rules: {} }, pixels: [{ id: 9, name: 'FB' }] });

  it('loads the link, sends only what changed as a PATCH, and updates the row from the answer', async () => {
    client.links.get.mockResolvedValue(full);
    client.links.update.mockResolvedValue({ ...full, alias: 'new-alias', short_url: 'https://sho.rt/new-alias' });
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit https://sho.rt/a1' }));
    const alias = await dialog.findByLabelText('Alias');
    expect(client.links.get).toHaveBeenCalledWith(1, expect.anything());
    expect(dialog.queryByLabelText('Domain')).toBeNull();
    fireEvent.input(alias, { target: { value: 'new-alias' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('sho.rt/new-alias');
    expect(client.links.update).toHaveBeenCalledWith(1, { alias: 'new-alias' }, { method: 'PATCH' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(messages).toContainEqual(expect.objectContaining({ linklet: 'indexLink' })));
  });

  it('sends nothing when nothing changed', async () => {
    client.links.get.mockResolvedValue(full);
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByLabelText('Alias');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText(/Nothing changed/);
    expect(client.links.update).not.toHaveBeenCalled();
  });

  it('refuses a bad value before any request, keeping what was typed', async () => {
    client.links.get.mockResolvedValue(full);
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(await dialog.findByLabelText('Destination URL'), { target: { value: 'not a url' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Not saved. Check these fields:');
    expect(client.links.update).not.toHaveBeenCalled();
    expect((dialog.getByLabelText('Destination URL') as HTMLInputElement).value).toBe('not a url');
  });

  it('refuses what cannot work, as the popup does: an expiry in the past, a click limit of 0', async () => {
    client.links.get.mockResolvedValue(full);
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(await dialog.findByLabelText('Expiration date'), { target: { value: '2020-01-01' } });
    fireEvent.input(dialog.getByLabelText('Expiration time'), { target: { value: '10:00' } });
    fireEvent.input(dialog.getByLabelText('Click limit'), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByText('This moment has passed: choose one in the future.');
    expect(dialog.getByText('Enter a whole number of 1 or more, or leave it empty for no limit.')).toBeTruthy();
    expect(client.links.update).not.toHaveBeenCalled();
  });

  it('empties the space with an update of space_id null', async () => {
    client.links.get.mockResolvedValue({ ...full, space: { id: 4, name: 'Work' } });
    client.links.update.mockResolvedValue({ ...full, space: null });
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(await dialog.findByLabelText('Space'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(client.links.update).toHaveBeenCalledWith(1, { space_id: null }, { method: 'PATCH' }));
  });

  it('puts the server’s 422 messages at their fields and keeps the form', async () => {
    client.links.get.mockResolvedValue(full);
    client.links.update.mockRejectedValue(new ValidationError('invalid', { ...where, status: 422 }, { alias: ['The alias has already been taken.'] }));
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(await dialog.findByLabelText('Alias'), { target: { value: 'taken' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const message = await dialog.findByText('The alias has already been taken.');
    const alias = dialog.getByLabelText('Alias') as HTMLInputElement;
    expect(alias.value).toBe('taken');
    expect(alias.getAttribute('aria-describedby')).toContain(message.id || message.closest('[id]')!.id);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the link cannot be loaded, with Try again', async () => {
    client.links.get.mockRejectedValueOnce(new ApiError('ServerError', '500', { ...where, method: 'GET' }));
    client.links.get.mockResolvedValueOnce(full);
    show();
    fireEvent.click(await rowAction('sho.rt/a1', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Try again' }));
    await dialog.findByLabelText('Alias');
  });
});
