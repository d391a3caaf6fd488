/**
 * The tab the popup acts on. As the toolbar popup it is the active tab of the current window,
 * whose URL `activeTab` reveals without the `tabs` permission. Opened as its own window
 * (`popup.html?tab=<id>&token=<t>`) it is that tab, once the one-time token Linklet stored when
 * it opened the window is found (any extension with `tabs` could open `popup.html?tab=<id>`, and
 * would otherwise have Linklet shorten a tab of its choosing); then the URL is visible only with
 * host permission for the page (or a still-valid activeTab grant), and an undefined URL reads as
 * "missing".
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';

/**
 * One-time tokens of the popup windows Linklet opened ("Open in a window"), by token: the tab
 * each may act on. A `popup.html?tab=` page opened by anyone else (another extension with the
 * `tabs` permission) has no token, and acts on no tab.
 */
const POPUP_WINDOW_TOKENS_ITEM = storage.defineItem<Record<string, number>>('session:popupWindowTokens');

export interface TargetTab {
  id?: number;
  url?: string;
  title?: string;
  /** The tab's icon as the browser reports it; lib/url/page-icon.ts decides whether it is shown. */
  favIconUrl?: string;
  /** true when the popup runs in its own window for a given tab. */
  detached: boolean;
}

/** The `tab` parameter of `popup.html?tab=<id>`, or undefined. */
export function tabIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tab');
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

type Tokens = Record<string, number>;

/** At most this many windows' tokens are kept (the oldest go): each is used once, at once. */
const MAX_TOKENS = 10;

/** Whether `search` carries a token Linklet issued for its tab; the token is used up either way. */
async function takeToken(search: string, tabId: number): Promise<boolean> {
  const token = new URLSearchParams(search).get('token');
  const stored = await POPUP_WINDOW_TOKENS_ITEM.getValue();
  const tokens: Tokens = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  if (!token || !Object.hasOwn(tokens, token)) return false;
  const valid = tokens[token] === tabId;
  delete tokens[token];
  await POPUP_WINDOW_TOKENS_ITEM.setValue(tokens);
  return valid;
}

export async function getTargetTab(search: string): Promise<TargetTab> {
  const tabId = tabIdFromSearch(search);
  try {
    if (tabId !== undefined) {
      // Not opened by Linklet: no tab, so nothing is shortened and no address is shown.
      if (!(await takeToken(search, tabId))) return { detached: true };
      const tab = await browser.tabs.get(tabId);
      return { id: tab.id, url: tab.url || undefined, title: tab.title, favIconUrl: tab.favIconUrl, detached: true };
    }
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return { id: tab?.id, url: tab?.url || undefined, title: tab?.title, favIconUrl: tab?.favIconUrl, detached: false };
  } catch {
    // A closed tab or a browser page the query cannot see: nothing to shorten.
    return { detached: tabId !== undefined };
  }
}

/** The popup as a window of its own that stays open, bound to `tabId` by a one-time token. */
export async function openPopupWindow(tabId: number): Promise<void> {
  const token = crypto.randomUUID();
  const stored = (await POPUP_WINDOW_TOKENS_ITEM.getValue()) ?? {};
  const kept = Object.entries(stored).slice(-(MAX_TOKENS - 1));
  await POPUP_WINDOW_TOKENS_ITEM.setValue({ ...Object.fromEntries(kept), [token]: tabId });
  await browser.windows.create({
    url: browser.runtime.getURL(`/popup.html?tab=${tabId}&token=${token}`),
    type: 'popup',
    width: 420,
    height: 640,
  });
}
