import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RANK_EXACT, RANK_PREFIX, RANK_SUBSTRING, RANK_WORDS, rankLink } from '../../../lib/link-index/search';
import { searchIndex } from '../../../lib/link-index';
import { commitFull, makeLink, makeLinks, ORIGIN, SCOPE } from './fixtures';
import { readHead, writeHead } from '../../../lib/link-index/store';
import { DB_NAME } from '../../../lib/link-index/idb';

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
    ['shop.example/deals/summer', RANK_EXACT, 'the URL without scheme and www'],
    ['deals/summer', RANK_EXACT, 'the URL without its host'],
    ['https://www.shop.example/deals/summer/', RANK_EXACT, 'a pasted URL, a last slash aside'],
    ['deals/sum', RANK_PREFIX, 'the start of a path segment'],
    ['summer/', RANK_PREFIX, 'a path segment, a last slash aside'],
    ['omo', RANK_SUBSTRING, 'inside the alias'],
    ['eals/sum', RANK_SUBSTRING, 'inside the URL'],
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

describe('exact URLs first (issue 40: `page/100` listed page 100 after pages 1000–1009)', () => {
  // https://example.com/page/1 … /page/1010, newest (highest) first.
  const links = makeLinks(1010);
  beforeEach(() => commitFull(ORIGIN, links));
  const ids = async (text: string, limit = 20) => (await searchIndex(SCOPE, text, limit)).map((h) => [h.link.id, h.rank]);

  it('`page/100` is page 100 first, then the pages whose address goes on', async () => {
    expect(await ids('page/100')).toEqual([[100, RANK_EXACT], ...Array.from({ length: 10 }, (_, i) => [1009 - i, RANK_PREFIX])]);
  });

  it('so is the address whole, pasted with its scheme, or typed with a last slash', async () => {
    for (const text of ['example.com/page/100', 'https://example.com/page/100', 'example.com/page/100/'])
      expect((await ids(text, 1))[0]).toEqual([100, RANK_EXACT]);
  });

  it('a path segment’s start ranks before the query inside one', async () => {
    // "/page/7…" starts a segment (799 the newest); "…/page/1007", "…/page/17" hold it inside.
    const found = await ids('7', 1010);
    expect(found[0]).toEqual([799, RANK_PREFIX]);
    expect(found.findIndex(([, rank]) => rank === RANK_SUBSTRING)).toBeGreaterThan(found.findLastIndex(([, rank]) => rank === RANK_PREFIX));
  });

  it('an index written before URLs were hashed ranks them once a full refresh’s pages passed over it', async () => {
    // Its chunks' hashes without the URLs', as an earlier version wrote them; a worker started since.
    const head = (await readHead(SCOPE, true))!;
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open(DB_NAME);
      open.onsuccess = () => resolve(open.result);
    });
    const store = db.transaction('keys', 'readwrite').objectStore('keys');
    for (const { key } of head.chunks) {
      const old = await new Promise<{ url?: unknown }>((resolve) => (store.get(key).onsuccess = (e) => resolve((e.target as IDBRequest).result)));
      delete old.url;
      store.put(old, key);
    }
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    db.close();
    await writeHead(SCOPE.profileId, { ...head, chunks: head.chunks.map(({ u: _, ...chunk }) => chunk) });
    vi.resetModules();
    const fresh = await import('../../../lib/link-index');
    // Found while scanning, as a segment's start: newest first.
    expect((await fresh.searchIndex(SCOPE, 'page/100', 1))[0]?.link.id).toBe(1009);
    // A full refresh's pages covered every id and changed nothing: each chunk is written again, with its URLs' hashes.
    const mutations = await import('../../../lib/link-index/mutations');
    const store2 = await import('../../../lib/link-index/store');
    await store2.serialized(() => mutations.applyEdit(SCOPE, { upsert: [], range: [0, Number.MAX_SAFE_INTEGER], listed: new Set(links.map((l) => l.id)) }));
    expect((await fresh.searchIndex(SCOPE, 'page/100', 1))[0]).toMatchObject({ rank: RANK_EXACT, link: { id: 100 } });
  });
});
