// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activeTab, background, clipboard, configure, fakeClient, link, page, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

// The page already has link 5: the popup offers it, with Edit and QR code.
let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  await configure({ autoCopy: false });
  background({ listPageLinks: [], indexLink: undefined, listRecentLinks: [] });
  client.links.list.mockResolvedValue(page([link(5)]));
  client.links.get.mockResolvedValue(link(5));
});
afterEach(() => cleanup());

const openPopup = async () => {
  const view = render(<PopupUnderTest search="" client={client} />);
  await screen.findByDisplayValue('https://sho.rt/a5');
  return view;
};
const editDrafts = async () => (await fakeBrowser.storage.session.get('editDrafts')).editDrafts as Record<string, { form: { alias: string } }> | undefined;

describe('the edit panel’s unsaved changes', () => {
  it('survive closing the popup: the editor opens with them, and Save sends them and forgets them', async () => {
    const first = await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'kept' } });
    await waitFor(async () => expect((await editDrafts())?.['https://sho.rt 5']?.form.alias).toBe('kept'));
    first.unmount();

    await openPopup();
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('kept');
    expect(screen.getByText('Your unsaved changes are back. Save them, or Cancel to drop them.')).toBeTruthy();
    client.links.update.mockResolvedValue(link(5, { alias: 'kept', short_url: 'https://sho.rt/kept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByDisplayValue('https://sho.rt/kept');
    expect(client.links.update).toHaveBeenCalledWith(5, { alias: 'kept' }, { method: 'PATCH' });
    await waitFor(async () => expect((await editDrafts())?.['https://sho.rt 5']).toBeUndefined());
  });

  it('are forgotten once the fields are back to the link as it is', async () => {
    await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    const alias = await screen.findByLabelText('Alias');
    fireEvent.input(alias, { target: { value: 'other' } });
    await waitFor(async () => expect((await editDrafts())?.['https://sho.rt 5']).toBeDefined());
    fireEvent.input(alias, { target: { value: 'a5' } });
    await waitFor(async () => expect((await editDrafts())?.['https://sho.rt 5']).toBeUndefined());
  });

  it('are dropped by Escape, which closes the editor and gives the focus back to Edit', async () => {
    await openPopup();
    const edit = screen.getByRole('button', { name: 'Change…' });
    fireEvent.click(edit);
    const alias = await screen.findByLabelText('Alias');
    fireEvent.input(alias, { target: { value: 'dropped' } });
    fireEvent.keyDown(alias, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Alias')).toBeNull());
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(edit);
    await waitFor(async () => expect((await editDrafts())?.['https://sho.rt 5']).toBeUndefined());
  });
});

describe('Escape', () => {
  it('closes the QR code and gives the focus back to its button', async () => {
    await openPopup();
    const toggle = screen.getByRole('button', { name: 'QR code' });
    fireEvent.click(toggle);
    const download = await screen.findByRole('button', { name: 'Download PNG' });
    fireEvent.keyDown(download, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Download PNG' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
