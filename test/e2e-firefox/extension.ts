/**
 * The extension under test as the journeys reach it: its first-run tab, its storage and
 * permissions read from one of its pages, its messages, and its toolbar badge.
 */
import type { RefServer } from '../server';
import { until } from './browser-ui';
import { EXTENSION_ORIGIN, type Firefox } from './firefox';
import { TabPage } from './page';

/** The options tab the first run opened by itself (runtime.onInstalled, reason "install"). */
export async function welcomeTab(firefox: Firefox): Promise<TabPage> {
  const tab = await until('the welcome tab', async () => (await firefox.tabs()).find((t) => t.url === `${EXTENSION_ORIGIN}/options.html?welcome=1`));
  const page = new TabPage(firefox, tab.handle);
  await page.field('Instance URL');
  return page;
}

/** An extension page of its own, to read storage and talk to the background from. */
export async function extensionPage(firefox: Firefox, path = 'options.html'): Promise<TabPage> {
  const handle = await firefox.openTab(`${EXTENSION_ORIGIN}/${path}`, { background: true });
  return new TabPage(firefox, handle);
}

/**
 * Writes settings and the key straight into storage, in lib/settings' layout (as test/e2e's
 * configureExtension does): journeys that are not about the options page start from here, with
 * the popup on its form first unless they set `shortenOnOpen: true` (a new install's mode).
 */
export async function configure(page: TabPage, server: RefServer, settings: Record<string, unknown> = {}): Promise<void> {
  await page.run(
    `const [instanceUrl, key, origin, settings] = arguments;
     return browser.storage.local.set({ settings: { instanceUrl, rememberKey: true, shortenOnOpen: false, ...settings }, settings$: { v: 2 }, apiKey: { origin, key } });`,
    server.url,
    server.apiKey,
    server.origin,
    settings,
  );
}

/** A message of lib/messaging, sent as the popup sends it. */
export function ask<T = any>(page: TabPage, type: string, data: unknown = {}): Promise<T> {
  // Every question about links names its profile (issue 47): the active one, as a page started now would.
  return page.run<T>(
    'return browser.storage.local.get("settings").then(({ settings }) => browser.runtime.sendMessage({ linklet: arguments[0], data: { profileId: settings?.activeProfileId ?? "default", ...arguments[1] } }));',
    type,
    data,
  );
}

/** Waits until the index holds `count` links and its refresh is over. */
/** A page of the web is brought to the front first, as a user reading the web would have. */
export async function indexFilled(page: TabPage, count: number): Promise<void> {
  await page.firefox.openTab('data:text/html,<title>Elsewhere</title><p>A page of the web');
  await until(
    `an index of ${count} links`,
    async () => {
      const status = await ask<{ count: number; refreshing?: unknown }>(page, 'getIndexStatus');
      return status.count === count && !status.refreshing;
    },
    60_000,
  );
}

export interface PermissionRequest {
  permissions?: string[];
  origins?: string[];
}

export function hasPermission(page: TabPage, request: PermissionRequest): Promise<boolean> {
  return page.run<boolean>('return browser.permissions.contains(arguments[0]).catch(() => false);', request);
}

/**
 * Asks for `request` the way a page must, inside a user's click (a button added to the page and
 * clicked through WebDriver). Resolves with what `permissions.request` answered (an error's
 * message when it threw); answer the prompt meanwhile, unless prompts are off.
 */
export async function requestByClick(page: TabPage, request: PermissionRequest, answer?: () => Promise<unknown>): Promise<boolean | string> {
  const button = await page.run(
    `const button = document.createElement('button');
     button.textContent = 'Ask';
     button.addEventListener('click', () => {
       window.__linkletAnswer = browser.permissions.request(arguments[0]).catch((error) => String(error.message));
     });
     document.body.prepend(button);
     return button;`,
    request,
  );
  await page.clickElement(button);
  await answer?.();
  return page.run<boolean | string>('const answer = window.__linkletAnswer; document.body.firstElementChild.remove(); return answer;');
}

/** The toolbar button's badge and title, as the background last set them. */
export function badge(page: TabPage): Promise<{ text: string; title: string }> {
  // The first line says what happened; the lines under it what the link got.
  return page.run(
    'return Promise.all([browser.action.getBadgeText({}), browser.action.getTitle({})]).then(([text, title]) => ({ text, title: title.split("\\n")[0] }));',
  );
}
