/**
 * The context menu: "Shorten this page", "Shorten this link", "Shorten selected URL", and with
 * more than one profile a "Shorten with <profile>" item for each one that can shorten (an
 * instance and its key: lib/settings/profiles.ts), for the link under the pointer, else the
 * page; none while the settings (or an organization's policy) turn the menu off. Created
 * once per install or update and again when the profiles, their keys or that setting change (after
 * removeAll, so an update never meets duplicate ids); Chrome keeps the items across worker
 * restarts, only the listeners are registered on every start.
 */
import { browser, type Browser } from 'wxt/browser';
import { isHttpUrl } from '../../lib/api/fields';
import { showFailure } from '../../lib/background/feedback';
import { t } from '../../lib/i18n';
import { KEY_ITEMS } from '../../lib/settings/api-key';
import { profileLabel, shortenableProfiles } from '../../lib/settings/profiles';
import { readAllSettings } from '../../lib/settings/read';
import { parseStoredSettings } from '../../lib/settings/read';
import { getValues } from '../../lib/storage/item';
import { SETTINGS_ITEM } from '../../lib/settings/item';
import { checkShortenable } from '../../lib/url/shortenable';
import { shortenAndCopy } from './shorten-action';

export const MENU_PAGE = 'shorten-page';
export const MENU_LINK = 'shorten-link';
export const MENU_SELECTION = 'shorten-selection';
/** Followed by the profile's id. */
export const MENU_PROFILE = 'shorten-with:';

const HTTP_PATTERNS = ['http://*/*', 'https://*/*'];

/** The last run of createMenus; each run starts after the one before has ended. */
let menusDone: Promise<void> = Promise.resolve();

/**
 * Recreates the items. Runs never overlap: two at once (two onInstalled events close together)
 * would each remove all before either created, then both create, and the second fails with
 * "Cannot create item with duplicate id".
 */
export function createMenus(): Promise<void> {
  menusDone = menusDone.then(recreateMenus, recreateMenus);
  return menusDone;
}

async function recreateMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  const { profiles, contextMenu } = await readAllSettings();
  if (!contextMenu) return;
  // Page and link items show only where they can work: on http(s) pages and links.
  browser.contextMenus.create({ id: MENU_PAGE, title: t('bgMenuShortenPage'), contexts: ['page'], documentUrlPatterns: HTTP_PATTERNS });
  browser.contextMenus.create({ id: MENU_LINK, title: t('bgMenuShortenLink'), contexts: ['link'], targetUrlPatterns: HTTP_PATTERNS });
  browser.contextMenus.create({ id: MENU_SELECTION, title: t('bgMenuShortenSelection'), contexts: ['selection'] });
  if (profiles.length < 2) return;
  const able = new Set(shortenableProfiles(profiles, await getValues(KEY_ITEMS)).map((profile) => profile.id));
  for (const [i, profile] of profiles.entries()) {
    if (!able.has(profile.id)) continue;
    const title = t('bgMenuShortenWith', profileLabel(profile, t('profileUnnamed', String(i + 1))));
    browser.contextMenus.create({ id: MENU_PROFILE + profile.id, title, contexts: ['page', 'link'], documentUrlPatterns: HTTP_PATTERNS });
  }
}

/** What the menu shows of stored settings: whether it is on, and the profiles' ids and labels, in order. */
function menuShape(stored: unknown): string {
  const { profiles, contextMenu } = parseStoredSettings(stored, null);
  return JSON.stringify([contextMenu, profiles.length < 2 ? [] : profiles.map((p) => [p.id, p.name, p.instanceUrl])]);
}

/**
 * A selection "parses as an http(s) URL" when, trimmed of white space and of the brackets or
 * quotes it is often written in, it is one absolute http(s) URL.
 */
export function urlFromSelection(selection: string | undefined): string | null {
  let text = (selection ?? '').trim();
  const wrapped = /^(?:<(.*)>|"(.*)"|'(.*)'|\((.*)\)|“(.*)”)$/s.exec(text);
  if (wrapped)
    text = wrapped
      .slice(1)
      .find((part) => part !== undefined)!
      .trim();
  return isHttpUrl(text) ? text : null;
}

export async function onMenuClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const item = String(info.menuItemId);
  // A profile's item shortens the link under the pointer, else the page, through that profile.
  const profileId = item.startsWith(MENU_PROFILE) ? item.slice(MENU_PROFILE.length) : undefined;
  const kind = profileId === undefined ? item : info.linkUrl ? MENU_LINK : MENU_PAGE;
  switch (kind) {
    case MENU_PAGE: {
      const raw = info.pageUrl || tab?.url;
      const check = checkShortenable(raw);
      if (!check.ok) return void (await showFailure({ problem: { name: 'Unshortenable' }, source: 'context-menu', url: raw ?? '' }));
      return void (await shortenAndCopy(check.url, 'context-menu', profileId));
    }
    case MENU_LINK: {
      const url = info.linkUrl ?? '';
      if (!isHttpUrl(url)) return void (await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url }));
      return void (await shortenAndCopy(url, 'context-menu', profileId));
    }
    case MENU_SELECTION: {
      const url = urlFromSelection(info.selectionText);
      if (!url) return void (await showFailure({ problem: { name: 'NotAUrl' }, source: 'context-menu', url: info.selectionText ?? '' }));
      return void (await shortenAndCopy(url, 'context-menu'));
    }
  }
}

export function setupContextMenu(): void {
  browser.runtime.onInstalled.addListener(() => createMenus());
  // Profiles added, renamed, moved or removed: the per-profile items follow. Compared with the
  // change's old value, so a worker woken by the change needs no memory of the menu.
  SETTINGS_ITEM.watch((next, previous) => {
    if (menuShape(next) !== menuShape(previous)) void createMenus();
  });
  // A key saved or cleared makes its profile able to shorten, or not (named only with several profiles).
  const keyChanged = (next: unknown, previous: unknown) => {
    if (JSON.stringify(next) !== JSON.stringify(previous)) void readAllSettings().then(({ profiles }) => (profiles.length > 1 ? createMenus() : undefined));
  };
  for (const item of KEY_ITEMS) item.watch(keyChanged);
  browser.contextMenus.onClicked.addListener((info, tab) => onMenuClicked(info, tab));
}
