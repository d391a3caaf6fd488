/** What people type into the search, letter by letter: title words, sites, a short URL, a miss. */
export const QUERIES = [
  'electric cars',
  'github preact',
  'mdn promise',
  'guardian housing',
  'wikipedia espresso',
  'northwind merino socks',
  'youtube',
  'sho.rt/',
  'how solar power',
  'zzqx',
];

/** Every prefix of every query: one search per keystroke. */
export function keystrokes(queries: readonly string[] = QUERIES): string[] {
  return queries.flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
}
