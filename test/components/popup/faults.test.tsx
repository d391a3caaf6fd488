// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, InvalidResponseError, RateLimitError } from '../../../lib/api/errors';
import { background, configuredPopup, type FakeClient, link, page, PAGE_URL } from './setup';
import { PopupUnderTest } from './popup-under-test';

// A shorten that got no answer may still have made the link; a network error may be the server
// refusing a cross-origin request; a rate limit says when to come back.

let client: FakeClient;
beforeEach(async () => {
  client = await configuredPopup();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const where = { method: 'POST', path: '/api/v1/links' };
const open = () => render(<PopupUnderTest search="" client={client} />);
const shorten = async () => fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
const alert = async () => (await screen.findByRole('alert')).textContent ?? '';

function hostAccess(granted: boolean) {
  const permissions = { contains: vi.fn(async () => granted), request: vi.fn(async () => true) };
  (fakeBrowser as unknown as { permissions: unknown }).permissions = permissions;
  return permissions;
}

describe('"Try again" after a store that got no answer', () => {
  beforeEach(() => void background({ listPageLinks: [], indexLink: undefined }));

  it.each([
    ['a timeout', new ApiError('TimeoutError', 'no answer within 8 s', where)],
    ['a dropped connection', new ApiError('NetworkError', 'network error', where)],
    ['a 502', new ApiError('ServerError', '502 server error', { ...where, status: 502 })],
    ['an unreadable 201', new InvalidResponseError('answered an HTML page', { ...where, status: 201 })],
  ])('after %s, offers the link that landed instead of storing again', async (_, error) => {
    hostAccess(true);
    client.links.create.mockRejectedValueOnce(error);
    open();
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'mine' } });
    await shorten();
    await alert();
    client.links.list.mockResolvedValue(page([link(7, { alias: 'mine', short_url: 'https://sho.rt/mine' })]));
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await screen.findByText('This page already has a short link');
    expect((screen.getByLabelText('Short link') as HTMLInputElement).value).toBe('https://sho.rt/mine');
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(client.links.list).toHaveBeenLastCalledWith({ search: PAGE_URL, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 });
  });

  it('stores again when nothing landed', async () => {
    client.links.create.mockRejectedValueOnce(new ApiError('TimeoutError', 'slow', where)).mockResolvedValueOnce(link(8));
    open();
    await shorten();
    expect(await alert()).toContain('The server did not answer in time.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByDisplayValue('https://sho.rt/a8');
    expect(client.links.create).toHaveBeenCalledTimes(2);
  });

  it('does not take the link the page already had ("Create another") for the one that landed', async () => {
    background({ listPageLinks: [], indexLink: undefined });
    client.links.list.mockResolvedValue(page([link(3)]));
    client.links.create.mockRejectedValueOnce(new ApiError('ServerError', '500', { ...where, status: 500 })).mockResolvedValueOnce(link(9));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create another' }));
    await shorten();
    await alert();
    client.links.list.mockResolvedValue(page([link(3)]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByDisplayValue('https://sho.rt/a9');
    expect(client.links.create).toHaveBeenCalledTimes(2);
  });

  it('never looks after a refusal that made nothing (429)', async () => {
    client.links.create.mockRejectedValueOnce(new RateLimitError('429', { ...where, status: 429 }, 3600)).mockResolvedValueOnce(link(4));
    open();
    await shorten();
    // An hour asked for is bounded: Linklet never waits on a server for more than ten minutes.
    expect(await alert()).toContain('Too many requests; try again in about 10 min.');
    const lists = client.links.list.mock.calls.length;
    await shorten();
    await screen.findByDisplayValue('https://sho.rt/a4');
    expect(client.links.list.mock.calls.length).toBe(lists);
  });
});

describe('a network error without host access', () => {
  beforeEach(() => void background({ listPageLinks: [] }));

  it('is the server refusing the cross-origin request when it answers a probe: said so, with "Grant access"', async () => {
    const permissions = hostAccess(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    client.links.create.mockRejectedValue(new ApiError('NetworkError', 'network error (Failed to fetch)', where));
    open();
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'kept' } });
    await shorten();
    expect(await alert()).toContain('The server refused the cross-origin request. Grant Linklet access to https://sho.rt');
    fireEvent.click(screen.getByRole('button', { name: 'Grant access' }));
    expect(permissions.request).toHaveBeenCalledWith({ origins: ['https://sho.rt/*'] });
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('kept');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is the network when the probe fails too', async () => {
    hostAccess(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    client.links.create.mockRejectedValue(new ApiError('NetworkError', 'network error', where));
    open();
    await shorten();
    expect(await alert()).toContain('Could not reach the server.');
    expect(screen.queryByRole('button', { name: 'Grant access' })).toBeNull();
  });

  it('is the network with host access (no probe)', async () => {
    hostAccess(true);
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    client.links.create.mockRejectedValue(new ApiError('NetworkError', 'network error', where));
    open();
    await shorten();
    expect(await alert()).toContain('Could not reach the server.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Grant access' })).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a shorten that succeeds', () => {
  it('has dropped the draft by the time the link shows (a popup closed at once leaves none behind)', async () => {
    background({ listPageLinks: [], indexLink: undefined });
    client.links.create.mockResolvedValue(link(5, { alias: 'mine', short_url: 'https://sho.rt/mine' }));
    open();
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'mine' } });
    await waitFor(async () => expect((await fakeBrowser.storage.session.get('drafts')).drafts).toHaveProperty([PAGE_URL]));
    await shorten();
    await screen.findByDisplayValue('https://sho.rt/mine');
    expect((await fakeBrowser.storage.session.get('drafts')).drafts ?? {}).not.toHaveProperty([PAGE_URL]);
  });
});
