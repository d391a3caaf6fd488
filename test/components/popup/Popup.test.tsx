// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, RateLimitError, ValidationError } from '../../../lib/api/errors';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, pixel, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
let writeText: ReturnType<typeof clipboard>;
beforeEach(() => {
  client = fakeClient();
  serveFactsFrom(client);
  writeText = clipboard();
  activeTab();
});
afterEach(() => cleanup());

const where = { method: 'POST', path: '/api/v1/links' };
const open = () => render(<PopupUnderTest search="" client={client} />);
const shortenButton = () => screen.findByRole('button', { name: 'Shorten' });
/** The Domain select once the server's domains are among its choices (a user can only pick those). */
const domainSelect = async () => {
  await screen.findByRole('option', { name: 'go.link' });
  return screen.getByLabelText('Domain');
};
const drafts = async () =>
  (await fakeBrowser.storage.session.get('drafts')).drafts as Record<string, { form: { alias: string }; errors?: Record<string, string> }> | undefined;

describe('before Linklet is set up', () => {
  it('offers only the way to the options page', async () => {
    const openOptionsPage = vi.fn(async () => undefined);
    fakeBrowser.runtime.openOptionsPage = openOptionsPage;
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Open settings' }));
    expect(openOptionsPage).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Shorten' })).toBeNull();
    expect(screen.queryByLabelText('Domain')).toBeNull();
  });
});

describe('a page that cannot be shortened', () => {
  it.each([
    'chrome://settings/',
    'about:blank',
    'file:///home/me/a.html',
    'data:text/html,hi',
    'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html',
    null,
  ])('%s: an empty, focused address field with a one-line hint, and nothing sent', async (url) => {
    await configure({ shortenOnOpen: true });
    background();
    activeTab(url);
    open();
    const field = (await screen.findByLabelText('URL to shorten')) as HTMLInputElement;
    expect(field.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-describedby')).toBe('url-hint');
    expect(document.getElementById('url-hint')?.textContent).toBe("This page can't be shortened: type or paste an address.");
    await new Promise((r) => setTimeout(r, 20));
    for (const call of [client.links.list, client.links.create]) expect(call).not.toHaveBeenCalled();
  });

  it('shortens the address typed there, checked for a link of its own first, and keeps it as a draft', async () => {
    await configure();
    background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
    activeTab('about:blank');
    client.links.create.mockResolvedValue(link(8, { url: 'https://example.org/typed' }));
    const first = open();
    fireEvent.click(await shortenButton());
    expect((await screen.findByText('Enter or paste the address to shorten.')).id).toBe('url-error');
    const field = screen.getByLabelText('URL to shorten');
    fireEvent.input(field, { target: { value: 'https://example.org/typed' } });
    await waitFor(async () => expect((await drafts())?.['']?.form).toMatchObject({ url: 'https://example.org/typed' }));
    first.unmount();

    open();
    expect(((await screen.findByLabelText('URL to shorten')) as HTMLInputElement).value).toBe('https://example.org/typed');
    fireEvent.click(await shortenButton());
    expect(((await screen.findByLabelText('Short link')) as HTMLInputElement).value).toBe('https://sho.rt/a8');
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: 'https://example.org/typed' }));
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://example.org/typed', domain_id: 1 });
  });

  it('stores the edited address of a page that can be shortened', async () => {
    await configure();
    background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
    client.links.create.mockResolvedValue(link(9, { url: 'https://example.com/article?ref=x' }));
    open();
    const field = (await screen.findByLabelText('URL to shorten')) as HTMLInputElement;
    expect(field.value).toBe(PAGE_URL);
    fireEvent.input(field, { target: { value: 'https://example.com/article?ref=x' } });
    fireEvent.click(await shortenButton());
    await screen.findByLabelText('Short link');
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://example.com/article?ref=x', domain_id: 1 });
  });
});

