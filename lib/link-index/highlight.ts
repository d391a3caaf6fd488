import { clip } from '../text';
import { foldWithMap, normalizeQuery } from './normalize';

/** At most this many marked pieces: a query of one letter in a long text marks it all over. */
export const MAX_MARKS = 40;

/** A piece of displayed text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into matched and unmatched pieces for the query's words, matched the way the
 * search matches (case- and accent-insensitive), so "cafe" marks "Café" in the original text.
 * The text is cut to what is shown (lib/text.ts), and the marks to MAX_MARKS.
 */
export function highlight(whole: string, query: string): Segment[] {
  const text = clip(whole);
  const words = normalizeQuery(query).split(' ').filter(Boolean);
  if (!text || words.length === 0) return text ? [{ text, match: false }] : [];
  const { folded, map } = foldWithMap(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) {
      for (let i = map[at]!; i < map[at + word.length]!; i++) marked[i] = true;
    }
  }
  const segments: Segment[] = [];
  let marks = 0;
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      const match = marked[start]! && marks < MAX_MARKS;
      if (match) marks++;
      const previous = segments.at(-1);
      // Past the cap, the rest is plain: joined to the piece before it when that is plain too.
      if (previous && !previous.match && !match) previous.text += text.slice(start, i);
      else segments.push({ text: text.slice(start, i), match });
      start = i;
    }
  }
  return segments;
}
