/**
 * "Show when the page I'm on already has a short link": the toolbar button of a tab whose page
 * the background's index knows a link for carries a mark. Only the index is asked (no request
 * leaves), with the duplicate decision's idea of a page (lib/shorten/page-link.ts: `#fragment` ignored).
 * The mark is per tab: on that tab it stands in for the shared badge (✓, !, the queue's count),
 * which the other tabs keep showing, and its tooltip says so (it said "Shorten this page" over the
 * mark: issue 30).
 */
import { browser } from 'wxt/browser';
import type { Link } from '../api/schemas';
import { t } from '../i18n';

export const KNOWN_MARK = '•';
const KNOWN_COLOR = '#1a5fb4';

/** The link to mark `url`'s tab with, or null (the setting is off, no page, or none known). */
export async function knownLinkFor(enabled: boolean, url: string | undefined, find: (url: string) => Promise<Link | null>): Promise<Link | null> {
  if (!enabled || !url || !/^https?:/.test(url)) return null;
  return find(url).catch(() => null);
}

/** Marks the tab, or clears its mark (null gives it back the shared badge and title). */
export async function showKnownMark(tabId: number, link: Link | null, firefox = import.meta.env.FIREFOX): Promise<void> {
  if (link) {
    await browser.action.setBadgeText({ tabId, text: KNOWN_MARK });
    await browser.action.setBadgeBackgroundColor({ tabId, color: KNOWN_COLOR });
    await browser.action.setTitle({ tabId, title: t('knownLinkTitle', link.short_url) });
    return;
  }
  const marked = (await browser.action.getBadgeText({ tabId })) === KNOWN_MARK;
  // null (documented by both browsers, missing from the types) drops the tab's own text.
  await browser.action.setBadgeText({ tabId, text: null as unknown as string });
  if (!marked) return;
  // Only a tab that had the mark had a title of its own. Firefox drops it for null; Chrome refuses
  // null and shows only the extension's name for '', so the shared title as it is now stands in.
  const title = firefox ? null : await browser.action.getTitle({});
  await browser.action.setTitle({ tabId, title: title as string });
}