describe('an address typed without its scheme', () => {
  it('says under the field that it gets https://, shows it in the field as it is sent, and stores it so', async () => {
    await configure();
    background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
    activeTab('about:blank');
    client.links.create.mockResolvedValue(link(10, { url: 'https://example.com/pricing' }));
    open();
    const field = (await screen.findByLabelText('URL to shorten')) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'example.com/pricing' } });
    await waitFor(() => expect(document.getElementById('url-hint')?.textContent).toBe('Shortened as https://example.com/pricing'));
    expect(field.getAttribute('aria-describedby')).toBe('url-hint');
    expect(client.links.create).not.toHaveBeenCalled();
    fireEvent.click(await shortenButton());
    await waitFor(() => expect(field.value).toBe('https://example.com/pricing'));
    await screen.findByLabelText('Short link');
    expect(client.links.create).toHaveBeenCalledWith({ url: 'https://example.com/pricing', domain_id: 1 });
  });

  it('refuses words, as before', async () => {
    await configure();
    background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
    activeTab('about:blank');
    open();
    fireEvent.input(await screen.findByLabelText('URL to shorten'), { target: { value: 'pricing page' } });
    fireEvent.click(await shortenButton());
    expect((await screen.findByText('Enter a full URL starting with http:// or https://.')).id).toBe('url-error');
    expect(client.links.create).not.toHaveBeenCalled();
  });
});

describe('shortening', () => {
  beforeEach(async () => {
    await configure({ defaultPixelIds: [2] });
    client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' }), pixel(2, { name: 'GA', type: 'google-analytics' })]));
    client.domains.list.mockResolvedValue(
      page([
        { id: 1, name: 'sho.rt' },
        { id: 2, name: 'go.link' },
      ]),
    );
  });

  it('creates with the defaults, once however often Shorten is clicked, then selects and copies the link', async () => {
    const messages = background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined });
    let finish: (l: unknown) => void = () => {};
    client.links.create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    open();
    expect(((await screen.findByLabelText('Domain')) as HTMLSelectElement).value).toBe('1');
    expect(((await screen.findByLabelText('GA (Google Analytics)')) as HTMLInputElement).checked).toBe(true);
    const button = await shortenButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(client.links.create).toHaveBeenCalledTimes(1));
    finish(link(5));
    const field = (await screen.findByLabelText('Short link')) as HTMLInputElement;
    expect(field.value).toBe('https://sho.rt/a5');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await screen.findByText('Copied');
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 1, pixel_ids: [2] });
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a5');
    await waitFor(() => expect(messages.some((m) => m.linklet === 'indexLink')).toBe(true));
  });

  it('puts the focus in "Alias", where Enter shortens', async () => {
    background({ listPageLinks: [] });
    open();
    const alias = await screen.findByLabelText('Alias');
    await waitFor(() => expect(document.activeElement).toBe(alias));
  });

  it('sends the chosen domain, alias and pixels', async () => {
    background({ listPageLinks: [] });
    client.links.create.mockResolvedValue(link(6, { short_url: 'https://go.link/mine' }));
    open();
    fireEvent.change(await domainSelect(), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText('Alias'), { target: { value: ' mine ' } });
    fireEvent.click(await screen.findByLabelText('FB main (Facebook)'));
    fireEvent.click(screen.getByLabelText('GA (Google Analytics)'));
    fireEvent.click(await shortenButton());
    await screen.findByDisplayValue('https://go.link/mine');
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 2, alias: 'mine', pixel_ids: [1] });
  });

  it('lets the user type a domain id the lists do not know', async () => {
    background({ listPageLinks: [] });
    client.links.create.mockResolvedValue(link(6));
    open();
    fireEvent.change(await domainSelect(), { target: { value: 'other' } });
    fireEvent.input(screen.getByLabelText('Domain ID'), { target: { value: '17' } });
    fireEvent.click(await shortenButton());
    await waitFor(() => expect(client.links.create).toHaveBeenCalledWith(expect.objectContaining({ domain_id: 17 })));
  });

  it('checks the form first: no request, the message at the field, focus on it', async () => {
    background({ listPageLinks: [] });
    open();
    fireEvent.change(await domainSelect(), { target: { value: '' } });
    fireEvent.click(await shortenButton());
    await screen.findByText('Choose a domain.');
    const domain = screen.getByLabelText('Domain');
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(domain));
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('opens "More options" for a message about one of its fields', async () => {
    background({ listPageLinks: [] });
    client.links.create.mockRejectedValue(new ValidationError('422', where, { expiration_url: ['The expiration url field must be a valid URL.'] }));
    open();
    expect(screen.queryByLabelText('Expiration URL')).toBeNull();
    fireEvent.click(await shortenButton());
    const field = await screen.findByLabelText('Expiration URL');
    expect(screen.getByRole('button', { name: 'More options' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe(
      'The expiration url field must be a valid URL.',
    );
  });
});

describe('a URL that already has a link', () => {
  beforeEach(() => configure());

  it('offers the server’s exact match, without asking the background’s index', async () => {
    const received = background({ listPageLinks: [link(5)], listRecentLinks: [] });
    client.links.list.mockResolvedValue(page([link(3)]));
    client.links.create.mockResolvedValue(link(4));
    open();
    await screen.findByText('This page already has a short link');
    expect(screen.getByLabelText<HTMLInputElement>('Short link').value).toBe('https://sho.rt/a3');
    expect(received.map((m) => m.linklet)).not.toContain('listPageLinks');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://sho.rt/a3'));
    expect(client.links.create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create another' }));
    fireEvent.click(await shortenButton());
    await screen.findByDisplayValue('https://sho.rt/a4');
    expect(client.links.create).toHaveBeenCalledTimes(1);
  });

  it('offers the index’s link when the server’s list is cut short (more links contain the page’s URL)', async () => {
    background({ listPageLinks: [link(3)], listRecentLinks: [] });
    client.links.list.mockResolvedValue(page([link(7, { url: `${PAGE_URL}/more` })], { last_page: 2, total: 30 }));
    open();
    await screen.findByText('This page already has a short link');
    expect(screen.getByLabelText<HTMLInputElement>('Short link').value).toBe('https://sho.rt/a3');
  });

  it('does not offer the index’s link when the server’s whole list has none (deleted since)', async () => {
    background({ listPageLinks: [link(3)], listRecentLinks: [] });
    client.links.list.mockResolvedValue(page([]));
    open();
    await shortenButton();
    expect(screen.queryByText('This page already has a short link')).toBeNull();
  });

  it('takes a link of the page with another #fragment for the page’s, and searches without the fragment', async () => {
    background({ listPageLinks: [], listRecentLinks: [] });
    activeTab(`${PAGE_URL}#comments`);
    client.links.list.mockResolvedValue(page([link(6)]));
    open();
    await screen.findByText('This page already has a short link');
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: PAGE_URL, search_by: 'url' }));
  });

  it('asks the server (search_by=url, exact match) when the background does not answer', async () => {
    background();
    client.links.list.mockResolvedValue(page([link(7, { url: `${PAGE_URL}/more` }), link(8)]));
    open();
    await screen.findByDisplayValue('https://sho.rt/a8');
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: PAGE_URL, search_by: 'url' }));
  });

  it('ignores a substring match', async () => {
    background();
    client.links.list.mockResolvedValue(page([link(7, { url: `${PAGE_URL}/more` })]));
    client.links.create.mockResolvedValue(link(9));
    open();
    fireEvent.click(await shortenButton());
    await screen.findByDisplayValue('https://sho.rt/a9');
  });
});

