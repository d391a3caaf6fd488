/**
 * The `ln` keyword: `ln <words>` suggests links of the active profile's index (alias, title and
 * short URL, with the matches highlighted) and choosing one opens it; `ln *<words>` searches every
 * profile's index, each suggestion led by its profile's name; `ln <url>` offers "Shorten <url>",
 * which shortens with the defaults and copies, opening nothing. Enter on plain words opens the
 * best match.
 */
import { browser, type Browser } from 'wxt/browser';
import { isHttpUrl } from '../../lib/api/fields';
import { showFailure } from '../../lib/background-feedback';
import { t } from '../../lib/i18n';
import { findByShortUrl, searchIndex, type Hit, type IndexScope } from '../../lib/link-index';
import { hasClipboardPermission } from '../../lib/permissions';
import { currentScope } from '../../lib/settings/current';
import { originOf } from '../../lib/settings/origin';
import { profileLabel } from '../../lib/settings/profiles';
import { readAllSettings } from '../../lib/settings/read';
import { clip } from '../../lib/text';
import { escapeXml, linkSuggestion, PART_MAX, type OmniboxSuggestion } from './omnibox-text';
import { shortenAndCopy } from './shorten-action';

export const SUGGESTION_COUNT = 6;

/** Firefox shows descriptions as plain text; Chrome parses them as XML. */
const MARKUP = !import.meta.env.FIREFOX;

export interface OmniboxAnswer {
  /** The first row, what Enter does with the text as typed. */
  defaultDescription: string;
  suggestions: OmniboxSuggestion[];
}

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
  const found = await Promise.all((await scopes(all)).map(async ([scope, label]) => (scope.origin ? await searchIndex(scope, query, limit) : []).map((hit): [Hit, string] => [hit, label])));
  return found.flat().sort((a, b) => a[0].rank - b[0].rank).slice(0, limit);
}

export async function suggestionsFor(text: string, markup = MARKUP): Promise<OmniboxAnswer> {
  const all = text.trim().startsWith(ALL_PROFILES);
  const query = text.trim().slice(all ? 1 : 0).trim();
  const typed = clip(query, PART_MAX);
  const shown = markup ? escapeXml(typed) : typed;
  if (!query) return { defaultDescription: t('bgOmniboxDefault'), suggestions: [] };
  const hits = await search(query, all, SUGGESTION_COUNT);
  const suggestions = hits.map(([hit, label]) => linkSuggestion(hit.link, query, markup, label));
  if (isHttpUrl(query)) {
    // "…and copy" only when the background may copy (clipboardWrite is optional).
    const key = (await hasClipboardPermission()) ? 'bgOmniboxShorten' : 'bgOmniboxShortenOnly';
    const description = t(key, markup ? `<url>${shown}</url>` : shown);
    return { defaultDescription: description, suggestions };
  }
  return {
    defaultDescription: hits.length > 0 ? t('bgOmniboxSearch', shown) : t('bgReasonNoMatch', shown),
    suggestions,
  };
}

async function open(url: string, disposition: `${Browser.omnibox.OnInputEnteredDisposition}`): Promise<void> {
  if (!isHttpUrl(url)) return;
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

export async function onInputEntered(text: string, disposition: `${Browser.omnibox.OnInputEnteredDisposition}`): Promise<void> {
  const all = text.trim().startsWith(ALL_PROFILES);
  const query = text.trim().slice(all ? 1 : 0).trim();
  if (!query) return;
  // A chosen suggestion arrives as its short URL, of any profile's index: open it (never shorten a short link again).
  for (const [scope] of await scopes(isHttpUrl(query))) {
    const chosen = scope.origin ? await findByShortUrl(scope, query) : null;
    if (chosen) return open(chosen.short_url, disposition);
  }
  if (isHttpUrl(query)) return void (await shortenAndCopy(query, 'omnibox'));
  const [best] = await search(query, all, 1);
  if (best) return open(best[0].link.short_url, disposition);
  await showFailure({ kind: 'no-match', source: 'omnibox', url: query });
}

/**
 * Chrome shows the default suggestion set in answer to the text typed, so it tells what Enter will
 * do with that text. Firefox builds that first row from the description stored before it fires
 * onInputChanged, so an answer to the text shows one keystroke late ("…best match for “sola”"
 * under `ln solar`): there it is one description, set at start, that holds for any text.
 */
export function setupOmnibox({ firefox = import.meta.env.FIREFOX }: { firefox?: boolean } = {}): void {
  const fixed = { description: t('bgOmniboxFirefoxDefault') };
  if (firefox) void browser.omnibox.setDefaultSuggestion(fixed);
  browser.omnibox.onInputStarted.addListener(() => {
    void browser.omnibox.setDefaultSuggestion(firefox ? fixed : { description: t('bgOmniboxDefault') });
  });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    void suggestionsFor(text).then(({ defaultDescription, suggestions }) => {
      if (!firefox) void browser.omnibox.setDefaultSuggestion({ description: defaultDescription });
      suggest(suggestions);
    });
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => onInputEntered(text, disposition));
}
