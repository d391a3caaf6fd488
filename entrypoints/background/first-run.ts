import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';

/** Whether the first-run welcome was shown. */
export const WELCOMED_ITEM = storage.defineItem<boolean>('local:welcomed');

/** The options page in the welcome mode a new user lands on. */
export const WELCOME_PATH = '/options.html?welcome=1';

/**
 * A fresh install opens the options page with a short welcome, where connecting the instance
 * starts: once per profile, since an unpacked extension is "installed" again each time it is
 * loaded while its storage stays. Recorded after the tab opened, so a failed open is retried.
 */
export async function welcomeOnce(): Promise<void> {
  if (await WELCOMED_ITEM.getValue()) return;
  await browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PATH) });
  await WELCOMED_ITEM.setValue(true);
}

/**
 * What earlier versions kept where they no longer do: background errors now live in session
 * storage; the link index in IndexedDB (the old one in storage.local, a cache, is filled again
 * from the server rather than moved over).
 */
const MOVED_AWAY = ['local:lastBackgroundError', 'local:linkIndex', 'local:linkIndexChanges'] as const;

/**
 * Updates and browser updates open nothing; an update drops what earlier versions stored in the
 * wrong place. A managed install's welcome opens once the organization's policy is applied, so
 * it starts as the managed welcome (lib/policy/apply.ts).
 */
export function setupFirstRun(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => (reason === 'install' ? welcomeOnce() : storage.removeItems([...MOVED_AWAY])));
}
