/**
 * The tab the popup acts on. As the toolbar popup it is the active tab of the current window,
 * whose URL `activeTab` reveals without the `tabs` permission. Opened as its own window
 * (`popup.html?tab=<id>`) it is that tab; then the URL is visible only with host permission for
 * the page (or a still-valid activeTab grant), and an undefined URL reads as "missing".
 */
import { browser } from 'wxt/browser';

export interface TargetTab {
  id?: number;
  url?: string;
  title?: string;
  /** true when the popup runs in its own window for a given tab. */
  detached: boolean;
}

/** The `tab` parameter of `popup.html?tab=<id>`, or undefined. */
export function tabIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tab');
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export async function getTargetTab(search: string): Promise<TargetTab> {
  const tabId = tabIdFromSearch(search);
  try {
    if (tabId !== undefined) {
      const tab = await browser.tabs.get(tabId);
      return { id: tab.id, url: tab.url || undefined, title: tab.title, detached: true };
    }
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return { id: tab?.id, url: tab?.url || undefined, title: tab?.title, detached: false };
  } catch {
    // A closed tab or a browser page the query cannot see: nothing to shorten.
    return { detached: tabId !== undefined };
  }
}

/** The popup as a window of its own that stays open, bound to `tabId`. */
export async function openPopupWindow(tabId: number): Promise<void> {
  await browser.windows.create({
    url: browser.runtime.getURL(`/popup.html?tab=${tabId}`),
    type: 'popup',
    width: 420,
    height: 640,
  });
}
