import { browser } from 'wxt/browser';

/** The options page in the welcome mode a new user lands on. */
export const WELCOME_PATH = '/options.html?welcome=1';

/**
 * A fresh install opens the options page with a short welcome, where connecting the instance
 * starts. Updates and browser updates open nothing.
 */
export function setupFirstRun(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PATH) });
  });
}
