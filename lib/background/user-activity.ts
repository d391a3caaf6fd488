/**
 * Whether the user is at work with Linklet right now, which the background's own work (the link
 * index refresh) yields to: a Linklet page is open (the popup, the settings page, the managers,
 * a popup window), or a user action the background runs is under way (the context menu, the
 * keyboard command, the address bar, the offline queue's flush).
 */
import { browser } from 'wxt/browser';

let actions = 0;

/** Runs `task` as a user action: the background's own work waits until it is done. */
export async function duringUserAction<T>(task: () => Promise<T>): Promise<T> {
  actions++;
  try {
    return await task();
  } finally {
    actions--;
  }
}

/** Extension pages that count as the user being here (an offscreen document does not). */
const PAGE_CONTEXTS = ['TAB', 'POPUP', 'SIDE_PANEL'];

interface PageContext {
  contextType: string;
  tabId: number;
}

/**
 * Whether a page of Linklet's is in front of the user: the popup, or a Linklet tab that is its
 * window's active tab (a settings tab left behind others does not hold the index back).
 */
export async function linkletPageOpen(): Promise<boolean> {
  const runtime = browser.runtime as unknown as { getContexts?: (filter: { contextTypes: string[] }) => Promise<PageContext[]> };
  let contexts: PageContext[] | null = null;
  try {
    if (typeof runtime.getContexts === 'function') contexts = await runtime.getContexts({ contextTypes: PAGE_CONTEXTS });
  } catch {
    // An older browser without these types: asked the other way below.
  }
  if (contexts) {
    const shown = await Promise.all(contexts.map((context) => (context.contextType === 'TAB' && context.tabId >= 0 ? tabIsActive(context.tabId) : true)));
    return shown.includes(true);
  }
  // A background page (Firefox) sees the pages it shares a process with; itself is not one.
  try {
    const views = (browser.extension as unknown as { getViews?: () => unknown[] } | undefined)?.getViews?.() ?? [];
    return views.some((view) => view !== globalThis);
  } catch {
    return false;
  }
}

/** Whether tab `id` is its window's active tab; an unknown answer counts as shown. */
async function tabIsActive(id: number): Promise<boolean> {
  try {
    return (await browser.tabs.get(id)).active;
  } catch {
    return true;
  }
}

/** True while the user is at work with Linklet: the background's own requests wait. */
export async function userIsActive(): Promise<boolean> {
  return actions > 0 || (await linkletPageOpen());
}

/**
 * The popup's presence: it connects under this name when it opens, and the connection ends when
 * it closes (an extension page's tab says so through the tab events instead).
 */
export const PRESENCE_PORT = 'linklet-presence';

const presenceEnded = new Set<() => void>();

/** The background's side: pages that announce themselves; `then` is called when one closes. */
export function onPresenceEnded(then: () => void): () => void {
  presenceEnded.add(then);
  return () => presenceEnded.delete(then);
}

/** Registered once by the background: a presence connection that ends tells those waiting. */
export function listenForPresence(): void {
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PRESENCE_PORT || port.sender?.id !== browser.runtime.id) return;
    port.onDisconnect.addListener(() => {
      for (const then of [...presenceEnded]) then();
    });
  });
}

/** A page's side: announced for as long as it is open (no answer is ever sent on it). */
export function announcePresence(): void {
  try {
    browser.runtime.connect({ name: PRESENCE_PORT });
  } catch {
    // No background to tell (an update under way): nothing waits on it then.
  }
}
