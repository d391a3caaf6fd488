// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, RateLimitError, ValidationError } from '../../../lib/api/errors';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

let client: FakeClient;
let writeText: ReturnType<typeof clipboard>;
let messages: ReturnType<typeof background>;
beforeEach(() => {
  client = fakeClient();
  serveFactsFrom(client);
  writeText = clipboard();
  activeTab();
  messages = background({ listPageLinks: [], listRecentLinks: [], indexLink: undefined, unindexLink: undefined });
});
afterEach(() => cleanup());

const open = (search = '') => render(<PopupUnderTest search={search} client={client} />);
/** The page's link on another domain, as a colleague made it. */
const spring = link(3, { domain: { id: 2, name: 'go.example.test' }, alias: 'spring26', short_url: 'https://go.example.test/spring26' });
const shortLink = () => screen.findByLabelText<HTMLInputElement>('Short link');

describe('one click on a page whose link is elsewhere (issue 39)', () => {
  beforeEach(() => configure({ shortenOnOpen: true }));

  it('makes one with the defaults, copies it, and names the other in one line; "Use it" shows and copies that one', async () => {
    client.links.list.mockResolvedValue(page([spring]));
    client.links.create.mockResolvedValue(link(9));
    open();
    expect((await shortLink()).value).toBe('https://sho.rt/a9');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://sho.rt/a9'));
    expect(client.links.create).toHaveBeenCalledExactlyOnceWith({ url: PAGE_URL, domain_id: 1 });
    expect((await screen.findByText('Also on go.example.test: spring26')).closest('p')?.textContent).toContain('Use it');
    fireEvent.click(screen.getByRole('button', { name: 'Use it: go.example.test/spring26' }));
    await waitFor(async () => expect((await shortLink()).value).toBe('https://go.example.test/spring26'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('https://go.example.test/spring26'));
    // The one just made is not lost from sight: offered for deletion, once confirmed.
    expect(screen.getByText('The link made a moment ago, sho.rt/a9, still exists.')).toBeTruthy();
  });

  it('"Create another" is there after a link made now, too', async () => {
    client.links.create.mockResolvedValue(link(9));
    open();
    await shortLink();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create another' }));
    expect(await screen.findByRole('button', { name: 'Shorten' })).toBeTruthy();
  });
});

describe('"Change…" after one click (issue 39)', () => {
  const preset = { id: 'p1', name: 'Newsletter', domainId: null, spaceId: 4, pixelIds: [2], utm: { source: 'newsletter', medium: 'email' } };

  it('applies a preset — its space, pixels and UTM parameters on the destination — in one update', async () => {
    await configure({ shortenOnOpen: true, autoCopy: false, presets: [preset] });
    client.links.create.mockResolvedValue(link(9));
    client.links.update.mockResolvedValue(link(9, { url: `${PAGE_URL}?utm_source=newsletter&utm_medium=email` }));
    open();
    await shortLink();
    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    fireEvent.change(await screen.findByLabelText('Preset'), { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(client.links.update).toHaveBeenCalledExactlyOnceWith(
      9,
      { url: `${PAGE_URL}?utm_source=newsletter&utm_medium=email`, space_id: 4, pixel_ids: [2] },
      { method: 'PATCH' },
    );
  });
});

describe('"On another domain…" (issue 39)', () => {
  beforeEach(async () => {
    await configure({ shortenOnOpen: true, autoCopy: false });
    client.domains.list.mockResolvedValue(
      page([
        { id: 1, name: 'sho.rt' },
        { id: 2, name: 'go.link' },
      ]),
    );
  });

  it('makes one there for the same page, and deletes the one just made when asked', async () => {
    client.links.create.mockResolvedValueOnce(link(9)).mockResolvedValueOnce(spring);
    client.links.delete.mockResolvedValue({ id: 9, deleted: true });
    open();
    await shortLink();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'On another domain…' }));
    await screen.findByRole('option', { name: 'go.link' });
    // The link's own domain is not offered: it is there already.
    expect(screen.queryByRole('option', { name: 'sho.rt' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: '2' } });
    fireEvent.input(screen.getByLabelText('Alias'), { target: { value: 'spring26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make it there' }));
    await waitFor(async () => expect((await shortLink()).value).toBe('https://go.example.test/spring26'));
    expect(client.links.create).toHaveBeenLastCalledWith({ url: PAGE_URL, domain_id: 2, alias: 'spring26' });
    const replaced = (await screen.findByText('The link made a moment ago, sho.rt/a9, still exists.')).closest('.replaced') as HTMLElement;
    fireEvent.click(within(replaced).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(client.links.delete).toHaveBeenCalledExactlyOnceWith(9));
    await waitFor(() => expect(screen.queryByText(/The link made a moment ago/)).toBeNull());
    expect(messages).toContainEqual(expect.objectContaining({ linklet: 'unindexLink', data: { profileId: 'default', id: 9 } }));
  });

  it('an alias taken there is said at its field; the link shown stays', async () => {
    client.links.create
      .mockResolvedValueOnce(link(9))
      .mockRejectedValueOnce(
        new ValidationError('taken', { method: 'POST', path: '/api/v1/links', status: 422 }, { alias: ['The alias has already been taken.'] }),
      );
    open();
    await shortLink();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'On another domain…' }));
    await screen.findByRole('option', { name: 'go.link' });
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make it there' }));
    const alias = await screen.findByLabelText('Alias');
    await waitFor(() => expect(alias.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The alias has already been taken.')).toBeTruthy();
    expect((await shortLink()).value).toBe('https://sho.rt/a9');
  });
});

