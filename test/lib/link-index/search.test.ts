import { beforeEach, describe, expect, it } from 'vitest';
import {
  RANK_EXACT,
  RANK_PREFIX,
  RANK_SUBSTRING,
  RANK_WORDS,
  rankLink,
} from '../../../lib/link-index/search';
import { searchIndex } from '../../../lib/link-index';
import { commitFull, makeLink, ORIGIN, SCOPE } from './fixtures';

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

describe('searchIndex', () => {
  // Newest first, as the index keeps them.
  const links = [
    makeLink(50, { alias: 'docs-old', title: 'Old documentation' }),
    makeLink(40, { alias: 'xdocs', title: 'Mirror' }),
    makeLink(30, { alias: 'docs', title: 'Documentation' }),
    makeLink(20, { alias: 'guide', title: 'User docs' }),
    makeLink(10, { alias: 'docs2', title: 'Docs v2' }),
  ];
  beforeEach(() => commitFull(ORIGIN, links));

  it('ranks exact alias, then prefix, then substring; newer first within a rank', async () => {
    const hits = await searchIndex(SCOPE, 'Docs', 10);
    expect(hits.map((h) => [h.link.id, h.rank])).toEqual([
      [30, RANK_EXACT],
      [50, RANK_PREFIX],
      [20, RANK_PREFIX],
      [10, RANK_PREFIX],
      [40, RANK_SUBSTRING],
    ]);
  });

  it('answers at most `limit` hits, the best ones', async () => {
    expect((await searchIndex(SCOPE, 'docs', 2)).map((h) => h.link.id)).toEqual([30, 50]);
  });

  it('answers nothing for an empty query or limit', async () => {
    expect(await searchIndex(SCOPE, '', 10)).toEqual([]);
    expect(await searchIndex(SCOPE, 'docs', 0)).toEqual([]);
  });
});
