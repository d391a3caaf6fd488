/**
 * "Shorten all tabs in this window": the optional `tabs` permission is asked for at that click
 * (never at install), only to read the addresses of this window's tabs once, and given back
 * straight after unless the "already has a short link" mark uses it.
 */
import { browser } from 'wxt/browser';
import { releaseTabsPermission } from '../permissions/permissions';
import { readSettings } from '../settings/read';

export type TabsAnswer = { granted: true; urls: string[] } | { granted: false };

/**
 * Call it synchronously from the click, before any `await`: the browser refuses a permission
 * request once the user gesture has expired. Never rejects; a refusal changes nothing.
 */
export function windowTabUrls(): Promise<TabsAnswer> {
  return browser.permissions.request({ permissions: ['tabs'] }).then(
    async (granted): Promise<TabsAnswer> => {
      if (!granted) return { granted: false };
      const tabs = await browser.tabs.query({ currentWindow: true }).finally(() =>
        readSettings().then(
          (settings) => releaseTabsPermission(settings.showKnownLink),
          () => releaseTabsPermission(),
        ),
      );
      // A tab still loading has its address in Chrome's `pendingUrl` until it commits.
      const urls = tabs.map((tab) => tab.url || (tab as { pendingUrl?: string }).pendingUrl || '');
      return { granted: true, urls: urls.filter((url) => /^https?:/i.test(url)) };
    },
    (): TabsAnswer => ({ granted: false }),
  );
}
