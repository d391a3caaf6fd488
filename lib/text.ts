/**
 * Server text as pages show it. A server may send a title of hundreds of kilobytes (an honest one
 * never does: it cuts titles to 255 characters): shown, highlighted or folded whole, it freezes
 * a page on every keystroke, so what is shown is cut to a few hundred characters.
 */

export const SHOWN_MAX = 300;

/** `text`, cut to `max` characters with "…" (never between the two halves of a surrogate pair). */
export function clip(text: string, max = SHOWN_MAX): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/**
 * Only the characters XML 1.0 can carry (tab, line breaks, U+0020–U+D7FF, U+E000–U+FFFD and
 * whole surrogate pairs): Chrome parses omnibox descriptions as XML and drops every suggestion
 * when one holds U+FFFE, U+FFFF, a control character or a lone surrogate.
 */
export function xmlSafe(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '');
}
