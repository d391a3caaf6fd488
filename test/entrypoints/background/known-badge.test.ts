import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { markTab, setupKnownBadge } from '../../../entrypoints/background/known-badge';
import { KNOWN_MARK, knownLinkFor, showKnownMark } from '../../../lib/background/known-badge';
import { saveSettings } from '../../../lib/settings';
import { commitFull, makeLink, makeLinks, SCOPE } from '../../lib/link-index/fixtures';

// The "already shortened" mark: per tab, from the index alone (no fetch is ever made), with the
// duplicate decision's idea of a page.
const ORIGIN = 'https://sho.rt';
const KNOWN = 'https://shop.example/summer';

beforeEach(async () => {
  await saveSettings({ instanceUrl: ORIGIN, showKnownLink: true });
  await commitFull(ORIGIN, [...makeLinks(20), makeLink(21, { url: KNOWN, short_url: 'https://sho.rt/promo' })]);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no request may leave'))),
  );
  return () => vi.unstubAllGlobals();
});

const mark = (tabId: number) => fakeBrowser.action.getBadgeText({ tabId });

/** A tab that `tabs.query({ active: true })` answers (WXT's fake browser cannot activate a tab it lists). */
async function activeTab(url: string) {
  const tab = await fakeBrowser.tabs.create({ url });
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ ...tab, active: true }]);
  return tab;
}

describe('knownLinkFor', () => {
  const find = vi.fn(async (url: string) => (url === KNOWN ? makeLink(1, { url }) : null));
  it.each<[string, boolean, string | undefined, boolean]>([
    ['a known page', true, KNOWN, true],
    ['the setting off', false, KNOWN, false],
    ['no address (no tabs permission)', true, undefined, false],
    ['a browser page', true, 'chrome://settings', false],
    ['an unknown page', true, 'https://else.example/', false],
  ])('%s', async (_, enabled, url, marked) => {
    expect((await knownLinkFor(enabled, url, find)) !== null).toBe(marked);
  });
  it('counts a failed lookup as none', async () => {
    expect(await knownLinkFor(true, KNOWN, () => Promise.reject(new Error('idb closed')))).toBeNull();
  });
});

describe('the mark on the toolbar button', () => {
  it('marks a tab shown on a page the index knows, the #fragment ignored, and only that tab', async () => {
    setupKnownBadge();
    await fakeBrowser.action.setBadgeText({ text: '3' });
    const known = await fakeBrowser.tabs.create({ url: `${KNOWN}#reviews` });
    const other = await fakeBrowser.tabs.create({ url: 'https://else.example/' });
    await markTab(known.id!, known.url);
    await markTab(other.id!, other.url);
    expect(await mark(known.id!)).toBe(KNOWN_MARK);
    // Another tab has no mark of its own: it shows the shared badge (the queue's count here).
    expect(await mark(other.id!)).toBe('');
    expect(await fakeBrowser.action.getBadgeText({})).toBe('3');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows tab activation and address changes, and clears the mark when the page has no link', async () => {
    setupKnownBadge();
    const tab = await fakeBrowser.tabs.create({ url: KNOWN });
    await fakeBrowser.tabs.onActivated.trigger({ tabId: tab.id!, windowId: tab.windowId! });
    await vi.waitFor(async () => expect(await mark(tab.id!)).toBe(KNOWN_MARK));
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { url: 'https://else.example/' }, { ...tab, url: 'https://else.example/' });
    await vi.waitFor(async () => expect(await mark(tab.id!)).toBe(''));
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { url: `${KNOWN}#top` }, { ...tab, url: `${KNOWN}#top` });
    await vi.waitFor(async () => expect(await mark(tab.id!)).toBe(KNOWN_MARK));
    // A change that is not an address (a title, loading state) does not look anything up.
    await fakeBrowser.action.setBadgeText({ tabId: tab.id!, text: 'x' });
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { title: 'Summer' }, tab);
    expect(await mark(tab.id!)).toBe('x');
  });

  it('marks nothing while the setting is off, and turning it off clears the active tab', async () => {
    setupKnownBadge();
    const tab = await activeTab(KNOWN);
    await markTab(tab.id!, tab.url);
    expect(await mark(tab.id!)).toBe(KNOWN_MARK);
    await saveSettings({ showKnownLink: false });
    await vi.waitFor(async () => expect(await mark(tab.id!)).toBe(''));
    await fakeBrowser.tabs.onActivated.trigger({ tabId: tab.id!, windowId: tab.windowId! });
    await markTab(tab.id!, tab.url);
    expect(await mark(tab.id!)).toBe('');
  });

  it.each([false, true])('gives the mark a tooltip naming the link, and the shared title back when the mark goes (Firefox: %s)', async (firefox) => {
    const title = (tabId?: number) => fakeBrowser.action.getTitle(tabId === undefined ? {} : { tabId });
    await fakeBrowser.action.setTitle({ title: 'Shorten this page with Linklet' });
    const tab = await fakeBrowser.tabs.create({ url: KNOWN });
    const other = await fakeBrowser.tabs.create({ url: 'https://else.example/' });
    await showKnownMark(tab.id!, makeLink(21, { url: KNOWN, short_url: 'https://sho.rt/promo' }), firefox);
    expect(await title(tab.id)).toBe('Linklet: this page already has a short link, https://sho.rt/promo');
    // A tab that never had the mark keeps no title of its own: it follows the shared one (✓, the queue…).
    await showKnownMark(other.id!, null, firefox);
    expect(await title(other.id)).toBe('');
    await showKnownMark(tab.id!, null, firefox);
    expect(await mark(tab.id!)).toBe('');
    // Firefox drops the tab's own title; Chrome refuses to, and gets the shared one as it is now.
    expect(await title(tab.id)).toBe(firefox ? '' : 'Shorten this page with Linklet');
  });

  it('marks the active tab when the index learns of its link (made from the context menu, say)', async () => {
    setupKnownBadge();
    const tab = await activeTab('https://new.example/page');
    await markTab(tab.id!, tab.url);
    expect(await mark(tab.id!)).toBe('');
    const { upsertLinks } = await import('../../../lib/link-index');
    await upsertLinks(SCOPE, [makeLink(50, { url: 'https://new.example/page' })]);
    await vi.waitFor(async () => expect(await mark(tab.id!)).toBe(KNOWN_MARK));
  });
});
