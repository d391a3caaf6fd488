/**
 * Omnibox suggestion text. Chrome reads descriptions as XML with `<match>`, `<url>` and `<dim>`
 * (so user text must be escaped, or a title with "<" or "&" breaks the list, and stripped of what
 * XML cannot carry, or one odd character empties it); Firefox shows plain text (MDN
 * omnibox.SuggestResult: no markup). Each part is cut to a length the drop-down can show.
 */
import type { Link } from '../../lib/api/schemas';
import { t } from '../../lib/i18n';
import { highlight } from '../../lib/link-index/highlight';
import { bareUrl } from '../../lib/link-index/normalize';
import { clip, xmlSafe } from '../../lib/text';

/** Longer parts are cut: the drop-down shows one line, and Chrome parses all of it on each keystroke. */
export const PART_MAX = 120;

export function escapeXml(text: string): string {
  return xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `text` cut to PART_MAX, with the query's matches in `<match>` (escaped), or plain. */
function marked(whole: string, query: string, markup: boolean): string {
  const text = clip(whole, PART_MAX);
  if (!markup) return xmlSafe(text);
  return highlight(text, query)
    .map((part) => (part.match ? `<match>${escapeXml(part.text)}</match>` : escapeXml(part.text)))
    .join('');
}

/**
 * "sho.rt/promo → shop.example/summer · Summer sale": the short link (its alias is its end), where
 * it leads, its title; the matches highlighted (Chrome) or plain (Firefox).
 */
export function describeLink(link: Link, query: string, markup: boolean): string {
  const short = marked(bareUrl(link.short_url), query, markup);
  const parts = [t('bgOmniboxLink', [markup ? `<url>${short}</url>` : short, marked(bareUrl(link.url), query, markup)])];
  if (link.title?.trim()) parts.push(marked(link.title.trim(), query, markup));
  return parts.join(markup ? ' <dim>·</dim> ' : ' · ');
}

export interface OmniboxSuggestion {
  /** What the omnibox gets when chosen: the short URL, opened by onInputEntered. */
  content: string;
  description: string;
}

/** `profile`: the label of the profile whose link it is, shown first (searching every profile), or ''. */
export function linkSuggestion(link: Link, query: string, markup: boolean, profile = ''): OmniboxSuggestion {
  const named = markup ? `<dim>${escapeXml(clip(profile, PART_MAX))} ·</dim> ` : `${xmlSafe(clip(profile, PART_MAX))} · `;
  return { content: link.short_url, description: (profile ? named : '') + describeLink(link, query, markup) };
}

/** "Shorten https://example.com/pricing": what Enter does with an address typed without its scheme, named before it is sent. */
export function shortenSuggestion(url: string, copies: boolean, markup: boolean): OmniboxSuggestion {
  const shown = clip(url, PART_MAX);
  const named = markup ? `<url>${escapeXml(shown)}</url>` : xmlSafe(shown);
  return { content: url, description: t(copies ? 'bgOmniboxShorten' : 'bgOmniboxShortenOnly', named) };
}
