/**
 * "Show when the page I'm on already has a short link": the toolbar button of a tab whose page
 * the background's index knows a link for carries a mark. Only the index is asked (no request
 * leaves), with the duplicate decision's idea of a page (lib/duplicate.ts: `#fragment` ignored).
 * The mark is per tab: on that tab it stands in for the shared badge (✓, !, the queue's count),
 * which the other tabs keep showing.
 */
import { browser } from 'wxt/browser';
import type { Link } from './api/schemas';

export const KNOWN_MARK = '•';
const KNOWN_COLOR = '#1a5fb4';

/** The link to mark `url`'s tab with, or null (the setting is off, no page, or none known). */
export async function knownLinkFor(enabled: boolean, url: string | undefined, find: (url: string) => Promise<Link | null>): Promise<Link | null> {
  if (!enabled || !url || !/^https?:/.test(url)) return null;
  return find(url).catch(() => null);
}

/** Marks the tab, or clears its mark (null gives it back the shared badge). */
export async function showKnownMark(tabId: number, link: Link | null): Promise<void> {
  // null (documented by both browsers, missing from the types) drops the tab's own text.
  await browser.action.setBadgeText({ tabId, text: (link ? KNOWN_MARK : null) as string });
  if (link) await browser.action.setBadgeBackgroundColor({ tabId, color: KNOWN_COLOR });
}
