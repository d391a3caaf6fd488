// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/api/errors';
import { LinksView } from '../../../components/manager/LinksView';
import { serveClient, fakeClient, rowMenuItem, link, page, type FakeClient } from './fake-client';

// The link editor's focus, its summary of a refused save, and Escape with unsaved changes.
let client: FakeClient;
const full = link(1, { click_limit: 5, privacy: 0, targeting: { kind: null, rules: {} }, pixels: [] });
const where = { method: 'PATCH', path: '/api/v1/links/1', status: 422 };

beforeEach(async () => {
  history.replaceState(null, '', '#links');
  client = fakeClient();
  await serveClient(client);
  client.links.list.mockResolvedValue(page([link(1)]));
  client.links.get.mockResolvedValue(full);
});
afterEach(() => cleanup());

async function openEditor() {
  render(<LinksView />);
  const cell = await screen.findByText('sho.rt/a1');
  // The focus comes back to the row's "More", where Edit was chosen.
  const edit = within(cell.closest('tr')!).getByRole('button', { name: 'More' });
  edit.focus();
  fireEvent.click(rowMenuItem(cell.closest('tr') as HTMLElement, 'Edit'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit https://sho.rt/a1' });
  await within(dialog).findByLabelText('Destination URL');
  return { dialog, edit };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
/** Escape, as the browser turns it into a close request on the dialog (happy-dom does not). */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('the link editor', () => {
  it('moves the focus to its first field once the link is loaded', async () => {
    const { dialog } = await openEditor();
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Destination URL')));
  });

  it('lists the server’s refusal at the top, each message a link to its field, and focuses the first field', async () => {
    client.links.update.mockRejectedValue(
      new ValidationError('invalid', where, {
        alias: ['The alias has already been taken.'],
        url: ['The url format is invalid.'],
      }),
    );
    const { dialog } = await openEditor();
    fireEvent.input(field(dialog, 'Alias'), { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert', { name: 'The server refused the changes. Check these fields:' });
    const links = within(summary).getAllByRole('link');
    // In the form's order: the destination comes before the alias.
    expect(links.map((a) => a.textContent)).toEqual(['Destination URL: The url format is invalid.', 'Alias: The alias has already been taken.']);
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Destination URL')));
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(field(dialog, 'Alias'));
    expect(location.hash).toBe('#links');
    // The refusal is said once, in the summary.
    expect(within(dialog).queryByText('The server rejected the input.')).toBeNull();
    expect(field(dialog, 'Alias').value).toBe('taken');

    // A field edited loses its message, in the summary too.
    fireEvent.input(field(dialog, 'Destination URL'), { target: { value: 'https://example.org/ok' } });
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(1));
  });

  it('summarises its own checks the same way before any request', async () => {
    const { dialog } = await openEditor();
    fireEvent.input(field(dialog, 'Alias'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert', { name: 'Not saved. Check these fields:' });
    expect(within(summary).getByRole('link').textContent).toMatch(/^Alias: /);
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Alias')));
    expect(client.links.update).not.toHaveBeenCalled();
  });

  it('closes on Escape when nothing was changed', async () => {
    const { dialog, edit } = await openEditor();
    escape(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(edit);
  });

  it('asks before Escape discards changes: Keep editing keeps them, Discard changes closes without saving', async () => {
    const { dialog } = await openEditor();
    fireEvent.input(field(dialog, 'Alias'), { target: { value: 'half-typed' } });
    escape(dialog);
    // (The focus on "Keep editing" is the browser's, from autofocus: checked end to end.)
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(field(dialog, 'Alias').value).toBe('half-typed');

    escape(dialog);
    // Escape in the question keeps editing too.
    escape(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit https://sho.rt/a1' })).toBeTruthy();

    escape(dialog);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.links.update).not.toHaveBeenCalled();
  });
});
