// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '../../../lib/api/errors';
import { PixelsView } from '../../../components/manager/PixelsView';
import { serveClient, fakeClient, rowMenuItem, page, pixel, type FakeClient } from './fake-client';

let client: FakeClient;

beforeEach(async () => {
  history.replaceState(null, '', '#pixels');
  client = fakeClient();
  await serveClient(client);
  client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' }), pixel(2, { name: 'Old X', type: 'x' })]));
});
afterEach(() => cleanup());

const lastQuery = () => client.pixels.list.mock.lastCall?.[0];
const show = () => render(<PixelsView />);
const type = (scope: ReturnType<typeof within>, label: string, value: string) => fireEvent.input(scope.getByLabelText(label), { target: { value } });
const where = { method: 'POST', path: '/api/v1/pixels', status: 422 };

async function openNew() {
  show();
  await screen.findByText('FB main');
  fireEvent.click(screen.getByRole('button', { name: 'New pixel' }));
  return within(await screen.findByRole('dialog', { name: 'New pixel' }));
}

describe('Pixels view: list', () => {
  it('opens on the list the URL names and shows each pixel', async () => {
    history.replaceState(null, '', '#pixels?search=fb&type=facebook&sort_by=name&sort=asc&per_page=50&page=2');
    show();
    await screen.findByText('FB main');
    expect(lastQuery()).toEqual({ search: 'fb', search_by: 'name', type: 'facebook', sort_by: 'name', sort: 'asc', per_page: 50, page: 2 });
    const row = within(screen.getByText('FB main').closest('tr')!);
    expect(row.getByText('Facebook')).toBeTruthy();
    expect(row.getByText('v1')).toBeTruthy();
    expect(within(screen.getByText('Old X').closest('tr')!).getByText('X (Twitter)')).toBeTruthy();
  });

  it.each([
    ['Type', 'google-tag-manager', { type: 'google-tag-manager' }, 'type=google-tag-manager'],
    ['Per page', '10', { per_page: 10 }, 'per_page=10'],
  ])('"%s" → %s reaches the request and the URL', async (label, value, query, param) => {
    // Two pages: the pager, with its page size, is there.
    client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' })], { last_page: 2, total: 30 }));
    show();
    await screen.findByText('FB main');
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...query, page: 1 }));
    expect(location.hash).toBe(`#pixels?${param}`);
  });

  it.each([
    ['Name', { sort_by: 'name', sort: 'asc' }, 'sort_by=name&sort=asc'],
    ['Created', { sort: 'asc' }, 'sort=asc'],
  ])('the "%s" heading sorts: the request and the URL', async (heading, query, param) => {
    show();
    await screen.findByText('FB main');
    fireEvent.click(screen.getByRole('button', { name: heading }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...query, page: 1 }));
    expect(location.hash).toBe(`#pixels?${param}`);
  });

  it('offers the ten types both versions accept as the Type filter (`x`, never `twitter`, which they refuse)', async () => {
    show();
    const select = (await screen.findByLabelText('Type')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      '',
      'adroll',
      'bing',
      'facebook',
      'google-ads',
      'google-analytics',
      'google-tag-manager',
      'linkedin',
      'pinterest',
      'quora',
      'x',
    ]);
  });

  it('has empty and error states', async () => {
    client.pixels.list.mockResolvedValueOnce(page([]));
    show();
    await screen.findByText('No pixels yet.');
    client.pixels.list.mockRejectedValueOnce(new ApiError('ServerError', '500', { method: 'GET', path: '/api/v1/pixels', status: 500 }));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bing' } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });
});

