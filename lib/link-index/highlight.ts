import { foldWithMap, normalizeQuery } from './normalize';

/** A piece of displayed text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into matched and unmatched pieces for the query's words, matched the way the
 * search matches (case- and accent-insensitive), so "cafe" marks "Café" in the original text.
 */
export function highlight(text: string, query: string): Segment[] {
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
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), match: marked[start]! });
      start = i;
    }
  }
  return segments;
}
