import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getTargetTab, openPopupWindow, tabIdFromSearch } from '../../lib/tab-url';

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

  it('is the given tab when the popup has a window of its own', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://one.example/', active: false });
    await fakeBrowser.tabs.create({ url: 'https://two.example/', active: true });
    expect(await getTargetTab(`?tab=${tab.id}`)).toMatchObject({ id: tab.id, url: 'https://one.example/', detached: true });
  });

  it('has no URL when the browser hides it or the tab is gone', async () => {
    fakeBrowser.tabs.get = vi.fn(async () => ({ id: 5, index: 0, active: true, highlighted: false, pinned: false, incognito: false, windowId: 1 }));
    expect(await getTargetTab('?tab=5')).toEqual({ id: 5, url: undefined, title: undefined, detached: true });
    fakeBrowser.tabs.get = vi.fn(async () => {
      throw new Error('No tab with id: 5');
    });
    expect(await getTargetTab('?tab=5')).toEqual({ detached: true });
  });

  it('opens as a popup window bound to its tab', async () => {
    const create = vi.fn(async () => ({}));
    fakeBrowser.windows.create = create as never;
    fakeBrowser.runtime.getURL = ((path: string) => `chrome-extension://id${path}`) as never;
    await openPopupWindow(7);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ url: 'chrome-extension://id/popup.html?tab=7', type: 'popup' }));
  });
});
