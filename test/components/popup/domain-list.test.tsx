// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import { Popup } from '../../../components/popup/Popup';
import { mergeOptions } from '../../../components/popup/use-lists';
import { saveInstance } from '../../../lib/instance';
import { instanceInfo } from '../../fakes/client';
import { activeTab, background, clipboard, configure, fakeClient, link, page, type FakeClient } from './setup';

// The popup's Domain choices: the server's list, and the domains of the links the background knows.
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
});
afterEach(() => cleanup());

const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('mergeOptions', () => {
  it.each([
    ['adds what the list lacks', [{ id: 1, name: 'a' }], [{ id: 2 }], [{ id: 1, name: 'a' }, { id: 2 }]],
    ['keeps the first name', [{ id: 1, name: 'a' }], [{ id: 1, name: 'b' }], [{ id: 1, name: 'a' }]],
    ['names what had none', [{ id: 1, name: null }], [{ id: 1, name: 'b' }], [{ id: 1, name: 'b' }]],
    ['merges repeats within what is added', [], [{ id: 3 }, { id: 3, name: 'c' }, { id: 3, name: 'd' }], [{ id: 3, name: 'c' }]],
  ])('%s', (_, list, more, merged) => {
    expect(mergeOptions(list, more)).toEqual(merged);
  });
});

describe('the domains of recent links, on a server without a domain list', () => {
  it('are offered once each, by name where a link names them', async () => {
    await configure({ defaultDomainId: 2 });
    client.domains.list.mockRejectedValue(new ApiError('NotFoundError', '404', { method: 'GET', path: '/api/v1/domains', status: 404 }));
    background({
      findLinkByUrl: null,
      recentLinks: [
        link(1, { domain: 7 }),
        link(2, { domain: { id: 2, name: 'go.link' } }),
        link(3, { domain: undefined, domain_id: 7 }),
        link(4, { domain: { id: 8, name: null } }),
        link(5, { domain: { id: 8, name: 'eight.example' } }),
        link(6, { domain: null }),
      ],
    });
    render(<Popup search="" />);
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    expect(optionTexts('Domain')).toEqual(['Choose…', '#7', 'go.link', 'eight.example', 'Other ID…']);
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('2');
    // The server's "none" is remembered (for the next popup): let that write finish within this test.
    await waitFor(async () => expect((await fakeBrowser.storage.session.get('popupDomains')).popupDomains).toBeTruthy());
  });
});

describe('the account’s default domain', () => {
  it('comes first, named by the instance’s host, and is preselected when no default was chosen', async () => {
    // phpShort's /domains lists only the user's own domains, never the instance's default (global) one.
    await configure({ defaultDomainId: null });
    await saveInstance(instanceInfo(49, 'https://sho.rt', { default_domain: 1 }));
    client.domains.list.mockResolvedValue(page([{ id: 2, name: 'go.link' }]));
    background({ findLinkByUrl: null, recentLinks: [] });
    render(<Popup search="" />);
    await screen.findByRole('option', { name: 'sho.rt' });
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    expect(optionTexts('Domain')).toEqual(['Choose…', 'sho.rt', 'go.link', 'Other ID…']);
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('1');
  });

  it('is named as the Settings view names it: by the server’s name, or the instance’s host name without its port', async () => {
    await configure({ defaultDomainId: null });
    Object.assign(client, { baseUrl: 'http://127.0.0.1:8050', origin: 'http://127.0.0.1:8050' });
    await saveInstance(instanceInfo(49, 'http://127.0.0.1:8050', { default_domain: 1 }));
    client.domains.list.mockResolvedValue(page([{ id: 2, name: 'go.link' }]));
    background({ findLinkByUrl: null, recentLinks: [] });
    render(<Popup search="" />);
    await screen.findByRole('option', { name: 'go.link' }, { timeout: 3000 });
    expect(optionTexts('Domain')).toEqual(['Choose…', '127.0.0.1', 'go.link', 'Other ID…']);
  });
});
