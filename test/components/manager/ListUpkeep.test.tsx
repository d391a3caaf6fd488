// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../../lib/api/errors';
import type { Link } from '../../../lib/api/schemas';
import { LinksView } from '../../../components/manager/LinksView';
import { PixelsView } from '../../../components/manager/PixelsView';
import { serveClient, fakeClient, rowMenuItem, link, page, pixel, type FakeClient } from './fake-client';

// What keeps the lists usable: a page that refills after a delete, paging that starts at the
// top, "Clear filters", the dates of each link, and what the pixel form says.
let client: FakeClient;

beforeEach(async () => {
  client = fakeClient();
  await serveClient(client);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The view's own list requests (they carry a signal; the filters' choices read the newest links once). */
const viewQueries = () => client.links.list.mock.calls.filter(([, options]) => options?.signal).map(([query]) => query);
const rowOf = async (text: string) => within((await screen.findByText(text)).closest('tr') as HTMLElement);
const showLinks = (hash = '#links') => {
  history.replaceState(null, '', hash);
  return render(<LinksView />);
};
const showPixels = (hash = '#pixels') => {
  history.replaceState(null, '', hash);
  return render(<PixelsView />);
};

/** A server of `count` links, newest first, that really deletes. */
function serveLinks(count: number) {
  let links = Array.from({ length: count }, (_, i) => link(count - i));
  client.links.list.mockImplementation(async (q: { page?: number; per_page?: number }) => {
    const per = q.per_page ?? 25;
    const at = q.page ?? 1;
    const items = links.slice((at - 1) * per, at * per);
    return page(items, { current_page: at, last_page: Math.max(1, Math.ceil(links.length / per)), total: links.length });
  });
  client.links.delete.mockImplementation(async (id: number) => {
    links = links.filter((l) => l.id !== id);
    return { id, object: 'link', deleted: true };
  });
}

async function deleteRow(shortUrl: string) {
  const row = await rowOf(shortUrl);
  fireEvent.click(row.getByRole('button', { name: 'More' }));
  fireEvent.click(row.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this link?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('Links: after a delete', () => {
  it('the page refills to its size from the next one', async () => {
    serveLinks(12);
    showLinks('#links?per_page=10');
    await screen.findByText('sho.rt/a12');
    expect(screen.queryByText('sho.rt/a2')).toBeNull();
    await deleteRow('sho.rt/a12');
    await screen.findByText('sho.rt/a2');
    expect(screen.queryByText('sho.rt/a12')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 10);
    expect(viewQueries().at(-1)).toMatchObject({ page: 1, per_page: 10 });
  });

  it('the last row of a later page takes the list a page back', async () => {
    serveLinks(11);
    showLinks('#links?per_page=10&page=2');
    await screen.findByText('sho.rt/a1');
    await deleteRow('sho.rt/a1');
    await screen.findByText('sho.rt/a11');
    expect(location.hash).toBe('#links?per_page=10');
    expect(screen.queryByText('Nothing on this page.')).toBeNull();
  });
});

describe('Links: paging', () => {
  it('returns to the top of the list, with the focus', async () => {
    serveLinks(30);
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scrolled);
    showLinks();
    await screen.findByText('sho.rt/a30');
    const list = document.querySelector<HTMLElement>('.manager-list')!;
    // Read from below the list's top, as after scrolling down to the pager.
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('sho.rt/a5');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(list);
    expect(document.activeElement).toBe(list);
  });
});

describe('Links: Clear filters', () => {
  it('is offered once a search or filter is set, and clears them all but the sort and page size', async () => {
    showLinks('#links?sort_by=clicks&per_page=50');
    await waitFor(() => expect(viewQueries()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    history.replaceState(null, '', '#links?search=promo&search_by=alias&status=2&space_id=4&domain_id=3&pixel_id=9&sort_by=clicks&per_page=50&page=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(viewQueries().at(-1)).toEqual({ sort_by: 'clicks', sort: 'desc', per_page: 50, page: 1 }));
    expect(location.hash).toBe('#links?search_by=alias&sort_by=clicks&per_page=50');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('0');
    expect(document.activeElement).toBe(screen.getByLabelText('Search'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('Links: the Created and Expires columns', () => {
  const cells = async (l: Link) => {
    client.links.list.mockResolvedValue(page([l]));
    showLinks();
    const row = await rowOf(l.short_url.replace('https://', ''));
    return row.getAllByRole('cell');
  };
  const columns = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  it('are headed, and show the day created and the moment and click limit it expires at', async () => {
    const [, , , , , created, expires] = await cells(
      link(1, { created_at: '2026-11-24T13:29:35.000000Z', ends_at: '2027-12-31T23:59:00.000000Z', click_limit: 500 }),
    );
    expect(columns()).toEqual(['Short URL', 'Destination', 'Title', 'Clicks', 'Status', 'Created', 'Expires', 'Actions']);
    expect(created!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-24T13:29:35.000000Z');
    expect(created!.textContent).toBe(new Date('2026-11-24T13:29:35Z').toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(expires!.querySelector('time')!.getAttribute('datetime')).toBe('2027-12-31T23:59:00.000000Z');
    expect(expires!.textContent).toContain('after 500 clicks');
  });

  it.each<[string, Partial<Link>, string]>([
    ['never expires', {}, 'Never'],
    ['expires after one click', { click_limit: 1 }, 'after 1 click'],
  ])('say when a link %s', async (_what, patch, text) => {
    const [, , , , , , expires] = await cells(link(1, patch));
    expect(expires!.textContent).toBe(text);
  });
});

describe('Pixels', () => {
  beforeEach(() => {
    client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' }), pixel(2, { name: 'GA site', type: 'google-analytics' })]));
  });

  it('an edit says “saved”, not “created”, and a delete says “deleted”', async () => {
    client.pixels.create.mockResolvedValue(pixel(3, { name: 'Campaign', type: 'bing', value: '42' }));
    client.pixels.update.mockResolvedValue(pixel(1, { name: 'FB renamed' }));
    client.pixels.delete.mockResolvedValue({ id: 2, object: 'pixel', deleted: true });
    showPixels();
    fireEvent.click(await screen.findByRole('button', { name: 'New pixel' }));
    const create = within(await screen.findByRole('dialog', { name: 'New pixel' }));
    fireEvent.input(create.getByLabelText('Name'), { target: { value: 'Campaign' } });
    fireEvent.change(create.getByLabelText('Type'), { target: { value: 'bing' } });
    fireEvent.input(create.getByLabelText('Value'), { target: { value: '42' } });
    fireEvent.click(create.getByRole('button', { name: 'Create pixel' }));
    await screen.findByText('Pixel “Campaign” created.');

    fireEvent.click(rowMenuItem(await rowOf('FB main'), 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(dialog.getByLabelText('Name'), { target: { value: 'FB renamed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Pixel “FB renamed” saved.');
    expect(screen.queryByText(/” created\./)).toBeNull();

    fireEvent.click(rowMenuItem(await rowOf('GA site'), 'Delete'));
    const ask = within(await screen.findByRole('dialog', { name: 'Delete this pixel?' }));
    await waitFor(() => expect((ask.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false));
    client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB renamed' }), pixel(3, { name: 'From page 2' })]));
    fireEvent.click(ask.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Pixel “GA site” deleted.');
    // The page refills from the server.
    await screen.findByText('From page 2');
  });

  it('a duplicate name gets the server’s message at the name field, on create and on edit', async () => {
    const taken = (method: string) =>
      new ValidationError('invalid', { method, path: '/api/v1/pixels', status: 422 }, { name: ['The name has already been taken.'] });
    client.pixels.create.mockRejectedValue(taken('POST'));
    client.pixels.update.mockRejectedValue(taken('PATCH'));
    showPixels();
    fireEvent.click(rowMenuItem(await rowOf('GA site'), 'Edit'));
    let dialog = within(await screen.findByRole('dialog'));
    fireEvent.input(dialog.getByLabelText('Name'), { target: { value: 'FB main' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const name = dialog.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('The name has already been taken.');
    expect((name as HTMLInputElement).value).toBe('FB main');
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'New pixel' }));
    dialog = within(await screen.findByRole('dialog', { name: 'New pixel' }));
    fireEvent.input(dialog.getByLabelText('Name'), { target: { value: 'FB main' } });
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'bing' } });
    fireEvent.input(dialog.getByLabelText('Value'), { target: { value: '42' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create pixel' }));
    const newName = dialog.getByLabelText('Name');
    await waitFor(() => expect(document.getElementById(newName.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The name has already been taken.'));
  });

  it('Clear filters empties the search and the type', async () => {
    showPixels('#pixels?search=fb&type=facebook&sort_by=name');
    await screen.findByText('FB main');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(client.pixels.list.mock.lastCall?.[0]).toEqual({ sort_by: 'name', sort: 'desc', per_page: 25, page: 1 }));
    expect(location.hash).toBe('#pixels?sort_by=name');
  });
});
