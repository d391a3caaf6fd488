import { describe, expect, it } from 'vitest';
import {
  RANK_EXACT,
  RANK_PREFIX,
  RANK_SUBSTRING,
  RANK_WORDS,
  parseQuery,
  rankEntry,
  rankLink,
  searchCorpus,
  toCorpus,
  toEntry,
} from '../../../lib/link-index/search';
import { makeLink } from './fixtures';

describe('rankLink', () => {
  const link = makeLink(7, {
    alias: 'Promo',
    title: 'Summer Crème sale',
    url: 'https://www.shop.example/deals/summer',
    short_url: 'https://sho.rt/Promo',
  });

  it.each([
    ['promo', RANK_EXACT, 'the alias, whatever the case'],
    ['sho.rt/promo', RANK_EXACT, 'the short URL without its scheme'],
    ['pro', RANK_PREFIX, 'the start of the alias'],
    ['summer', RANK_PREFIX, 'the start of the title'],
    ['creme', RANK_PREFIX, 'the start of a title word, accents aside'],
    ['shop.ex', RANK_PREFIX, 'the start of the URL without scheme and www'],
    ['https://www.shop.example/deals', RANK_PREFIX, 'a pasted URL, scheme and www aside'],
    ['omo', RANK_SUBSTRING, 'inside the alias'],
    ['deals/sum', RANK_SUBSTRING, 'inside the URL'],
    ['ale', RANK_SUBSTRING, 'inside a title word'],
    ['sale summer', RANK_WORDS, 'every word, in another order'],
    ['winter', -1, 'no match'],
    ['summer winter', -1, 'a word missing'],
    ['   ', -1, 'an empty query'],
  ])('%s → rank %i (%s)', (query, rank) => {
    expect(rankLink(link, query)).toBe(rank);
  });

  it('matches links without alias or title', () => {
    const bare = makeLink(1, { alias: null, title: null, url: 'https://example.org/x', short_url: 'https://sho.rt/Xy1' });
    expect(rankLink(bare, 'xy1')).toBe(RANK_EXACT);
    expect(rankLink(bare, 'example.org')).toBe(RANK_PREFIX);
  });
});

describe('searchCorpus', () => {
  // Newest first, as the index keeps them.
  const corpus = toCorpus([
    makeLink(50, { alias: 'docs-old', title: 'Old documentation' }),
    makeLink(40, { alias: 'xdocs', title: 'Mirror' }),
    makeLink(30, { alias: 'docs', title: 'Documentation' }),
    makeLink(20, { alias: 'guide', title: 'User docs' }),
    makeLink(10, { alias: 'docs2', title: 'Docs v2' }),
  ].map(toEntry));

  it('ranks exact alias, then prefix, then substring; newer first within a rank', () => {
    const hits = searchCorpus(corpus, 'Docs', 10);
    expect(hits.map((h) => [h.link.id, h.rank])).toEqual([
      [30, RANK_EXACT],
      [50, RANK_PREFIX],
      [20, RANK_PREFIX],
      [10, RANK_PREFIX],
      [40, RANK_SUBSTRING],
    ]);
  });

  it('answers at most `limit` hits, the best ones', () => {
    expect(searchCorpus(corpus, 'docs', 2).map((h) => h.link.id)).toEqual([30, 50]);
  });

  it('answers nothing for an empty query or limit', () => {
    expect(searchCorpus(corpus, '', 10)).toEqual([]);
    expect(searchCorpus(corpus, 'docs', 0)).toEqual([]);
  });
});

describe('searchCorpus agrees with ranking every link', () => {
  // Small alphabet so that exact, prefix, substring and word matches all occur often.
  const words = ['ab', 'ba', 'abc', 'ca', 'b', 'cab', 'Äb', 'bé'];
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = () => words[Math.floor(random() * words.length)]!;
  const links = Array.from({ length: 300 }, (_, i) =>
    makeLink(300 - i, {
      alias: random() < 0.8 ? pick() + pick() : null,
      title: `${pick()} ${pick()} ${pick()}`,
      url: `https://${pick()}.example/${pick()}`,
      short_url: `https://s.rt/${pick()}${i}`,
    }),
  );
  const entries = links.map(toEntry);
  const corpus = toCorpus(entries);
  const queries = ['ab', 'b', 'a', 'abab', 'ca b', 'cab ab', 'be', 'AB', 's.rt/ab1', 'zz', 'ab zz', 'b a c'];

  it.each(queries.flatMap((q) => [1, 5, 20, 400].map((limit) => [q, limit] as const)))('%s, limit %i', (q, limit) => {
    const query = parseQuery(q);
    const naive = entries
      .map((entry, i) => ({ i, link: entry.link, rank: rankEntry(entry, query) }))
      .filter((h) => h.rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .slice(0, limit)
      .map(({ link, rank }) => ({ link, rank }));
    expect(searchCorpus(corpus, q, limit)).toEqual(naive);
  });
});