describe('Pixels view: create', () => {
  it('refuses a missing field before any request, at the field, keeping what was typed', async () => {
    const dialog = await openNew();
    type(dialog, 'Name', 'Campaign');
    fireEvent.click(dialog.getByRole('button', { name: 'Create pixel' }));
    const typeField = dialog.getByLabelText('Type');
    await waitFor(() => expect(typeField.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(typeField.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(dialog.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Campaign');
    expect(client.pixels.create).not.toHaveBeenCalled();
  });

  it('creates with all three fields and shows the new list', async () => {
    client.pixels.create.mockResolvedValue(pixel(3, { name: 'Campaign', type: 'bing', value: '42' }));
    const dialog = await openNew();
    type(dialog, 'Name', ' Campaign ');
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'bing' } });
    type(dialog, 'Value', '42');
    client.pixels.list.mockResolvedValue(page([pixel(3, { name: 'Campaign', type: 'bing', value: '42' }), pixel(1, { name: 'FB main' })]));
    fireEvent.click(dialog.getByRole('button', { name: 'Create pixel' }));
    await screen.findByText('Campaign');
    await screen.findByText('Pixel “Campaign” created.');
    expect(client.pixels.create).toHaveBeenCalledWith({ name: 'Campaign', type: 'bing', value: '42' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s 422 at its field and keeps the form', async () => {
    client.pixels.create.mockRejectedValue(new ValidationError('invalid', where, { value: ['The value field must not be greater than 255 characters.'] }));
    const dialog = await openNew();
    type(dialog, 'Name', 'N');
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'quora' } });
    type(dialog, 'Value', 'v'.repeat(300));
    fireEvent.click(dialog.getByRole('button', { name: 'Create pixel' }));
    const value = dialog.getByLabelText('Value');
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(value.getAttribute('aria-describedby')!)?.textContent).toContain('255 characters');
    expect((value as HTMLInputElement).value).toHaveLength(300);
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('N');
  });
});

describe('Pixels view: edit and delete', () => {
  it('edits sending only what changed, and shows the answer', async () => {
    client.pixels.update.mockResolvedValue(pixel(1, { name: 'FB renamed' }));
    show();
    fireEvent.click(rowMenuItem((await screen.findByText('FB main')).closest('tr') as HTMLElement, 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit pixel FB main' }));
    expect((dialog.getByLabelText('Value') as HTMLInputElement).value).toBe('v1');
    type(dialog, 'Name', 'FB renamed');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('FB renamed');
    expect(client.pixels.update).toHaveBeenCalledWith(1, { name: 'FB renamed' }, { method: 'PATCH' });
  });

  it('keeps a type only newer servers know (x) when it is left alone', async () => {
    client.pixels.update.mockResolvedValue(pixel(2, { name: 'New X', type: 'x' }));
    show();
    fireEvent.click(rowMenuItem((await screen.findByText('Old X')).closest('tr') as HTMLElement, 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Type') as HTMLSelectElement).value).toBe('x');
    type(dialog, 'Name', 'New X');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('New X');
    expect(client.pixels.update).toHaveBeenCalledWith(2, { name: 'New X' }, { method: 'PATCH' });
  });

  it('says how many links use the pixel before deleting it', async () => {
    client.links.list.mockResolvedValue(page([], { total: 14, last_page: 2 }));
    client.pixels.delete.mockResolvedValue({ id: 1, object: 'pixel', deleted: true });
    show();
    fireEvent.click(rowMenuItem((await screen.findByText('FB main')).closest('tr') as HTMLElement, 'Delete'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this pixel?' }));
    await dialog.findByText('14 links use “FB main”. Deleting the pixel removes it from them.');
    expect(client.links.list).toHaveBeenCalledWith({ pixel_id: 1, per_page: 10 }, expect.anything());
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('FB main')).toBeNull());
    expect(client.pixels.delete).toHaveBeenCalledWith(1);
  });

  it('keeps the pixel and says so when the server answers that nothing was deleted', async () => {
    client.pixels.delete.mockResolvedValue({ id: 1, object: 'pixel', deleted: false });
    show();
    fireEvent.click(rowMenuItem((await screen.findByText('FB main')).closest('tr') as HTMLElement, 'Delete'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this pixel?' }));
    await waitFor(() => expect((dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('The server answered that nothing was deleted.');
    expect(screen.getByText('FB main')).toBeTruthy();
  });

  it('waits for the count before Delete can be pressed, and still allows it when the count fails', async () => {
    let fail: (e: unknown) => void = () => {};
    // The pixel's links are counted with a list filtered by it; any other list answers at once.
    const counting = new Promise((_, reject) => (fail = reject));
    client.links.list.mockImplementation(async (query: { pixel_id?: number }) => (query?.pixel_id ? counting : page([])));
    show();
    fireEvent.click(rowMenuItem((await screen.findByText('FB main')).closest('tr') as HTMLElement, 'Delete'));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fail(new ApiError('ServerError', '500', { method: 'GET', path: '/api/v1/links', status: 500 }));
    await dialog.findByText(/could not count/);
    expect((dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
