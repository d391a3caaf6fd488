import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { MENU_PAGE, MENU_PROFILE, setupContextMenu } from '../../../entrypoints/background/context-menu';
import { saveApiKey, saveSettings } from '../../../lib/settings';
import { addProfile, removeProfile, renameProfile } from '../../../lib/settings/profiles';
import { startServer, type RefServer } from '../../server';
import { configure, fakeEvent, posts, stub, stubOffscreenClipboard, stubOpenOptionsPage } from './helpers';

type ClickData = Browser.contextMenus.OnClickData;

// Two instances, two accounts: each must only ever see its own key.
let home: RefServer;
let work: RefServer;
beforeAll(async () => {
  [home, work] = await Promise.all([
    startServer({ port: 0, seed: { links: 3 }, apiKey: 'home-key' }),
    startServer({ port: 0, seed: { links: 3 }, apiKey: 'work-key' }),
  ]);
});
afterAll(async () => {
  await Promise.all([home?.close(), work?.close()]);
});

let menus: {
  create: ReturnType<typeof vi.fn>;
  removeAll: ReturnType<typeof vi.fn>;
  onClicked: ReturnType<typeof fakeEvent<[ClickData, Browser.tabs.Tab | undefined]>>;
};
let workId: string;

/** The items as last created (after the last removeAll). */
function items(): Array<{ id: string; title: string; contexts: string[] }> {
  const calls = menus.create.mock.calls.map(([item]) => item);
  const last = menus.removeAll.mock.invocationCallOrder.at(-1) ?? 0;
  return calls.filter((_, i) => menus.create.mock.invocationCallOrder[i]! > last);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const click = (info: Partial<ClickData>) => menus.onClicked.trigger({ editable: false, ...info } as ClickData, undefined);

beforeEach(async () => {
  home.reset({ links: 3 });
  work.reset({ links: 3 });
  menus = { create: vi.fn((item: { id: string }) => item.id), removeAll: vi.fn(async () => undefined), onClicked: fakeEvent() };
  stub('contextMenus', menus);
  setupContextMenu();
  await configure(home);
  const profile = await addProfile('Work', { instanceUrl: work.url, defaultDomainId: 1 });
  workId = profile.id;
  await saveApiKey(workId, work.apiKey, work.origin, true);
  await settle();
});

describe('context menu with profiles', () => {
  it('has one "Shorten with <profile>" item per profile, for pages and links, rebuilt when the profiles change', async () => {
    expect(items().map((item) => [item.id, item.title])).toEqual([
      [MENU_PAGE, 'Shorten this page'],
      ['shorten-link', 'Shorten this link'],
      ['shorten-selection', 'Shorten selected URL'],
      [`${MENU_PROFILE}default`, `Shorten with ${home.origin.replace('http://', '')}`],
      [MENU_PROFILE + workId, 'Shorten with Work'],
    ]);
    expect(items().at(-1)!.contexts).toEqual(['page', 'link']);
    await renameProfile(workId, 'Office');
    await settle();
    expect(items().at(-1)!.title).toBe('Shorten with Office');
    await removeProfile(workId);
    await settle();
    expect(items().map((item) => item.id)).toEqual([MENU_PAGE, 'shorten-link', 'shorten-selection']);
  });

  it('is not rebuilt by a change that leaves the profiles as they were', async () => {
    const before = menus.removeAll.mock.calls.length;
    await configure(home, { autoCopy: false });
    await settle();
    expect(menus.removeAll.mock.calls.length).toBe(before);
  });

  it("shortens the link through that profile's instance and key only", async () => {
    stubOffscreenClipboard();
    home.clearRequests();
    await click({ menuItemId: MENU_PROFILE + workId, pageUrl: 'https://example.org/', linkUrl: 'https://example.org/for-work' });
    expect(posts(work).map((r) => new URLSearchParams(r.body).get('url'))).toEqual(['https://example.org/for-work']);
    expect(work.apiRequests().every((r) => r.headers.authorization === 'Bearer work-key')).toBe(true);
    expect(home.apiRequests()).toEqual([]);
  });

  it("shortens the page through the other profile's item, and its key never reaches the first", async () => {
    stubOffscreenClipboard();
    work.clearRequests();
    await click({ menuItemId: `${MENU_PROFILE}default`, pageUrl: 'https://example.org/for-home' });
    expect(posts(home).map((r) => new URLSearchParams(r.body).get('url'))).toEqual(['https://example.org/for-home']);
    expect(JSON.stringify(home.requests)).not.toContain('work-key');
    expect(work.apiRequests()).toEqual([]);
  });

  it('sends nothing for a profile removed since the menu was built (no other profile stands in)', async () => {
    const openOptions = stubOpenOptionsPage();
    await removeProfile(workId);
    home.clearRequests();
    work.clearRequests();
    await click({ menuItemId: MENU_PROFILE + workId, pageUrl: 'https://example.org/gone' });
    expect([home.apiRequests(), work.apiRequests()]).toEqual([[], []]);
    expect(openOptions).toHaveBeenCalled();
  });
});

describe('context menu: only profiles that can shorten (issue 48)', () => {
  it('leaves out a profile with no instance yet, or no key, and lists it once it has both', async () => {
    const colleague = await addProfile('Colleague B');
    await settle();
    expect(items().map((item) => item.title)).not.toContain('Shorten with Colleague B');
    expect(items().map((item) => item.title)).toContain('Shorten with Work');
    await saveSettings({ instanceUrl: work.url }, colleague.id);
    await settle();
    expect(items().map((item) => item.title)).not.toContain('Shorten with Colleague B');
    await saveApiKey(colleague.id, work.apiKey, work.origin, true);
    await settle();
    expect(items().map((item) => item.title)).toContain('Shorten with Colleague B');
  });
});
