// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { LinksView } from '../../../components/manager/LinksView';
import { LinksViewLazy, PixelsViewLazy } from '../../../components/options/lazy-views';
import { serveFactsFrom } from '../../fakes/facts';
import { serveClient, fakeClient, link, page, type FakeClient } from './fake-client';

let client: FakeClient;
let messages: unknown[];

beforeEach(async () => {
  history.replaceState(null, '', '#links');
  client = fakeClient();
  await serveClient(client);
  messages = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    messages.push(message);
    return Promise.resolve(undefined);
  });
});
afterEach(() => cleanup());

/** The view's own list requests, sent with an abort signal (the filters' choices also read the newest links once, for the domains they use). */
const viewQueries = () => client.links.list.mock.calls.filter(([, options]) => options?.signal).map(([query]) => query);
const lastQuery = () => viewQueries().at(-1);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const show = () => render(<LinksView />);

describe('the views as nav entries', () => {
  it('load on first show, then read the stored connection (none here: Settings is pointed to)', async () => {
    serveFactsFrom(null);
    await fakeBrowser.storage.local.clear();
    render(<LinksViewLazy />);
    await screen.findByRole('heading', { name: 'Links' });
    expect((await screen.findByRole('alert')).textContent).toContain('not connected');
    cleanup();
    render(<PixelsViewLazy />);
    await screen.findByRole('heading', { name: 'Pixels' });
  });
});

