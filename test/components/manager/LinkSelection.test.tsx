// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LinksView } from '../../../components/manager/LinksView';
import { ApiError } from '../../../lib/api/errors';
import { serveClient, fakeClient, link, page, type FakeClient } from './fake-client';

// The Links view as a table people read and act on at once: one line per link with a title for
// each, rows selected to copy, delete (after one question) or, on v44, disable or enable.
let client: FakeClient;
let messages: unknown[];
let writeText: ReturnType<typeof vi.fn>;
const LINKS = [
  link(1, { title: 'Summer sale', url: 'https://shop.example/summer' }),
  link(2, { title: null, url: 'https://www.example.com/pricing?plan=team' }),
  link(3, { title: 'Third', url: 'https://example.com/3' }),
];

beforeEach(async () => {
  history.replaceState(null, '', '#links');
  client = fakeClient();
  await serveClient(client);
  client.links.list.mockResolvedValue(page(LINKS));
  client.links.delete.mockImplementation(async (id: number) => ({ id, object: 'link', deleted: true }));
  client.links.update.mockImplementation(async (id: number, input: { disabled: number }) => ({ ...LINKS.find((l) => l.id === id)!, disabled: input.disabled }));
  messages = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    messages.push(message);
    return Promise.resolve(undefined);
  });
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => cleanup());

const show = () => render(<LinksView />);
/** The table's row of a link (its short URL is also named in the selection's results). */
const rowOf = async (shortUrl: string) => within((await within(await screen.findByRole('table')).findByText(shortUrl)).closest('tr') as HTMLElement);
const select = async (shortUrl: string) => fireEvent.click((await rowOf(shortUrl)).getByRole('checkbox', { name: `Select ${shortUrl}` }));
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;

