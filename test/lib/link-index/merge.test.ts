import { describe, expect, it } from 'vitest';
import { mergeResults, RANK_SERVER_ONLY, serverSearchFields } from '../../../lib/link-index/merge';
import { RANK_EXACT, RANK_PREFIX, RANK_SUBSTRING } from '../../../lib/link-index/search';
import { makeLink } from './fixtures';

describe('mergeResults', () => {
  const local = [
    { link: makeLink(5, { alias: 'docs' }), rank: RANK_EXACT },
    { link: makeLink(9, { alias: 'docs-new' }), rank: RANK_PREFIX },
  ];

  it('puts server results among the local ones by the same ranking', () => {
    const server = [makeLink(20, { alias: 'mydocs' }), makeLink(3, { alias: 'docs-old' })];
    expect(mergeResults('docs', local, server, 10).map((h) => [h.link.id, h.rank])).toEqual([
      [5, RANK_EXACT],
      [9, RANK_PREFIX],
      [3, RANK_PREFIX],
      [20, RANK_SUBSTRING],
    ]);
  });

  it('puts an exact URL the server found first, before the newer pages whose address goes on (issue 40)', () => {
    // The server's own search for `page/100`, newest first, as it answers it.
    const server = [...Array.from({ length: 10 }, (_, i) => makeLink(1009 - i)), makeLink(100)];
    expect(mergeResults('page/100', [], server, 20).map((h) => [h.link.id, h.rank])).toEqual([
      [100, RANK_EXACT],
      ...server.slice(0, 10).map((l) => [l.id, RANK_PREFIX]),
    ]);
  });

  it('keeps one row per link, with the server’s fresher copy', () => {
    const server = [makeLink(9, { alias: 'docs-new', title: 'Renamed on the server' })];
    const merged = mergeResults('docs', local, server, 10);
    expect(merged.map((h) => h.link.id)).toEqual([5, 9]);
    expect(merged[1]!.link.title).toBe('Renamed on the server');
  });

  it('lists server results the local rules do not match last', () => {
    const server = [makeLink(99, { alias: 'zzz', title: 'Unrelated', url: 'https://x.example/', short_url: 'https://s.rt/zzz' })];
    expect(mergeResults('docs', local, server, 10).at(-1)).toMatchObject({ rank: RANK_SERVER_ONLY, link: { id: 99 } });
  });

  it('answers at most `limit` rows', () => {
    expect(mergeResults('docs', local, [makeLink(3, { alias: 'docs-old' })], 2).map((h) => h.link.id)).toEqual([5, 9]);
  });
});

describe('serverSearchFields', () => {
  it.each([
    ['', []],
    ['promo', ['alias', 'title']],
    ['summer sale', ['title']],
    ['example.com/page', ['url']],
    ['https://example.com', ['url']],
    ['docs/guide', ['url']],
  ])('%s → %j', (text, fields) => {
    expect(serverSearchFields(text)).toEqual(fields);
  });
});