describe('what of the address is never sent unseen (issue 39)', () => {
  it('credentials: taken out and said in one line; the server never receives them', async () => {
    await configure({ shortenOnOpen: true });
    activeTab('https://alice:s3cret@example.com/article');
    client.links.create.mockResolvedValue(link(9));
    open();
    await shortLink();
    expect(screen.getByText('The user name and password in this address were left out: they are never sent.')).toBeTruthy();
    expect(JSON.stringify([client.links.list.mock.calls, client.links.create.mock.calls])).not.toContain('s3cret');
  });

  it('a secret-looking parameter: the form with the note, and no request at all until Shorten', async () => {
    await configure({ shortenOnOpen: true });
    activeTab('https://example.com/reset?reset_code=77&utm_source=x');
    client.links.create.mockResolvedValue(link(9, { url: 'https://example.com/reset?reset_code=77&utm_source=x' }));
    open();
    await screen.findByText('This address has a part that looks secret (“reset_code”): nothing has been sent. Shorten it only if you mean to share it.');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(client.links.list).not.toHaveBeenCalled();
    expect(client.links.create).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
    await shortLink();
    expect(client.links.create).toHaveBeenCalledTimes(1);
  });
});

describe('a page of the person’s own network is seen before it is published (issue 47)', () => {
  const NOTE = 'This page is on your own network: its address becomes public in the short link.';

  it.each(['http://10.1.2.3/admin/users/42/edit', 'https://wiki/team/roadmap', 'http://nas.local/share', 'http://192.168.1.20/'])(
    'one click on %s opens the form with its note; nothing is stored before Shorten',
    async (url) => {
      await configure({ shortenOnOpen: true });
      activeTab(url);
      client.links.create.mockResolvedValue(link(9, { url }));
      open();
      await screen.findByText(NOTE);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(client.links.create).not.toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: 'Shorten' }));
      await shortLink();
      expect(client.links.create).toHaveBeenCalledTimes(1);
    },
  );

  it('shortens at once once the person said so (or the policy AllowPrivateOneClick, which sets the same setting)', async () => {
    await configure({ shortenOnOpen: true });
    // A setting of the browser (version 3's top level), not of a profile.
    const { settings } = await fakeBrowser.storage.local.get('settings');
    const profile = { id: 'default', ...(settings as object) };
    await fakeBrowser.storage.local.set({
      settings: { activeProfileId: 'default', shortenOnOpen: true, allowPrivateOneClick: true, profiles: [profile] },
      settings$: { v: 3 },
    });
    activeTab('http://10.1.2.3/admin');
    client.links.create.mockResolvedValue(link(9, { url: 'http://10.1.2.3/admin' }));
    open();
    await shortLink();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});