describe('when the server says no', () => {
  beforeEach(async () => {
    await configure();
    background({ listPageLinks: [] });
  });

  it('shows a taken alias under "Alias" and keeps what was typed after the popup closes', async () => {
    client.links.create.mockRejectedValue(new ValidationError('422', where, { alias: ['The alias has already been taken.'] }));
    const first = open();
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'promo' } });
    fireEvent.click(await shortenButton());
    await screen.findByText('The alias has already been taken.');
    expect(screen.getByLabelText('Alias').getAttribute('aria-invalid')).toBe('true');
    await waitFor(async () => expect((await drafts())?.[PAGE_URL]).toMatchObject({ form: { alias: 'promo' }, errors: { alias: expect.any(String) } }));
    first.unmount();

    open();
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('promo');
    await screen.findByText('The alias has already been taken.');
    fireEvent.input(screen.getByLabelText('Alias'), { target: { value: 'promo-2' } });
    expect(screen.queryByText('The alias has already been taken.')).toBeNull();
    client.links.create.mockResolvedValue(link(2));
    fireEvent.click(await shortenButton());
    await screen.findByDisplayValue('https://sho.rt/a2');
    await waitFor(async () => expect((await drafts())?.[PAGE_URL]).toBeUndefined());
  });

  it('points to the options page when the key is rejected', async () => {
    client.links.create.mockRejectedValue(new ApiError('UnauthorizedError', '401', { ...where, status: 401 }));
    open();
    fireEvent.click(await shortenButton());
    expect((await screen.findByRole('alert')).textContent).toContain('The server rejected the API key');
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when to retry after a rate limit', async () => {
    client.links.create.mockRejectedValue(new RateLimitError('429', { ...where, status: 429 }, 30));
    open();
    fireEvent.click(await shortenButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests; try again in 30 s.');
  });

  it.each([
    ['a timeout', new ApiError('TimeoutError', 'no answer within 8 s', where), 'The server did not answer in time.'],
    ['a network failure', new ApiError('NetworkError', 'network error', where), 'Could not reach the server.'],
  ])('offers "Try again" after %s', async (_, error, text) => {
    client.links.create.mockRejectedValueOnce(error).mockResolvedValueOnce(link(3));
    open();
    fireEvent.input(await screen.findByLabelText('Alias'), { target: { value: 'kept' } });
    fireEvent.click(await shortenButton());
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByDisplayValue('https://sho.rt/a3');
    expect(client.links.create).toHaveBeenLastCalledWith({ url: PAGE_URL, domain_id: 1, alias: 'kept' });
  });

  it('says so at once when the duplicate check finds the key rejected', async () => {
    client.links.list.mockRejectedValue(new ApiError('UnauthorizedError', '401', { method: 'GET', path: '/api/v1/links', status: 401 }));
    background();
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('The server rejected the API key');
  });
});

