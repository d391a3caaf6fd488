import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadStart } from '../../../components/popup/use-start';
import { activeTab, background, configure, fakeClient, link, page, PAGE_URL, type FakeClient } from './setup';

// What the popup starts at once, without timing anything: each read or request is shown to go
// out while another is still unanswered.
const state = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../../../lib/connection', () => ({
  getConnection: vi.fn(async () => ({ ready: true, settings: {}, client: state.client })),
}));

let client: FakeClient;
beforeEach(async () => {
  client = fakeClient();
  state.client = client;
  await configure();
});

const readKeys = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.flatMap(([keys]) => (Array.isArray(keys) ? keys : [keys]));

describe('loadStart', () => {
  it('reads the settings and the key while the tab is still being asked for', async () => {
    let answerTab: (tabs: unknown[]) => void = () => {};
    fakeBrowser.tabs.query = vi.fn(() => new Promise((resolve) => (answerTab = resolve))) as never;
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    background({ findLinkByUrl: null });
    const start = loadStart('');
    await vi.waitFor(() => expect(readKeys(get)).toEqual(expect.arrayContaining(['settings', 'apiKey'])));
    answerTab([{ id: 9, url: PAGE_URL, title: 'An article', index: 0, active: true, highlighted: true, pinned: false, incognito: false, windowId: 1 }]);
    expect(await start).toMatchObject({ kind: 'ready', url: PAGE_URL });
  });

  it('sends the duplicate check without waiting for the settings, and hands it over once', async () => {
    activeTab();
    background({ findLinkByUrl: null });
    client.links.list.mockResolvedValue(page([link(4)]));
    const read = fakeBrowser.storage.local.get.bind(fakeBrowser.storage.local);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementation((async (keys: never) => {
      await held;
      return read(keys);
    }) as never);
    const start = loadStart('');
    await vi.waitFor(() => expect(client.links.list).toHaveBeenCalledWith(expect.objectContaining({ search: PAGE_URL, search_by: 'url' })));
    release();
    const ready = await start;
    if (ready.kind !== 'ready') throw new Error(`not ready: ${ready.kind}`);
    expect(await ready.duplicate).toMatchObject({ id: 4 });
    expect(client.links.list).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a page that cannot be shortened', async () => {
    activeTab('chrome://settings/');
    background({ findLinkByUrl: null });
    expect(await loadStart('')).toMatchObject({ kind: 'unshortenable' });
    await new Promise((r) => setTimeout(r, 20));
    expect(client.links.list).not.toHaveBeenCalled();
  });
});
