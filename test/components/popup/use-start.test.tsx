// @vitest-environment happy-dom
/**
 * The hand-off from the popup's start (lib/popup-start) to its app: the start reads storage and
 * the tab once, sends the automatic shorten's requests once, and the app takes those values as
 * they are, reading and sending nothing twice.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadStart } from '../../../components/popup/use-start';
import { Popup } from '../../../components/popup/Popup';
import { startPopup } from '../../../lib/popup-start';
import { activeTab, background, clipboard, configure, fakeClient, link, page, PAGE_URL, type FakeClient } from './setup';
import { serveFactsFrom } from '../../fakes/facts';

const state = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../../../lib/connection', () => ({
  clientOf: vi.fn(() => state.client),
}));

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  state.client = client;
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
    background({ findLinkByUrl: null });
    const { start } = startPopup('');
    await vi.waitFor(() => expect(local).toHaveBeenCalledTimes(1));
    expect(session).toHaveBeenCalledTimes(1);
    answerTab([{ id: 9, url: PAGE_URL, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 }]);
    expect(await loadStart(start)).toMatchObject({ kind: 'ready', url: PAGE_URL });
    expect(local).toHaveBeenCalledTimes(1);
    expect(session).toHaveBeenCalledTimes(1);
  });

  it('hands the app the automatic shorten under way: one duplicate check, one store, shown by the app', async () => {
    await configure({ shortenOnOpen: true });
    activeTab();
    background({ findLinkByUrl: null, linkSaved: undefined, recentLinks: [] });
    client.links.list.mockResolvedValue(page([]));
    client.links.create.mockResolvedValue(link(5));
    const { start } = startPopup('');
    const early = await start.early;
    expect(await early!.store).toMatchObject({ id: 5 });
    render(<Popup start={start} />);
    await screen.findByDisplayValue('https://sho.rt/a5');
    expect(client.links.list).toHaveBeenCalledTimes(1);
    expect(client.links.create).toHaveBeenCalledTimes(1);
  });

  it('a store the start sent that failed is the app’s failure to explain, and Try again sends one more', async () => {
    await configure({ shortenOnOpen: true });
    activeTab();
    background({ findLinkByUrl: null, linkSaved: undefined, recentLinks: [] });
    client.links.list.mockResolvedValue(page([]));
    client.links.create.mockRejectedValueOnce(Object.assign(new Error('429'), { name: 'RateLimitError', retryAfter: 0 })).mockResolvedValueOnce(link(6));
    const { start } = startPopup('');
    render(<Popup start={start} />);
    (await screen.findByRole('button', { name: 'Try again' })).click();
    await screen.findByDisplayValue('https://sho.rt/a6');
    expect(client.links.create).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for a page that cannot be shortened', async () => {
    await configure({ shortenOnOpen: true });
    activeTab('chrome://settings/');
    background({ findLinkByUrl: null });
    const { start } = startPopup('');
    expect(await loadStart(start)).toMatchObject({ kind: 'unshortenable' });
    expect(await start.early).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(client.links.list).not.toHaveBeenCalled();
  });

  it('uses the window’s one-time token once: the app takes the tab the start read', async () => {
    await fakeBrowser.storage.session.set({ popupWindowTokens: { t1: 9 } });
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 9, url: PAGE_URL, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 })) as never;
    background({ findLinkByUrl: null });
    const { start } = startPopup('?tab=9&token=t1');
    expect(await loadStart(start)).toMatchObject({ kind: 'ready', url: PAGE_URL, tab: { id: 9, detached: true } });
    expect(fakeBrowser.tabs.get).toHaveBeenCalledTimes(1);
    expect((await fakeBrowser.storage.session.get('popupWindowTokens')).popupWindowTokens).toEqual({});
  });
});