describe('"Shorten as soon as the popup opens"', () => {
  it('creates with the defaults at once and copies, with the edit form one click away', async () => {
    await configure({ shortenOnOpen: true, defaultSpaceId: 4 });
    background({ listPageLinks: [] });
    client.links.create.mockResolvedValue(link(11));
    open();
    await screen.findByText('Copied');
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 1, space_id: 4 });
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a11');
    expect(screen.queryByLabelText('Destination URL')).toBeNull();
    const edit = screen.getByRole('button', { name: 'Change…' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(edit);
    expect(await screen.findByLabelText('Destination URL')).toBeTruthy();
  });

  it('asks nothing else while its requests are on their way: recent links, notices and the index come after', async () => {
    // Their code loaded already, as a popup's own would be: only the waiting can hold them back.
    await Promise.all([import('../../../components/popup/RecentPanel'), import('../../../components/popup/BackgroundNotices')]);
    await configure({ shortenOnOpen: true });
    const messages = background({ listPageLinks: [], listRecentLinks: [link(3)], indexLink: undefined });
    // Whether the link was on screen when the background's index was told of it.
    const shownWhenTold: boolean[] = [];
    const send = fakeBrowser.runtime.sendMessage;
    fakeBrowser.runtime.sendMessage = vi.fn((message: { linklet: string }) => {
      if (message.linklet === 'indexLink') shownWhenTold.push(screen.queryByLabelText('Short link') !== null);
      return send(message as never);
    }) as never;
    const connects: string[] = [];
    fakeBrowser.runtime.connect = vi.fn((info?: { name?: string }) => {
      connects.push(info?.name ?? '');
      return {
        name: info?.name ?? '',
        onDisconnect: { addListener: () => {} },
        onMessage: { addListener: () => {} },
        postMessage: () => {},
        disconnect: () => {},
      };
    }) as never;
    const reads = vi.spyOn(fakeBrowser.storage.local, 'get');
    let finish: (l: unknown) => void = () => {};
    client.links.create.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    open();
    await waitFor(() => expect(client.links.create).toHaveBeenCalledOnce());
    const readsAtStore = reads.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(messages.map((m) => m.linklet)).toEqual([]);
    expect(connects).toEqual([]);
    expect(reads.mock.calls.length).toBe(readsAtStore);
    expect(screen.queryByRole('heading', { name: 'Recent links' })).toBeNull();
    finish(link(11));
    expect(((await screen.findByLabelText('Short link')) as HTMLInputElement).value).toBe('https://sho.rt/a11');
    await screen.findByRole('heading', { name: 'Recent links' });
    await waitFor(() => expect(messages.map((m) => m.linklet)).toContain('indexLink'));
    expect(shownWhenTold).toEqual([true]);
  });

  it('copies the existing link instead of making a duplicate', async () => {
    await configure({ shortenOnOpen: true });
    background({ listPageLinks: [] });
    client.links.list.mockResolvedValue(page([link(12)]));
    open();
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/a12');
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('leaves a draft for the user to finish', async () => {
    await configure({ shortenOnOpen: true });
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: { domainId: '1', alias: 'mine' }, errors: {}, savedAt: 1 } } });
    background({ listPageLinks: [] });
    open();
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('mine');
    await new Promise((r) => setTimeout(r, 30));
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('says to choose a default domain when none is chosen and the server names none', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    client.account.get.mockResolvedValue({ ...(await client.account.get()), default_domain: null });
    client.domains.list.mockResolvedValue(page([{ id: 1 }, { id: 2 }]));
    background({ listPageLinks: [] });
    open();
    await screen.findByText(/Choose a default domain/);
    expect(client.links.create).not.toHaveBeenCalled();
  });
});
