// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFacts } from '../../../lib/instance/facts';
import { noteLinksPage } from '../../../lib/instance/revalidate';
import { instanceFacts, storeFacts } from '../../fakes/client';
import { activeTab, background, clipboard, configure, fakeClient, link, page, type FakeClient } from './setup';
import { PopupUnderTest } from './popup-under-test';
import { serveFactsFrom } from '../../fakes/facts';

// The popup's Domain choices: the server's list, and the domains of the links the background knows.

let client: FakeClient;
beforeEach(() => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  activeTab();
});
afterEach(() => cleanup());

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('the domains of the newest links, on a server without a domain list', () => {
  it('are offered once each, by name where a link names them, with no request for them', async () => {
    await configure({ defaultDomainId: 2 });
    client.domains.list.mockRejectedValue(new ApiError('NotFoundError', '404', { method: 'GET', path: '/api/v1/domains', status: 404 }));
    // What the newest links use, as the index refresh's first page (or Save's check) noted it.
    const links = [
      link(1, { domain: 7 }),
      link(2, { domain: { id: 2, name: 'go.link' } }),
      link(3, { domain: undefined, domain_id: 7 }),
      link(4, { domain: { id: 8, name: null } }),
      link(5, { domain: { id: 8, name: 'eight.example' } }),
      link(6, { domain: null }),
    ];
    await noteLinksPage({ profileId: 'default', origin: 'https://sho.rt' }, { items: links, meta: { current_page: 1, last_page: 1, total: 6 }, skipped: [] });
    background({ listPageLinks: [] });
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    // The most used first; domain 7 is named by no link: it is called what its links' short URLs' host is.
    expect(optionTexts('Domain')).toEqual(['Choose…', 'sho.rt', 'eight.example', 'go.link', 'Other ID…']);
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('2');
    expect(client.links.list.mock.calls.every(([query]) => query?.search_by === 'url')).toBe(true);
    // The server's "none" is remembered for every page: let that write finish within this test.
    await waitFor(async () => expect((await readFacts({ profileId: 'default', origin: 'https://sho.rt' })).domains?.value).toBeNull());
  });
});

describe('the account’s default domain', () => {
  it('comes first, named by the instance’s host, and is preselected when no default was chosen', async () => {
    // phpShort's /domains lists only the user's own domains, never the instance's default (global) one.
    await configure({ defaultDomainId: null });
    await storeFacts(instanceFacts(49, 'https://sho.rt', { default_domain: 1 }));
    client.domains.list.mockResolvedValue(page([{ id: 2, name: 'go.link' }]));
    background({ listPageLinks: [], listRecentLinks: [] });
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByRole('option', { name: 'sho.rt' });
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    expect(optionTexts('Domain')).toEqual(['Choose…', 'sho.rt', 'go.link', 'Other ID…']);
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('1');
  });

  it('is named as the Settings view names it: by the server’s name, or the instance’s host name without its port', async () => {
    const instance = 'http://127.0.0.1:8050';
    await fakeBrowser.storage.local.set({
      settings: { instanceUrl: instance, defaultDomainId: null },
      settings$: { v: 2 },
      apiKey: { origin: instance, key: 'secret-key' },
    });
    Object.assign(client, { baseUrl: instance, origin: instance });
    await storeFacts(instanceFacts(49, instance, { default_domain: 1 }));
    client.domains.list.mockResolvedValue(page([{ id: 2, name: 'go.link' }]));
    background({ listPageLinks: [], listRecentLinks: [] });
    render(<PopupUnderTest search="" client={client} />);
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    expect(optionTexts('Domain')).toEqual(['Choose…', '127.0.0.1', 'go.link', 'Other ID…']);
  });
});
