/**
 * The `ln` keyword: `ln <words>` suggests links of the index (alias, title and short URL, with
 * the matches highlighted) and choosing one opens it; `ln <url>` offers "Shorten <url>", which
 * shortens with the defaults and copies, opening nothing. Enter on plain words opens the best
 * match.
 */
import { browser, type Browser } from 'wxt/browser';
import { isHttpUrl } from '../../lib/api/fields';
import { showFailure } from '../../lib/background-feedback';
import { t } from '../../lib/i18n';
import { findByShortUrl, searchIndex } from '../../lib/link-index';
import { hasClipboardPermission } from '../../lib/permissions';
import { currentOrigin } from '../../lib/settings/current';
import { clip } from '../../lib/text';
import { escapeXml, linkSuggestions, PART_MAX, type OmniboxSuggestion } from './omnibox-text';
import { shortenAndCopy } from './shorten-action';

export const SUGGESTION_COUNT = 6;

/** Firefox shows descriptions as plain text; Chrome parses them as XML. */
const MARKUP = !import.meta.env.FIREFOX;

export interface OmniboxAnswer {
  /** The first row, what Enter does with the text as typed. */
  defaultDescription: string;
  suggestions: OmniboxSuggestion[];
}

export async function suggestionsFor(text: string, markup = MARKUP): Promise<OmniboxAnswer> {
  const query = text.trim();
  const typed = clip(query, PART_MAX);
  const shown = markup ? escapeXml(typed) : typed;
  if (!query) return { defaultDescription: t('bgOmniboxDefault'), suggestions: [] };
  const origin = await currentOrigin();
  const hits = origin ? await searchIndex(origin, query, SUGGESTION_COUNT) : [];
  const suggestions = linkSuggestions(
    hits.map((hit) => hit.link),
    query,
    markup,
  );
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
  const query = text.trim();
  if (!query) return;
  const origin = await currentOrigin();
  // A chosen suggestion arrives as its short URL: open it (never shorten a short link again).
  const chosen = origin ? await findByShortUrl(origin, query) : null;
  if (chosen) return open(chosen.short_url, disposition);
  if (isHttpUrl(query)) return void (await shortenAndCopy(query, 'omnibox'));
  const [best] = origin ? await searchIndex(origin, query, 1) : [];
  if (best) return open(best.link.short_url, disposition);
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