describe('Links view: a table to read', () => {
  it('gives a link without a title its destination’s host and path, set apart, and every text its whole in a title', async () => {
    show();
    const untitled = await rowOf('sho.rt/a2');
    const title = untitled.getByText('www.example.com/pricing');
    expect(title.className).toContain('manager-title-fallback');
    expect(untitled.getByText('https://www.example.com/pricing?plan=team').getAttribute('title')).toBe('https://www.example.com/pricing?plan=team');
    expect((await rowOf('sho.rt/a1')).getByText('Summer sale').className).not.toContain('fallback');
    expect(untitled.getByText('sho.rt/a2').getAttribute('title')).toBe('https://sho.rt/a2');
  });

  it('keeps Copy and Edit on the row and the rest behind "More", which Escape closes, the focus back on it', async () => {
    show();
    const row = await rowOf('sho.rt/a1');
    const more = row.getByRole('button', { name: 'More' });
    expect(row.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const del = row.getByRole('button', { name: 'Delete' });
    del.focus();
    fireEvent.keyDown(del, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    expect(row.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('remembers compact rows', async () => {
    const first = show();
    const compact = (await screen.findByRole('checkbox', { name: 'Compact rows' })) as HTMLInputElement;
    expect(screen.getByRole('table').className).not.toContain('links-compact');
    fireEvent.click(compact);
    expect(screen.getByRole('table').className).toContain('links-compact');
    await waitFor(async () => expect(await fakeBrowser.storage.local.get('linksDensity')).toEqual({ linksDensity: 'compact' }));
    first.unmount();
    show();
    await waitFor(() => expect(screen.getByRole('table').className).toContain('links-compact'));
    expect((screen.getByRole('checkbox', { name: 'Compact rows' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('Links view: selected rows', () => {
  it('are counted; "Select all on this page" is mixed for some, and selects or clears the page', async () => {
    show();
    await select('sho.rt/a1');
    expect(screen.getByText('1 link selected')).toBeTruthy();
    expect(selectAll().indeterminate).toBe(true);
    fireEvent.click(selectAll());
    expect(screen.getByText('3 links selected')).toBeTruthy();
    expect(selectAll().checked).toBe(true);
    fireEvent.click(selectAll());
    expect(screen.queryByText(/links? selected/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete…' })).toBeNull();
  });

  it.each([
    ['lines', 'https://sho.rt/a1\nhttps://sho.rt/a3'],
    [
      'markdown',
      '| Short URL | Destination | Title |\n| --- | --- | --- |\n| https://sho.rt/a1 | https://shop.example/summer | Summer sale |\n| https://sho.rt/a3 | https://example.com/3 | Third |',
    ],
    ['csv', 'Short URL,Destination,Title\r\nhttps://sho.rt/a1,https://shop.example/summer,Summer sale\r\nhttps://sho.rt/a3,https://example.com/3,Third\r\n'],
  ])('are copied as %s, in the page’s order', async (format, text) => {
    show();
    await select('sho.rt/a3');
    await select('sho.rt/a1');
    fireEvent.change(screen.getByLabelText('Copy selected as'), { target: { value: format } });
    fireEvent.click(within(screen.getByText('Copy selected as').parentElement!).getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied 2 links.');
    expect(writeText).toHaveBeenCalledWith(text);
  });

  it('are deleted after one question naming them, one DELETE each, leaving the page and the selection', async () => {
    show();
    await select('sho.rt/a1');
    await select('sho.rt/a2');
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 links?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sho.rt/a1', 'sho.rt/a2']);
    expect(dialog.textContent).toContain('one request per link');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.links.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    const again = await screen.findByRole('dialog', { name: 'Delete 2 links?' });
    client.links.list.mockResolvedValue(page([LINKS[2]!]));
    fireEvent.click(within(again).getByRole('button', { name: 'Delete 2 links' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Delete: 2 links deleted.');
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 2]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /sho\.rt\/a1/ })).toBeNull());
    expect(screen.queryByRole('row', { name: /sho\.rt\/a2/ })).toBeNull();
    expect(screen.queryByText(/links? selected/)).toBeNull();
    await waitFor(() => expect(messages).toContainEqual({ linklet: 'unindexLink', data: { profileId: 'default', id: 2 } }));
  });

  it('keep a link the server would not delete, selected, and say why', async () => {
    client.links.delete.mockRejectedValueOnce(new ApiError('ServerError', '500', { method: 'DELETE', path: '/api/v1/links/1', status: 500 }));
    show();
    await select('sho.rt/a1');
    await select('sho.rt/a3');
    fireEvent.click(screen.getByRole('button', { name: 'Delete…' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete 2 links' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^sho\.rt\/a1: .*server/i);
    expect(screen.getByText('Delete: 1 link deleted, 1 failed.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /sho\.rt\/a1/ })).toBeTruthy();
    expect(screen.getAllByText('1 link selected').length).toBeGreaterThan(0);
    // Try again sends the failed one alone.
    fireEvent.click(screen.getByRole('button', { name: 'Try again for the failed link' }));
    await screen.findByText('Delete: 1 link deleted.');
    expect(client.links.delete.mock.calls.map(([id]) => id)).toEqual([1, 3, 1]);
  });

  it('on v44: are disabled or enabled with a PATCH of `disabled` each, each row showing the server’s answer', async () => {
    show();
    await select('sho.rt/a1');
    await select('sho.rt/a3');
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await screen.findByText('Disable: 2 links changed.');
    expect(client.links.update.mock.calls.map(([id, input, options]) => [id, input, options.method])).toEqual([
      [1, { disabled: 1 }, 'PATCH'],
      [3, { disabled: 1 }, 'PATCH'],
    ]);
    expect((await rowOf('sho.rt/a1')).getByText('Disabled')).toBeTruthy();
    expect((await rowOf('sho.rt/a2')).getByText('Active')).toBeTruthy();
    await waitFor(() => expect(messages.filter((m) => (m as { linklet: string }).linklet === 'indexLink')).toHaveLength(2));
  });

  it('on v49: Disable ends the active period, as said under the buttons; there is no `disabled` and no separate Expire now', async () => {
    client = fakeClient(49);
    await serveClient(client);
    client.links.list.mockResolvedValue(page(LINKS.map((l) => ({ ...l, disabled: undefined, created_at: '2026-01-01T00:00:00.000000Z' }))));
    client.links.update.mockImplementation(async (id: number, input: object) => ({ ...LINKS.find((l) => l.id === id)!, ...input }));
    show();
    await select('sho.rt/a1');
    const disable = screen.getByRole('button', { name: 'Disable' });
    expect(document.getElementById(disable.getAttribute('aria-describedby')!)!.textContent).toMatch(/no on\/off switch.*ends each link’s active period now/);
    expect(screen.queryByRole('button', { name: 'Expire now' })).toBeNull();
    fireEvent.click(disable);
    await screen.findByText('Disable: 1 link changed.');
    const [id, input] = client.links.update.mock.calls[0]!;
    expect(id).toBe(1);
    expect(Object.keys(input)).toEqual(['active_period_start_at', 'active_period_end_at']);
    expect(input.active_period_start_at).toBe('2026-01-01 00:00');
  });
});
