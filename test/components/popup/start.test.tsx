// @vitest-environment happy-dom
/**
 * The popup's start (lib/popup/start.ts): it reads storage and the tab once, makes the one
 * choice, and the automatic shorten's requests leave before the popup renders anything; the
 * popup then shows the flow's states, reading and sending nothing twice.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import type { ApiClient } from '../../../lib/api';
import { startPopup } from '../../../lib/popup/start';
import { saveConnection } from '../../../lib/settings/connection';
import { serveFactsFrom } from '../../fakes/facts';
import { instanceFacts, storeFacts } from '../../fakes/client';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, type FakeClient } from './setup';

let client: FakeClient;
const connect = () => client as unknown as ApiClient;
beforeEach(async () => {
  client = fakeClient();
  serveFactsFrom(client);
  clipboard();
  await configure();
});
afterEach(() => cleanup());

describe('the popup’s start', () => {
  it('reads each storage area once, while the tab is still being asked for', async () => {
    let answerTab: (tabs: unknown[]) => void = () => {};
    fakeBrowser.tabs.query = vi.fn(() => new Promise((resolve) => (answerTab = resolve))) as never;
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const session = vi.spyOn(fakeBrowser.storage.session, 'get');
    background({ listPageLinks: [] });
    const started = startPopup('', { make: connect });
    await vi.waitFor(() => expect(local).toHaveBeenCalledTimes(1));
    expect(session).toHaveBeenCalledTimes(1);
    answerTab([{ id: 9, url: PAGE_URL, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 }]);
    expect(await started).toMatchObject({ kind: 'ready', mode: 'manual', read: { page: { ok: true, url: PAGE_URL } } });
    expect(local).toHaveBeenCalledTimes(1);
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('a new install shortens on the toolbar click: the check and the store leave before the popup renders', async () => {
    // Nothing chosen but the connection, saved as the settings page's Save does.
    await fakeBrowser.storage.local.clear();
    await saveConnection({ baseUrl: 'https://sho.rt', apiKey: 'secret-key', rememberKey: true });
    activeTab();
    background({ listPageLinks: [], indexLink: undefined, listRecentLinks: [] });
    client.links.create.mockResolvedValue(link(5));
    const start = await startPopup('', { make: connect });
    expect(start).toMatchObject({ kind: 'ready', mode: 'auto' });
    // Nothing rendered yet, and the duplicate check is already on its way (with the account,
    // asked for its default domain, as no domain was chosen; Save would have stored it).
    const checks = () => client.links.list.mock.calls.filter(([query]) => query?.search === PAGE_URL).length;
    expect(checks()).toBe(1);
    render(<Popup start={start} />);
    await screen.findByDisplayValue('https://sho.rt/a5');
    expect(checks()).toBe(1);
    expect(client.links.create).toHaveBeenCalledTimes(1);
    expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 1 });
  });

  it('a draft for the page (what the user typed last time) wins: the form, nothing sent', async () => {
    await configure({ shortenOnOpen: true });
    await fakeBrowser.storage.session.set({
      drafts: { [PAGE_URL]: { form: { url: PAGE_URL, domainId: '1', alias: 'kept' }, errors: {}, savedAt: Date.now() } },
    });
    activeTab();
    background({ listPageLinks: [] });
    const start = await startPopup('', { make: connect });
    expect(start).toMatchObject({ mode: 'manual' });
    render(<Popup start={start} />);
    expect(((await screen.findByLabelText('Alias')) as HTMLInputElement).value).toBe('kept');
    expect(client.links.create).not.toHaveBeenCalled();
    // The form asked for its lists: the test ends once their answer is stored, not while it is
    // being written (a write left running would land in the next test's storage).
    await vi.waitFor(async () => expect(JSON.stringify(await fakeBrowser.storage.local.get('instanceFacts'))).toContain('"pixels"'));
  });

  it('automatic with no domain known: asks what the server says first (the account’s default), then shortens', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    activeTab();
    background({ listPageLinks: [], indexLink: undefined });
    client.account.get.mockResolvedValue({ ...(await client.account.get()), default_domain: 7 });
    client.links.create.mockResolvedValue(link(5));
    const start = await startPopup('', { make: connect });
    expect(start).toMatchObject({ mode: 'auto', read: { settings: { defaultDomainId: 7 } } });
    await vi.waitFor(() => expect(client.links.create).toHaveBeenCalledWith({ url: PAGE_URL, domain_id: 7 }));
  });

  it('automatic with no domain to be had: it says to choose one, at the form', async () => {
    await configure({ shortenOnOpen: true, defaultDomainId: null });
    await storeFacts({ ...instanceFacts(44, 'https://sho.rt', { default_domain: null }), domains: { at: Date.now(), value: [{ id: 1 }, { id: 2 }] } });
    client.account.get.mockResolvedValue({ ...(await client.account.get()), default_domain: null });
    client.domains.list.mockResolvedValue(page([{ id: 1 }, { id: 2 }]));
    activeTab();
    background({ listPageLinks: [] });
    const start = await startPopup('', { make: connect });
    await vi.waitFor(() =>
      expect(start).toMatchObject({
        mode: 'auto',
        flow: { state: { step: 'input', fields: { domainId: expect.stringContaining('Choose a default domain') } } },
      }),
    );
    expect(client.links.create).not.toHaveBeenCalled();
  });

  it('not configured: no key, or a stored URL or key the client refuses', async () => {
    activeTab();
    background({});
    expect(
      await startPopup('', {
        make: () => {
          throw new Error('refused');
        },
      }),
    ).toMatchObject({ kind: 'not-configured' });
    await fakeBrowser.storage.local.remove('apiKey');
    expect(await startPopup('', { make: connect })).toMatchObject({ kind: 'not-configured' });
  });

  it('sends nothing for a page that cannot be shortened', async () => {
    await configure({ shortenOnOpen: true });
    activeTab('chrome://settings/');
    background({ listPageLinks: [] });
    expect(await startPopup('', { make: connect })).toMatchObject({ kind: 'ready', mode: 'manual', read: { page: { ok: false } } });
    await new Promise((r) => setTimeout(r, 20));
    expect(client.links.list).not.toHaveBeenCalled();
  });

  it('uses the window’s one-time token once: the popup takes the tab the start read', async () => {
    await fakeBrowser.storage.session.set({ popupWindowTokens: { t1: 9 } });
    fakeBrowser.tabs.get = vi.fn(async () => ({
      id: 9,
      url: PAGE_URL,
      title: 'An article',
      index: 0,
      active: true,
      highlighted: true,
      pinned: false,
      incognito: false,
      windowId: 1,
    })) as never;
    background({ listPageLinks: [] });
    expect(await startPopup('?tab=9&token=t1', { make: connect })).toMatchObject({
      kind: 'ready',
      read: { page: { ok: true, url: PAGE_URL }, tab: { id: 9, detached: true } },
    });
    expect(fakeBrowser.tabs.get).toHaveBeenCalledTimes(1);
    expect((await fakeBrowser.storage.session.get('popupWindowTokens')).popupWindowTokens).toEqual({});
  });
});