describe('a refused key is said, never hidden behind the device’s link (issue 40)', () => {
  it('the page’s link known on this device shows with the refusal, and is not copied by itself', async () => {
    await configure({ shortenOnOpen: true });
    background({ listPageLinks: [link(3)], listRecentLinks: [] });
    client.links.list.mockRejectedValue(new ApiError('UnauthorizedError', 'GET /api/v1/links: 401', { method: 'GET', path: '/api/v1/links', status: 401 }));
    open();
    expect((await shortLink()).value).toBe('https://sho.rt/a3');
    expect(screen.getByText('Known on this device: your instance did not confirm this link.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('rejected the API key');
    expect(screen.queryByText('Copied')).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('the page in front’s state first (issue 40)', () => {
  const earlier = {
    source: 'command',
    url: 'chrome://extensions/',
    message: 'This page can’t be shortened.',
    problem: { name: 'Unshortenable' },
    at: new Date(Date.now() - 120_000).toISOString(),
  };

  it('a failure of the shortcut on another page is not shown over this page’s new link', async () => {
    await configure({ shortenOnOpen: true });
    await fakeBrowser.storage.session.set({ lastBackgroundError: earlier });
    client.links.create.mockResolvedValue(link(9));
    open();
    await shortLink();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/shortcut’s shorten failed/)).toBeNull();
    expect(screen.queryByText('This page can’t be shortened.')).toBeNull();
  });

  it('with the form in front, it comes after the form, named with where, when and its page', async () => {
    await configure();
    await fakeBrowser.storage.session.set({ lastBackgroundError: earlier });
    open();
    const notice = (await screen.findByText('The keyboard shortcut’s shorten failed, 2 minutes ago:')).closest('[role=alert]')!;
    expect(notice.textContent).toContain('Page: chrome://extensions/');
    const form = screen.getByRole('button', { name: 'Shorten' }).closest('form')!;
    // After the form in the document: what is in front is the current truth.
    expect(form.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the current problem first in view (issue 40)', () => {
  it('one click refused for the rate limit: its wait is said above the form, not below it', async () => {
    await configure({ shortenOnOpen: true });
    client.links.list.mockRejectedValue(new RateLimitError('429', { method: 'GET', path: '/api/v1/links', status: 429 }, 43));
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/try again in 4\d s/);
    const url = screen.getByLabelText('URL to shorten');
    expect(alert.compareDocumentPosition(url) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('"Also on …" tells the truth (issue 48)', () => {
  beforeEach(() => configure({ shortenOnOpen: true, autoCopy: false }));
  const expired = link(5, { url: PAGE_URL, alias: 'slj8d', short_url: 'http://localhost:8050/slj8d', ends_at: '2026-01-01T00:00:00Z' });
  const blog = link(4, { url: PAGE_URL, domain: { id: 2, name: 'go.example.test' }, alias: 'blog-spring', short_url: 'https://go.example.test/blog-spring' });
  const elsewhere = link(3, { url: PAGE_URL, domain: { id: 3, name: 'lnk.global.test' }, alias: 'spring', short_url: 'https://lnk.global.test/spring' });

  it('names an expired link expired and offers nothing for it; a link on another domain is its own line', async () => {
    client.links.list.mockResolvedValue(page([expired, blog, elsewhere]));
    client.links.create.mockResolvedValue(link(9));
    open();
    await shortLink();
    const line = (await screen.findByText('Also on localhost:8050: slj8d')).closest('p')!;
    expect(line.textContent).toContain('(expired)');
    expect(within(line).queryByRole('button')).toBeNull();
    const other = (await screen.findByText('Also on go.example.test: blog-spring')).closest('p')!;
    expect(other.textContent).not.toContain('more');
    expect(within(other).getByRole('button', { name: 'Use it: go.example.test/blog-spring' })).toBeTruthy();
    expect(screen.getByText('Also on lnk.global.test: spring')).toBeTruthy();
  });

  it('offers "Enable it" for a disabled link, turns it back on in one PATCH and shows it', async () => {
    const off = link(5, { url: PAGE_URL, alias: 'slj8d', short_url: 'http://localhost:8050/slj8d', disabled: 1 });
    client.links.list.mockResolvedValue(page([off]));
    client.links.create.mockResolvedValue(link(9));
    client.links.update.mockResolvedValue({ ...off, disabled: 0 });
    open();
    await shortLink();
    const line = (await screen.findByText('Also on localhost:8050: slj8d')).closest('p')!;
    expect(line.textContent).toContain('(disabled)');
    fireEvent.click(within(line).getByRole('button', { name: 'Enable it: localhost:8050/slj8d' }));
    await waitFor(async () => expect((await shortLink()).value).toBe('http://localhost:8050/slj8d'));
    expect(client.links.update).toHaveBeenCalledExactlyOnceWith(5, { disabled: 0 }, { method: 'PATCH' });
  });
});

describe('a kept draft is never hidden (issue 48)', () => {
  it('names the draft in one line when the page’s link shows first in one-click mode; Continue opens it', async () => {
    await configure({ shortenOnOpen: true, autoCopy: false });
    await fakeBrowser.storage.session.set({ drafts: { [PAGE_URL]: { form: { url: PAGE_URL, alias: 'spring', domainId: '1' }, errors: {}, savedAt: 1 } } });
    client.links.list.mockResolvedValue(page([link(1, { url: PAGE_URL })]));
    open();
    expect((await shortLink()).value).toBe('https://sho.rt/a1');
    const line = (await screen.findByText(/Draft kept: …\/spring/)).closest('p')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Continue the draft …/spring' }));
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('spring');
    expect(client.links.create).not.toHaveBeenCalled();
  });
});
