/**
 * Omnibox suggestion text. Chrome reads descriptions as XML with `<match>`, `<url>` and `<dim>`
 * (so user text must be escaped, or a title with "<" or "&" breaks the list); Firefox shows
 * plain text (MDN omnibox.SuggestResult: no markup).
 */
import type { Link } from '../../lib/api/schemas';
import { highlight } from '../../lib/link-index/highlight';
import { bareUrl } from '../../lib/link-index/normalize';

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `text` with the query's matches in `<match>` (escaped), or as is for plain text. */
function marked(text: string, query: string, markup: boolean): string {
  if (!markup) return text;
  return highlight(text, query)
    .map((part) => (part.match ? `<match>${escapeXml(part.text)}</match>` : escapeXml(part.text)))
    .join('');
}

/** "alias · title · short URL" with the matches highlighted (Chrome) or plain (Firefox). */
export function describeLink(link: Link, query: string, markup: boolean): string {
  const short = bareUrl(link.short_url);
  const parts = [link.alias, link.title].filter((part): part is string => !!part?.trim()).map((part) => marked(part.trim(), query, markup));
  const url = markup ? `<url>${marked(short, query, true)}</url>` : short;
  const separator = markup ? ' <dim>·</dim> ' : ' · ';
  return [...parts, url].join(separator);
}

export interface OmniboxSuggestion {
  /** What the omnibox gets when chosen: the short URL, opened by onInputEntered. */
  content: string;
  description: string;
}

export function linkSuggestions(links: readonly Link[], query: string, markup: boolean): OmniboxSuggestion[] {
  return links.map((link) => ({ content: link.short_url, description: describeLink(link, query, markup) }));
}
