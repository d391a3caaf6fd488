/**
 * The `ln` keyword: `ln <words>` suggests links of the active profile's index (alias, title and
 * short URL, with the matches highlighted) and choosing one opens it; `ln *<words>` searches every
 * profile's index, each suggestion led by its profile's name; Enter on `ln <url>` shortens it with
 * the defaults and copies, opening nothing, and an address typed without its scheme
 * (`example.com/pricing`, lib/url/typed-url.ts) is offered as "Shorten https://example.com/pricing"
 * before anything is sent. Enter on plain words opens the best match. Turned off in the settings
 * (or by an organization's policy), the keyword, which a manifest declares for good, only says so.
 */
import { browser, type Browser } from 'wxt/browser';
import { isHttpUrl } from '../../lib/api/fields';
import { showFailure } from '../../lib/background/feedback';
import { t } from '../../lib/i18n';
import { findByShortUrl, searchIndex, type Hit, type IndexScope } from '../../lib/link-index';
import { hasClipboardPermission } from '../../lib/permissions/permissions';
import { currentScope, currentSettings } from '../../lib/settings/current';
import { originOf } from '../../lib/settings/origin';
import { profileLabel } from '../../lib/settings/profiles';
import { readAllSettings } from '../../lib/settings/read';
import { readTypedUrl } from '../../lib/url/typed-url';
import { SETTINGS_ITEM } from '../../lib/settings/item';
import { linkSuggestion, shortenSuggestion, type OmniboxSuggestion } from './omnibox-text';
import { shortenAndCopy } from './shorten-action';

export const SUGGESTION_COUNT = 6;

/** Firefox shows descriptions as plain text; Chrome parses them as XML. */
const MARKUP = !import.meta.env.FIREFOX;

/** Text starting with this searches every profile's index. */
export const ALL_PROFILES = '*';

/** The indexes searched: the active profile's, or (`all`) every profile's with its label. */
async function scopes(all: boolean): Promise<[IndexScope, string][]> {
  if (!all) return [[await currentScope(), '']];
  const { profiles } = await readAllSettings();
  return profiles.map((p, i) => [{ profileId: p.id, origin: originOf(p.instanceUrl) }, profileLabel(p, t('profileUnnamed', String(i + 1)))]);
}

/** The best `limit` matches of those indexes, by rank (profiles in their order within one), with their profile's label. */
async function search(query: string, all: boolean, limit: number): Promise<[Hit, string][]> {
  const found = await Promise.all(
    (await scopes(all)).map(async ([scope, label]) => (scope.origin ? await searchIndex(scope, query, limit) : []).map((hit): [Hit, string] => [hit, label])),
  );
  return found
    .flat()
    .sort((a, b) => a[0].rank - b[0].rank)
    .slice(0, limit);
}

/** What was typed after the keyword: whether it searches every profile, and the rest. */
function readInput(text: string): { all: boolean; query: string } {
  const all = text.trim().startsWith(ALL_PROFILES);
  return {
    all,
    query: text
      .trim()
      .slice(all ? 1 : 0)
      .trim(),
  };
}

/** The suggestions under the first row: an address typed without its scheme as the URL it is shortened as, then the matching links. */
export async function suggestionsFor(text: string, markup = MARKUP): Promise<OmniboxSuggestion[]> {
  const { all, query } = readInput(text);
  if (!query || !(await currentSettings()).addressBar) return [];
  const hits = await search(query, all, SUGGESTION_COUNT);
  const suggestions = hits.map(([hit, label]) => linkSuggestion(hit.link, query, markup, label));
  const typed = readTypedUrl(query, 'words');
  // A URL typed whole needs no row: the first row names it, and Chrome would drop a row whose content is the text typed.
  if (!typed.ok || !typed.completed) return suggestions;
  // "…and copy" only when the background may copy (clipboardWrite is optional).
  const copies = await hasClipboardPermission();
  return [shortenSuggestion(typed.url, copies, markup), ...suggestions].slice(0, SUGGESTION_COUNT);
}

async function open(url: string, disposition: `${Browser.omnibox.OnInputEnteredDisposition}`): Promise<void> {
  if (!isHttpUrl(url)) return;
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

export async function onInputEntered(text: string, disposition: `${Browser.omnibox.OnInputEnteredDisposition}`): Promise<void> {
  const { all, query } = readInput(text);
  if (!query || !(await currentSettings()).addressBar) return;
  const typed = readTypedUrl(query, 'words');
  // A chosen suggestion arrives as its short URL, of any profile's index: open it (never shorten a short link again).
  for (const [scope] of await scopes(typed.ok)) {
    const chosen = scope.origin && typed.ok ? await findByShortUrl(scope, typed.url) : null;
    if (chosen) return open(chosen.short_url, disposition);
  }
  if (typed.ok) return void (await shortenAndCopy(typed.url, 'omnibox'));
  const [best] = await search(query, all, 1);
  if (best) return open(best[0].link.short_url, disposition);
  await showFailure({ problem: { name: 'NoMatch', query }, source: 'omnibox', url: query });
}

/**
 * The first row, what Enter does with the text typed, is one description set before the first
 * keystroke that holds for any text. Both browsers draw that row from the description they hold
 * when a keystroke arrives, before onInputChanged tells Linklet of it: a description set in answer
 * to a text shows under the next keystroke (issue 30: "best match for “roadma”" under
 * `ln roadmap` in Chromium; issue 16 in Firefox). Chrome puts the text typed where the
 * description says `%s`, on every keystroke; Firefox shows the description as it is, so its
 * description names no text. The suggestions answer one text each: an older answer arriving
 * after a newer one's request is dropped, never shown over it.
 */
export function setupOmnibox({ firefox = import.meta.env.FIREFOX }: { firefox?: boolean } = {}): void {
  const on = { description: t(firefox ? 'bgOmniboxFirefoxDefault' : 'bgOmniboxDefault') };
  const off = { description: t('bgOmniboxOff') };
  let description = on;
  const show = () => void browser.omnibox.setDefaultSuggestion(description);
  // The switch is read from memory (lib/settings/current.ts) and followed when it changes, so the
  // description a keystroke meets is already the right one.
  const follow = () =>
    void currentSettings().then(
      (settings) => {
        const next = settings.addressBar ? on : off;
        if (next === description) return;
        description = next;
        show();
      },
      () => undefined,
    );
  show();
  follow();
  SETTINGS_ITEM.watch(follow);
  browser.omnibox.onInputStarted.addListener(() => {
    show();
    follow();
  });
  let latest = 0;
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    const asked = ++latest;
    void suggestionsFor(text)
      .catch((): OmniboxSuggestion[] => [])
      .then((suggestions) => asked === latest && suggest(suggestions));
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => onInputEntered(text, disposition));
}
