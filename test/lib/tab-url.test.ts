import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getTargetTab, openPopupWindow, tabIdFromSearch } from '../../lib/url/tab-url';

describe('the tab the popup acts on', () => {
  it.each([
    ['?tab=12', 12],
    ['?tab=0', 0],
    ['', undefined],
    ['?tab=abc', undefined],
    ['?tab=-1', undefined],
    ['?tab=1e3', undefined],
  ])('%s → %s', (search, id) => {
    expect(tabIdFromSearch(search)).toBe(id);
  });

  it('is the active tab of the current window for the toolbar popup (activeTab shows its URL)', async () => {
    const query = vi.fn(async () => [{ id: 3, url: 'https://two.example/', title: 'Two' }]);
    fakeBrowser.tabs.query = query as never;
    expect(await getTargetTab('')).toEqual({ id: 3, url: 'https://two.example/', title: 'Two', detached: false });
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
  });

  /** The search string of the window `openPopupWindow(tabId)` opened. */
  async function openedFor(tabId: number): Promise<string> {
    const create = vi.fn(async (_: { url: string }) => ({}));
    fakeBrowser.windows.create = create as never;
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://id${path}`) as never;
    await openPopupWindow(tabId);
    return new URL(create.mock.calls[0]![0].url).search;
  }

  it('is the given tab when Linklet opened the window for it', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://one.example/', active: false });
    await fakeBrowser.tabs.create({ url: 'https://two.example/', active: true });
    expect(await getTargetTab(await openedFor(tab.id!))).toMatchObject({ id: tab.id, url: 'https://one.example/', detached: true });
  });

  it('is no tab for a popup.html?tab= that Linklet did not open (another extension could), nor for a token used before', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://victim.example/', active: false });
    expect(await getTargetTab(`?tab=${tab.id}`)).toEqual({ detached: true });
    expect(await getTargetTab(`?tab=${tab.id}&token=guessed`)).toEqual({ detached: true });
    const search = await openedFor(tab.id!);
    expect((await getTargetTab(search)).url).toBe('https://victim.example/');
    expect(await getTargetTab(search)).toEqual({ detached: true });
    // A token is for its own tab only.
    const other = await fakeBrowser.tabs.create({ url: 'https://other.example/', active: false });
    const forOther = (await openedFor(other.id!)).replace(`tab=${other.id}`, `tab=${tab.id}`);
    expect(await getTargetTab(forOther)).toEqual({ detached: true });
  });

  it('has no URL when the browser hides it or the tab is gone', async () => {
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 5, index: 0, active: true, highlighted: false, pinned: false, incognito: false, windowId: 1 }));
    expect(await getTargetTab(await openedFor(5))).toEqual({ id: 5, url: undefined, title: undefined, detached: true });
    fakeBrowser.tabs.get = vi.fn(async () => {
      throw new Error('No tab with id: 5');
    });
    expect(await getTargetTab(await openedFor(5))).toEqual({ detached: true });
  });

  it('opens as a popup window bound to its tab by a one-time token', async () => {
    const search = await openedFor(7);
    expect(search).toMatch(/^\?tab=7&token=[0-9a-f-]{36}$/);
    const token = new URLSearchParams(search).get('token')!;
    expect((await fakeBrowser.storage.session.get('popupWindowTokens')).popupWindowTokens).toEqual({ [token]: 7 });
  });
});
