import { describe, expect, it } from 'vitest';
import { compactLink } from '../../../lib/link-index/compact';
import { searchIndex } from '../../../lib/link-index';
import { parseQuery, rankEntry, toEntry } from '../../../lib/link-index/search';
import { commitFull, makeLink, ORIGIN, SCOPE } from './fixtures';

// A small alphabet, so that exact, prefix, substring and word matches all occur often.
const words = ['ab', 'ba', 'abc', 'ca', 'b', 'cab', 'Äb', 'bé', '中b', 'ώa'];

function randomLinks(n: number) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => words[Math.floor(random() * words.length)]!;
  // Newest first, ids n..1.
  return Array.from({ length: n }, (_, i) =>
    compactLink(
      makeLink(n - i, {
        alias: random() < 0.8 ? pick() + pick() : null,
        title: `${pick()} ${pick()} ${pick()}`,
        url: `https://${pick()}.example/${pick()}`,
        short_url: `https://s.rt/${pick()}${i}`,
      }),
    ),
  );
}

const queries = ['ab', 'b', 'a', 'abab', 'ca b', 'cab ab', 'be', 'AB', 's.rt/ab1', 's.rt/cab77', 'zz', 'ab zz', 'b a c', 'bé b', '中', '中b ab', 'ωa', 'Ώ'];

/** What ranking every link one by one and sorting answers (all of it: cut to the limit). */
function naive(links: ReturnType<typeof randomLinks>, entries: ReturnType<typeof toEntry>[], text: string) {
  const query = parseQuery(text);
  return entries
    .map((entry, i) => ({ i, link: links[i]!, rank: rankEntry(entry, query) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ link, rank }) => ({ link, rank }));
}

describe('the stored index’s search agrees with ranking every link', () => {
  it.each([300, 100_000])(
    'at %i links',
    async (n) => {
      const links = randomLinks(n);
      const entries = links.map(toEntry);
      await commitFull(ORIGIN, links);
      for (const q of queries) {
        const all = naive(links, entries, q);
        for (const limit of [1, 5, 20, 400]) expect(await searchIndex(SCOPE, q, limit), `${q}, limit ${limit}`).toEqual(all.slice(0, limit));
      }
    },
    120_000,
  );
});

describe('a search typed a letter at a time (each keystroke narrows the last one’s matches)', () => {
  it.each([300, 20_000])(
    'agrees with ranking every link at every keystroke, typing on and deleting, at %i links',
    async (n) => {
      const links = randomLinks(n);
      const entries = links.map(toEntry);
      await commitFull(ORIGIN, links);
      for (const q of ['cab ab', 'b a c', '中b ab', 'ab zz', 's.rt/cab77', 'bé b']) {
        const typed = Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1));
        // Typed on, then deleted back to the first letter, then another query begun over it.
        for (const text of [...typed, ...typed.slice(0, -1).reverse(), `${q} b`, `${q} ba`]) {
          const all = naive(links, entries, text);
          for (const limit of [3, 400]) expect(await searchIndex(SCOPE, text, limit), `${text}, limit ${limit}`).toEqual(all.slice(0, limit));
        }
      }
    },
    120_000,
  );
});
