// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RateLimitError } from '../../../lib/api/errors';
import { POPUP_MAX_AGE_MS, readFacts, writeFacts } from '../../../lib/instance/facts';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, pixel, type FakeClient } from './setup';
import { account } from '../../fakes/client';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

// What the popup asks the server for on open (the popup performance issue).

let client: FakeClient;
beforeEach(() => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
  client.pixels.list.mockResolvedValue(page([pixel(1, { name: 'FB main' }), pixel(2, { name: 'GA', type: 'google-analytics' })]));
  client.domains.list.mockResolvedValue(
    page([
      { id: 1, name: 'sho.rt' },
      { id: 2, name: 'go.link' },
    ]),
  );
  client.spaces.list.mockResolvedValue(page([{ id: 4, name: 'Work' }]));
});
afterEach(() => cleanup());

const open = () => render(<PopupUnderTest search="" client={client} />);
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

describe('"Shorten as soon as the popup opens"', () => {
  beforeEach(() => configure({ shortenOnOpen: true, autoCopy: false }));

  it('sends only the duplicate check and the store before the link shows; the lists wait for Edit', async () => {
    background({ listPageLinks: [] });
    client.links.create.mockResolvedValue(link(11));
    open();
    await screen.findByDisplayValue('https://sho.rt/a11');
    await settle();
    expect(calls()).toEqual(['links.create', 'links.list']);
    expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: PAGE_URL, search_by: 'url' }));
    expect(screen.queryByLabelText('Destination URL')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change…' }));
    await screen.findByLabelText('FB main (Facebook)');
    await waitFor(() => expect(client.spaces.list).toHaveBeenCalledTimes(1));
    expect(client.pixels.list).toHaveBeenCalledTimes(1);
  });

  it('sends nothing but the check when the page has a link already', async () => {
    background({ listPageLinks: [] });
    client.links.list.mockResolvedValue(page([link(12)]));
    open();
    await screen.findByDisplayValue('https://sho.rt/a12');
    await settle();
    expect(calls()).toEqual(['links.list']);
  });

  it('without a default domain anywhere (settings, account) and with several, shows the form with its choices', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    client.account.get.mockResolvedValue(account(44, { default_domain: null }));
    background({ listPageLinks: [] });
    open();
    await screen.findByText(/Choose a default domain/);
    await screen.findByLabelText('FB main (Facebook)');
    expect(client.links.create).not.toHaveBeenCalled();
    expect(client.domains.list).toHaveBeenCalledTimes(1);
  });
});

describe('one click on a fresh install', () => {
  it('with no default domain chosen, shortens on the account’s default domain', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    client.account.get.mockResolvedValue(account(44, { default_domain: 2 }));
    client.links.create.mockResolvedValue(link(5, { url: PAGE_URL, domain: { id: 2, name: 'go.link' } }));
    background({ listPageLinks: [] });
    open();
    await waitFor(() => expect((screen.getByLabelText('Short link') as HTMLInputElement).value).toBe('https://sho.rt/a5'));
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 2 });
  });

  it('with no default anywhere but one domain, shortens on it', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    client.account.get.mockResolvedValue(account(44, { default_domain: null }));
    client.domains.list.mockResolvedValue(page([{ id: 7, name: 'only.link' }]));
    client.links.create.mockResolvedValue(link(5, { url: PAGE_URL }));
    background({ listPageLinks: [] });
    open();
    await waitFor(() => expect((screen.getByLabelText('Short link') as HTMLInputElement).value).toBe('https://sho.rt/a5'));
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 7 });
  });
});

describe('the choices: the instance facts every page shares, asked again only when old', () => {
  beforeEach(() => configure({ autoCopy: false }));
  const SCOPE = { profileId: 'default', origin: 'https://sho.rt' };
  const old = POPUP_MAX_AGE_MS + 1;

  it('are stored after the first open and reused by the next one: only the duplicate check is sent', async () => {
    background({ listPageLinks: [] });
    open();
    await screen.findByLabelText('GA (Google Analytics)');
    await waitFor(async () => expect((await readFacts(SCOPE)).domains?.value).toHaveLength(2));
    cleanup();
    vi.clearAllMocks();

    open();
    await screen.findByLabelText('GA (Google Analytics)');
    await screen.findByRole('option', { name: 'go.link' });
    await settle();
    expect(calls()).toEqual(['links.list']);
  });

  it('show old choices at once and refresh them in the background', async () => {
    await writeFacts('default', {
      origin: 'https://sho.rt',
      pixels: { at: Date.now() - old, value: [{ id: 7, name: 'Old pixel', type: 'facebook' }] },
      domains: { at: Date.now() - old, value: [{ id: 9, name: 'old.link' }] },
    });
    let answer: (p: unknown) => void = () => {};
    client.pixels.list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    background({ listPageLinks: [] });
    open();
    await screen.findByLabelText('Old pixel (Facebook)');
    await waitFor(() => expect(client.pixels.list).toHaveBeenCalledTimes(1));
    answer(page([pixel(8, { name: 'New pixel' })]));
    await screen.findByLabelText('New pixel (Facebook)');
    await waitFor(async () => expect((await readFacts(SCOPE)).pixels?.value).toMatchObject([{ id: 8 }]));
  });

  it("are never another instance's", async () => {
    await writeFacts('default', { origin: 'https://other.example', pixels: { at: Date.now(), value: [{ id: 7, name: 'Theirs', type: 'facebook' }] } });
    background({ listPageLinks: [] });
    open();
    await screen.findByLabelText('FB main (Facebook)');
    expect(screen.queryByLabelText('Theirs (Facebook)')).toBeNull();
    expect(client.pixels.list).toHaveBeenCalledTimes(1);
  });

  it('remember a server without a domain list as having none', async () => {
    client.domains.list.mockRejectedValue(new ApiError('NotFoundError', '404', { method: 'GET', path: '/api/v1/domains', status: 404 }));
    background({ listPageLinks: [] });
    open();
    await waitFor(async () => expect((await readFacts(SCOPE)).domains).toMatchObject({ value: null }));
    cleanup();
    vi.clearAllMocks();
    open();
    await screen.findByLabelText('FB main (Facebook)');
    await settle();
    expect(client.domains.list).not.toHaveBeenCalled();
  });

  it('a pixel list refused for the rate limit counts down, and comes by itself once the wait is over', { timeout: 15_000 }, async () => {
    client.pixels.list.mockRejectedValueOnce(new RateLimitError('429', { method: 'GET', path: '/api/v1/pixels', status: 429 }, 2));
    background({ listPageLinks: [] });
    open();
    const failed = await screen.findByText(/Too many requests; try again in 2 s/);
    await waitFor(() => expect(failed.textContent).toContain('1 s'), { timeout: 2500 });
    await screen.findByLabelText('FB main (Facebook)', {}, { timeout: 4000 });
    expect(client.pixels.list).toHaveBeenCalledTimes(2);
  });
});
