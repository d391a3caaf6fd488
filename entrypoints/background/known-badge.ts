/**
 * Wires the "already shortened" mark (lib/background/known-badge.ts): a tab shown or sent to another
 * address, the setting switched, the index changed. Without the optional `tabs` permission the
 * browser hides tabs' addresses, and no tab is marked.
 */
import { browser } from 'wxt/browser';
import { watchEveryProfile } from '../../lib/storage/item';
import { knownLinkFor, showKnownMark } from '../../lib/background/known-badge';
import { findByUrl } from '../../lib/link-index';
import { readSettings } from '../../lib/settings/read';
import { originOf } from '../../lib/settings/origin';
import { LINK_INDEX_HEAD_ITEM } from '../../lib/link-index/store';
import { SETTINGS_ITEM } from '../../lib/settings/item';

export async function markTab(tabId: number, url: string | undefined): Promise<void> {
  const settings = await readSettings();
  const scope = { profileId: settings.profileId, origin: originOf(settings.instanceUrl) };
  const link = await knownLinkFor(settings.showKnownLink && scope.origin !== '', url, (page) => findByUrl(scope, page));
  await showKnownMark(tabId, link).catch(() => undefined); // the tab may be gone
}

async function markActiveTabs(): Promise<void> {
  for (const tab of await browser.tabs.query({ active: true })) if (tab.id !== undefined) await markTab(tab.id, tab.url);
}

const quietly = (work: Promise<void>) => void work.catch(() => undefined);

export function setupKnownBadge(): void {
  browser.tabs.onActivated.addListener(({ tabId }) => quietly(browser.tabs.get(tabId).then((tab) => markTab(tabId, tab.url))));
  browser.tabs.onUpdated.addListener((tabId, change) => change.url !== undefined && quietly(markTab(tabId, change.url)));
  SETTINGS_ITEM.watch(() => quietly(markActiveTabs()));
  watchEveryProfile(LINK_INDEX_HEAD_ITEM, () => quietly(markActiveTabs()));
}
