// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { Popup } from '../../../components/popup/Popup';
import { LISTS_TTL_MS } from '../../../lib/popup-lists-cache';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, pixel, type FakeClient } from './setup';

// What the popup asks the server for on open (the popup performance issue).
const state = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../../../lib/connection', () => ({
  clientOf: vi.fn(() => state.client),
}));

let client: FakeClient;
beforeEach(() => {
  client = fakeClient();
  state.client = client;
  clipboard();
  activeTab();
  client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' }), pixel(2, { name: 'GA', type: 'google-analytics' })]));
  client.domains.list.mockResolvedValue(page([{ id: 1, name: 'sho.rt' }, { id: 2, name: 'go.link' }]));
  client.spaces.list.mockResolvedValue(page([{ id: 4, name: 'Work' }]));
});
afterEach(() => cleanup());

const open = () => render(<Popup search="" />);
const settle = () => new Promise((r) => setTimeout(r, 30));
/** Every call the popup made on the client, by name, e.g. "links.list". */
function calls(): string[] {
  const out: string[] = [];
  for (const [resource, methods] of Object.entries(client)) {
    if (typeof methods !== 'object') continue;
    for (const [name, fn] of Object.entries(methods as Record<string, { mock?: { calls: unknown[] } }>)) {
      for (let i = 0; i < (fn.mock?.calls.length ?? 0); i++) out.push(`${resource}.${name}`);
    }
  }
  return out.sort();
}
// Kept for the active profile ('default' here) and the origin (lib/popup-lists-cache.ts).
const stored = (origin: string, items: unknown[], age = 0) => ({ origin: `default ${origin}`, items, savedAt: Date.now() - age });

describe('"Shorten as soon as the popup opens"', () => {
  beforeEach(() => configure({ shortenOnOpen: true, autoCopy: false }));

  it('sends only the duplicate check and the store before the link shows; the lists wait for Edit', async () => {
    background({ findLinkByUrl: null });
    client.links.create.mockResolvedValue(link(11));
    open();
    await screen.findByDisplayValue('https://sho.rt/a11');
    await settle();
    expect(calls()).toEqual(['links.create', 'links.list']);
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: PAGE_URL, search_by: 'url' }));
    expect(screen.queryByLabelText('Destination URL')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('FB main (facebook)');
    await waitFor(() => expect(client.spaces.list).toHaveBeenCalledTimes(1));
    expect(client.pixels.list).toHaveBeenCalledTimes(1);
  });

  it('sends nothing but the check when the page has a link already', async () => {
    background({ findLinkByUrl: null });
    client.links.list.mockResolvedValue(page([link(12)]));
    open();
    await screen.findByDisplayValue('https://sho.rt/a12');
    await settle();
    expect(calls()).toEqual(['links.list']);
  });

  it('shows the form with its choices when the automatic shorten fails', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    background({ findLinkByUrl: null });
    open();
    await screen.findByText(/Choose a default domain/);
    await screen.findByLabelText('FB main (facebook)');
    expect(client.links.create).not.toHaveBeenCalled();
    expect(client.domains.list).toHaveBeenCalledTimes(1);
  });
});

describe('the choices, cached per instance for the session', () => {
  beforeEach(() => configure({ autoCopy: false }));

  it('are saved after the first open and reused by the next one: only the duplicate check is sent', async () => {
    background({ findLinkByUrl: null });
    open();
    await screen.findByLabelText('GA (google-analytics)');
    await waitFor(async () => expect(Object.keys(await fakeBrowser.storage.session.get(['popupPixels', 'popupDomains']))).toHaveLength(2));
    cleanup();
    vi.clearAllMocks();

    open();
    await screen.findByLabelText('GA (google-analytics)');
    await screen.findByRole('option', { name: 'go.link' });
    await settle();
    expect(calls()).toEqual(['links.list']);
  });

  it('show stale choices at once and refresh them in the background', async () => {
    await fakeBrowser.storage.session.set({
      popupPixels: stored('https://sho.rt', [pixel(7, { name: 'Old pixel' })], LISTS_TTL_MS + 1),
      popupDomains: stored('https://sho.rt', [{ id: 9, name: 'old.link' }], LISTS_TTL_MS + 1),
    });
    let answer: (p: unknown) => void = () => {};
    client.pixels.list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    background({ findLinkByUrl: null });
    open();
    await screen.findByLabelText('Old pixel (facebook)');
    expect(client.pixels.list).toHaveBeenCalledTimes(1);
    answer(page([pixel(8, { name: 'New pixel' })]));
    await screen.findByLabelText('New pixel (facebook)');
    await waitFor(async () => expect((await fakeBrowser.storage.session.get('popupPixels')).popupPixels).toMatchObject({ items: [{ id: 8 }] }));
  });

  it("are never another instance's", async () => {
    await fakeBrowser.storage.session.set({ popupPixels: stored('https://other.example', [pixel(7, { name: 'Theirs' })]) });
    background({ findLinkByUrl: null });
    open();
    await screen.findByLabelText('FB main (facebook)');
    expect(screen.queryByLabelText('Theirs (facebook)')).toBeNull();
    expect(client.pixels.list).toHaveBeenCalledTimes(1);
  });

  it('remember a server without a domain list as having none, within the TTL', async () => {
    client.domains.list.mockRejectedValue(new ApiError('NotFoundError', '404', { method: 'GET', path: '/api/v1/domains', status: 404 }));
    background({ findLinkByUrl: null });
    open();
    await waitFor(async () => expect((await fakeBrowser.storage.session.get('popupDomains')).popupDomains).toMatchObject({ items: [] }));
    cleanup();
    vi.clearAllMocks();
    open();
    await screen.findByLabelText('FB main (facebook)');
    await settle();
    expect(client.domains.list).not.toHaveBeenCalled();
  });
});
