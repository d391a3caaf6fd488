// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { QueueList } from '../../../components/popup/QueueList';
import { readAllSettings } from '../../../lib/settings';
import { addProfile } from '../../../lib/settings/profiles';
import { background, configuredPopup, type FakeClient, PAGE_URL } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { instanceFacts, storeFacts } from '../../fakes/client';

// "Shorten when back online" beside a store that failed for an outage, and the queue's list.

let client: FakeClient;
beforeEach(async () => {
  client = await configuredPopup();
  // Host access held: a network error is the network's, not a refused cross-origin request.
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const where = { method: 'POST', path: '/api/v1/links' };
const offer = () => screen.queryByRole('button', { name: 'Shorten when back online' });

describe('"Shorten when back online"', () => {
  it.each([
    ['the network is down', new ApiError('NetworkError', 'Failed to fetch', where)],
    ['the server is down (502)', new ApiError('ServerError', '502', { ...where, status: 502 })],
    ['no answer in time', new ApiError('TimeoutError', 'slow', where)],
  ])('is offered when %s, and queues what the user typed; the form keeps it', async (_, error) => {
    const sent = background({ listPageLinks: [], queueShorten: true });
    client.links.create.mockRejectedValueOnce(error);
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'later' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Queued: Linklet will shorten it when your instance can be reached again.');
    expect(sent.filter((m) => m.linklet === 'queueShorten').map((m) => m.data)).toEqual([
      { input: { url: PAGE_URL, domain_id: 1, alias: 'later' }, profileId: 'default' },
    ]);
    expect(offer()).toBeNull();
    expect((screen.getByLabelText('Alias') as HTMLInputElement).value).toBe('later');
  });

  it('is not offered when the server refused the link (422) or the key', async () => {
    background({ listPageLinks: [] });
    client.links.create.mockRejectedValueOnce(new ApiError('ValidationError', 'invalid', { ...where, status: 422 }));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    await screen.findByRole('alert');
    expect(offer()).toBeNull();
  });

  it('is offered for the page, with the defaults, when the popup opens on an instance that cannot be reached', async () => {
    const sent = background({ listPageLinks: [], queueShorten: true });
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' }));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Queued: Linklet will shorten it when your instance can be reached again.');
    expect(sent.filter((m) => m.linklet === 'queueShorten').map((m) => m.data)).toEqual([{ input: { url: PAGE_URL, domain_id: 1 }, profileId: 'default' }]);
    // The form stays, with "Try again" beside the offer: a server that cannot be reached breaks nothing else.
    expect((screen.getByLabelText('URL to shorten') as HTMLInputElement).value).toBe(PAGE_URL);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('queues what the page’s saved draft says (address, domain, alias, options) when the popup opens on an instance that cannot be reached', async () => {
    const draft = { url: `${PAGE_URL}?utm_source=mail`, domainId: '3', alias: 'later', clickLimit: '40' };
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: draft, errors: {}, savedAt: 1 } } });
    // The version was learned before the server went down (its options are named by it).
    await storeFacts(instanceFacts(44));
    const sent = background({ listPageLinks: [], queueShorten: true });
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' }));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Queued: Linklet will shorten it when your instance can be reached again.');
    const queued = sent.filter((m) => m.linklet === 'queueShorten').map((m) => (m.data as { input: Record<string, unknown> }).input);
    expect(queued).toEqual([expect.objectContaining({ url: draft.url, domain_id: 3, alias: 'later', expiration_clicks: 40 })]);
  });

  it('queues nothing for a draft the form would refuse: the field says what to fix', async () => {
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: { url: PAGE_URL, domainId: '1', clickLimit: 'many' }, errors: {}, savedAt: 1 } } });
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' }));
    await storeFacts(instanceFacts(44));
    const sent = background({ listPageLinks: [], queueShorten: true });
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    // The form says what to fix, at its field; nothing is queued.
    await screen.findByText(/click limit/i);
    expect(sent.filter((m) => m.linklet === 'queueShorten')).toEqual([]);
  });

  it('says it could not queue options whose names need a version never learned', async () => {
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: { url: PAGE_URL, domainId: '1', clickLimit: '5' }, errors: {}, savedAt: 1 } } });
    const sent = background({ listPageLinks: [], queueShorten: true });
    client.links.list.mockRejectedValue(new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/links' }));
    client.account.get.mockRejectedValue(new ApiError('NetworkError', 'Failed to fetch', { method: 'GET', path: '/api/v1/account' }));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Linklet could not queue it. Try again.');
    expect(sent.filter((m) => m.linklet === 'queueShorten')).toEqual([]);
  });

  it("for the popup's own profile; a link password waits in memory only, and the popup says a restart drops it", async () => {
    const sent = background({ listPageLinks: [], queueShorten: true });
    client.links.create.mockRejectedValueOnce(new ApiError('NetworkError', 'Failed to fetch', where));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.input(await screen.findByLabelText('Link password'), { target: { value: 'pw-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Queued: Linklet will shorten it when your instance can be reached again.');
    expect(sent.filter((m) => m.linklet === 'queueShorten').map((m) => m.data)).toEqual([
      { input: expect.objectContaining({ url: PAGE_URL, password: 'pw-123' }), profileId: 'default' },
    ]);
    expect(
      screen.getByText('Its password is kept in memory only, never on disk: if the browser closes before the link is made, shorten the page again.'),
    ).toBeTruthy();
  });

  it('says so when the background could not queue it', async () => {
    background({ listPageLinks: [], queueShorten: false });
    client.links.create.mockRejectedValueOnce(new ApiError('NetworkError', 'Failed to fetch', where));
    render(<PopupUnderTest search="" client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten when back online' }));
    await screen.findByText('Linklet could not queue it. Try again.');
  });
});

describe('the queue in the popup', () => {
  const queued = (id: string, patch: object) => ({
    id,
    profileId: 'default',
    origin: 'https://sho.rt',
    source: 'popup',
    state: 'waiting',
    at: 1,
    input: { url: `https://example.org/${id}`, domain_id: 1 },
    ...patch,
  });

  it('lists each item with its options, state and last error, live, with Cancel', async () => {
    const sent = background({ cancelQueued: undefined });
    await fakeBrowser.storage.local.set({
      shortenQueue: [
        queued('a', { input: { url: 'https://example.org/a', domain_id: 1, alias: 'mine', password: 'x', expiration_clicks: 5 } }),
        queued('b', { state: 'sending', error: 'your instance took too long to answer' }),
      ],
    });
    render(<QueueList />);
    expect(await screen.findByRole('heading', { name: 'Waiting to be shortened (2)' })).toBeTruthy();
    expect(screen.getByText('Alias “mine”, 2 more options · Waiting')).toBeTruthy();
    expect(screen.getByText('Default options · Being sent')).toBeTruthy();
    expect(screen.getByText('Last error: your instance took too long to answer')).toBeTruthy();
    const cancels = screen.getAllByRole('button', { name: 'Cancel' });
    expect(cancels[0]!.getAttribute('aria-describedby')).toBe('queued-a');
    fireEvent.click(cancels[1]!);
    await waitFor(() => expect(sent).toEqual([{ linklet: 'cancelQueued', data: { id: 'b' } }]));
    // The background removes it; the list follows storage.
    await fakeBrowser.storage.local.set({ shortenQueue: [queued('a', {})] });
    expect(await screen.findByRole('heading', { name: 'Waiting to be shortened (1)' })).toBeTruthy();
    await fakeBrowser.storage.local.remove('shortenQueue');
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
  });

  it('names the profile each item will be made with (two profiles on one instance)', async () => {
    await addProfile('Work', { instanceUrl: 'https://sho.rt' });
    const work = (await readAllSettings()).profiles[1]!.id;
    await fakeBrowser.storage.local.set({ shortenQueue: [queued('a', {}), queued('b', { profileId: work })] });
    render(<QueueList />);
    await screen.findByRole('heading', { name: 'Waiting to be shortened (2)' });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Profile: sho.rt')).toBeTruthy();
    expect(within(items[1]!).getByText('Profile: Work')).toBeTruthy();
  });

  it('an item with a password says it is kept until the browser closes; once dropped, that it waits for the user', async () => {
    await fakeBrowser.storage.local.set({ shortenQueue: [queued('a', { passwordFields: ['password'] })] });
    await fakeBrowser.storage.session.set({ queuePasswords: { a: { password: 'x' } } });
    render(<QueueList />);
    expect(await screen.findByText('Password kept in memory until the browser closes')).toBeTruthy();
    expect(screen.getByText('1 more option · Waiting')).toBeTruthy();
    // The browser restarted: its session storage is empty.
    await fakeBrowser.storage.session.clear();
    await fakeBrowser.storage.session.set({ other: 1 });
    expect(await screen.findByText('its password was forgotten when the browser closed: cancel it and shorten the page again')).toBeTruthy();
    expect(screen.getByText('1 more option · Waiting for you')).toBeTruthy();
  });
});
