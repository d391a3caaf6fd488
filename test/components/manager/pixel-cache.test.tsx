// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { PixelsView } from '../../../components/manager/PixelsView';
import { serveClient, fakeClient, rowMenuItem, page, pixel, type FakeClient } from './fake-client';

// Every page's pixel choices are the instance's facts (lib/instance), kept by the background: a
// pixel change here reads them again at once (the popup and the defaults then offer the change).
let client: FakeClient;
const type = (scope: ReturnType<typeof within>, label: string, value: string) => fireEvent.input(scope.getByLabelText(label), { target: { value } });
const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);
/** The facts' reads of the pixel list (the manager's own list asks with a signal). */
const factReads = () => client.pixels.list.mock.calls.filter(([query, options]) => !options?.signal && query?.sort_by === 'name').length;

beforeEach(async () => {
  history.replaceState(null, '', '#pixels');
  client = fakeClient();
  await serveClient(client);
  client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' })]));
  render(<PixelsView />);
});
afterEach(() => cleanup());

describe("every page's pixel choices after a change in the Pixels manager", () => {
  it('are read again after a pixel is created', async () => {
    client.pixels.create.mockResolvedValue(pixel(3, { name: 'Campaign', type: 'bing', value: '42' }));
    await screen.findByText('FB main');
    const before = factReads();
    fireEvent.click(screen.getByRole('button', { name: 'New pixel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New pixel' }));
    type(dialog, 'Name', 'Campaign');
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'bing' } });
    type(dialog, 'Value', '42');
    fireEvent.click(dialog.getByRole('button', { name: 'Create pixel' }));
    await waitFor(() => expect(factReads()).toBe(before + 1));
  });

  it('are read again after a pixel is edited', async () => {
    client.pixels.update.mockResolvedValue(pixel(1, { name: 'FB renamed' }));
    fireEvent.click(rowMenuItem(await row('FB main'), 'Edit'));
    const before = factReads();
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog, 'Name', 'FB renamed');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(factReads()).toBe(before + 1));
  });

  it('are read again after a pixel is deleted', async () => {
    client.pixels.delete.mockResolvedValue({ id: 1, object: 'pixel', deleted: true });
    fireEvent.click(rowMenuItem(await row('FB main'), 'Delete'));
    const before = factReads();
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect((dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(factReads()).toBe(before + 1));
  });

  it('are not read again when the change failed', async () => {
    client.pixels.update.mockRejectedValue(new ApiError('ServerError', '500', { method: 'PATCH', path: '/api/v1/pixels/1', status: 500 }));
    fireEvent.click(rowMenuItem(await row('FB main'), 'Edit'));
    const before = factReads();
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog, 'Name', 'FB renamed');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await dialog.findByRole('alert');
    expect(factReads()).toBe(before);
  });
});
