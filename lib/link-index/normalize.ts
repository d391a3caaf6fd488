/**
 * Case- and accent-insensitive text for the local search. Folding is done once per link when the
 * index is loaded (see ./search.ts), so a keystroke only folds the query.
 */

const COMBINING_MARKS = /\p{M}+/gu;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * "Crème Brûlée" → "creme brulee". NFD splits letters from their accents, which are then dropped.
 * Greek final sigma is folded to σ because lower-casing picks ς by context, and a query typed
 * mid-word must still match.
 */
export function fold(text: string): string {
  // Most URLs and aliases are ASCII: skip the Unicode work for them (it dominates a cold start).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/ς/g, 'σ');
}

/** Folds and collapses whitespace, the form a query is matched in. */
export function foldQuery(text: string): string {
  // Control characters (incl. the index's own separators) count as white space.
  return fold(text)
    .replace(/[\s\x00-\x1f]+/g, ' ')
    .trim();
}

/**
 * A query as the index is searched with it: folded like the index, and, like the index's URLs,
 * without a leading scheme or `www.` (so a pasted `https://www.example.com/a` finds the link).
 */
export function normalizeQuery(text: string): string {
  return foldQuery(bareUrl(text.trim()));
}

/**
 * A URL as people type it: without the scheme and a leading `www.`, percent-escapes decoded
 * where they are valid (so "café" finds `/caf%C3%A9`).
 */
export function bareUrl(url: string): string {
  let text = url.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').replace(/^www\./i, '');
  try {
    text = decodeURI(text);
  } catch {
    // A malformed escape: keep the text as it is.
  }
  return text;
}

/**
 * Folds `text` and maps every folded character back to its index in `text`, so a match found in
 * folded text can be highlighted in the original (folding may drop characters, e.g. accents).
 */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = fold(char);
    for (let i = 0; i < part.length; i++) map.push(index);
    folded += part;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
}