describe('Links view: list and filters', () => {
  it('points to Settings when Linklet is not connected', async () => {
    // The stored session, not the fake client's: an instance is saved, its key is not.
    serveFactsFrom(null);
    await fakeBrowser.storage.local.remove('apiKey');
    render(<LinksView />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('no API key');
    expect(within(alert).getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe('#settings');
  });

  it('opens on the list the URL names, and shows the server’s rows', async () => {
    history.replaceState(null, '', '#links?search=promo&search_by=alias&status=2&page=3&per_page=10');
    client.links.list.mockResolvedValue(page([link(7, { title: 'Promo page' })], { current_page: 3, last_page: 4, total: 31, from: 21, to: 21 }));
    show();
    await screen.findByText('sho.rt/a7');
    expect(lastQuery()).toEqual({ search: 'promo', search_by: 'alias', status: 2, sort_by: 'id', sort: 'desc', per_page: 10, page: 3 });
    const row = rowOf('sho.rt/a7');
    expect(row.textContent).toContain('https://example.com/page-7');
    expect(row.textContent).toContain('Promo page');
    expect(row.textContent).toContain('21');
    expect(row.textContent).toContain('Active');
    expect(screen.getByText('Page 3 of 4')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('promo');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('2');
  });

  it.each([
    ['Status', '3', { status: 3 }, 'status=3'],
    ['Search by', 'url', {}, 'search_by=url'],
    ['Per page', '100', { per_page: 100 }, 'per_page=100'],
  ])('"%s" → %s reaches the request and the URL, back on page 1', async (label, value, query, param) => {
    history.replaceState(null, '', '#links?page=2');
    // A list of three pages: the pager, with its page size, is there.
    client.links.list.mockResolvedValue(page([link(1)], { current_page: 2, last_page: 3, total: 60 }));
    show();
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
    // The pager is drawn once the page is in, not when it is asked for.
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...query, page: 1 }));
    expect(location.hash).toBe(`#links?${param}`);
  });

  it.each([
    ['Clicks', { sort_by: 'clicks', sort: 'desc' }, 'sort_by=clicks'],
    ['Created', { sort: 'asc' }, 'sort=asc'],
    ['Title', { sort_by: 'title', sort: 'asc' }, 'sort_by=title&sort=asc'],
  ])('the "%s" heading sorts: the request and the URL, back on page 1', async (heading, query, param) => {
    history.replaceState(null, '', '#links?page=2');
    client.links.list.mockResolvedValue(page([link(1)], { current_page: 2, last_page: 3, total: 60 }));
    show();
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
    fireEvent.click(await screen.findByRole('button', { name: heading }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ ...query, page: 1 }));
    expect(location.hash).toBe(`#links?${param}`);
    expect(screen.getByRole('columnheader', { name: heading }).getAttribute('aria-sort')).toBe(query.sort === 'asc' ? 'ascending' : 'descending');
  });

  it('searches after typing stops, and at once on Enter', async () => {
    show();
    await waitFor(() => expect(viewQueries()).toHaveLength(1));
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'cof' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'cof', search_by: 'title' }));
    expect(location.hash).toBe('#links?search=cof');
  });

  it('filters by a space, domain and pixel from the lists, and by a typed id', async () => {
    client.spaces.list.mockResolvedValue(page([{ id: 4, name: 'Work' }]));
    client.domains.list.mockResolvedValue(page([{ id: 1, name: 'sho.rt' }]));
    client.pixels.list.mockResolvedValue(page([{ id: 9, name: 'FB main', type: 'facebook' }]));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await screen.findByRole('option', { name: 'Work' });
    fireEvent.change(screen.getByLabelText('Space'), { target: { value: '4' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ space_id: 4 }));
    await screen.findByRole('option', { name: 'FB main' });
    fireEvent.change(screen.getByLabelText('Pixel'), { target: { value: '9' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ space_id: 4, pixel_id: 9 }));
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'other' } });
    const typed = screen.getByLabelText('Domain ID');
    fireEvent.input(typed, { target: { value: 'x2' } });
    fireEvent.submit(typed.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toContain('whole number');
    expect((screen.getByLabelText('Domain ID') as HTMLInputElement).value).toBe('x2');
    fireEvent.input(typed, { target: { value: '12' } });
    fireEvent.submit(typed.closest('form')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ domain_id: 12, space_id: 4, pixel_id: 9 }));
    expect(location.hash).toBe('#links?space_id=4&domain_id=12&pixel_id=9');
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('12');
  });

  it('pages with Next and Previous from meta', async () => {
    client.links.list.mockImplementation(async (q: { page: number }) =>
      page([link(q.page)], { current_page: q.page, last_page: 3, total: 3, from: q.page, to: q.page }),
    );
    show();
    await screen.findByText('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(location.hash).toBe('#links?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows Back to the previous list', async () => {
    show();
    await waitFor(() => expect(client.links.list).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 1 }));
    history.replaceState(null, '', '#links');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('status'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('0');
  });

  it('has an empty state that says whether filters hide links', async () => {
    show();
    await screen.findByText('No links yet.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    await screen.findByText('No links match these filters.');
  });

  it('says a page past the end is empty, and First goes back', async () => {
    history.replaceState(null, '', '#links?page=9');
    client.links.list.mockImplementation(async (q: { page: number }) =>
      q.page === 1 ? page([link(1)], { total: 1 }) : page([], { current_page: q.page, last_page: 1, total: 1, from: null, to: null }),
    );
    show();
    await screen.findByText('Nothing on this page.');
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    await screen.findByText('sho.rt/a1');
  });

  it('shows a failed list as an alert with Try again', async () => {
    const failures: unknown[] = [
      new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' }),
      { name: 'ServerError', message: 'GET /api/v1/links: 500', status: 500 },
    ];
    // The view's requests fail (those carry a signal); the choices' look at the newest links does not.
    client.links.list.mockImplementation(async (_query, options) => {
      if (options?.signal && failures.length > 0) throw failures.shift();
      return page([]);
    });
    show();
    expect((await screen.findByRole('alert')).textContent).toMatch(/reach/i);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/server/i));
    client.links.list.mockResolvedValue(page([link(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('sho.rt/a1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Links view on a v49 instance', () => {
  it('offers its states in the status filter, “Not active yet” and no “Disabled”, and no Disable on a row (v49 has no disabled links)', async () => {
    client = fakeClient(49);
    await serveClient(client);
    client.links.list.mockResolvedValue(page([link(3)]));
    render(<LinksView />);
    await screen.findByText('sho.rt/a3');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual(['All', 'Active', 'Not active yet', 'Expired']);
    expect(within(rowOf('sho.rt/a3')).queryByRole('button', { name: /Disable|Enable/ })).toBeNull();
  });

  it('a v44 URL asking for disabled links lists them all rather than sending a status v49 ignores', async () => {
    history.replaceState(null, '', '#links?status=3');
    client = fakeClient(49);
    await serveClient(client);
    render(<LinksView />);
    await waitFor(() => expect(lastQuery()).toBeDefined());
    expect(lastQuery()).not.toHaveProperty('status');
  });
});
