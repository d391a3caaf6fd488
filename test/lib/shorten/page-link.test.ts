import { describe, expect, it, vi } from 'vitest';
import type { Link, Page } from '../../../lib/api/schemas';
import { duplicateQuery, findDuplicate, judgeList, pageOf } from '../../../lib/shorten/page-link';
import { page } from '../../fakes/client';
import { makeLink } from '../link-index/fixtures';

const URL_ = 'https://example.org/a';
const exact = makeLink(2, { url: URL_ });
const longer = makeLink(3, { url: `${URL_}/longer` });
const known = makeLink(9, { url: URL_ });
const cutShort = (items: Link[]) => page(items, { last_page: 2, total: 40 });

/** The decision with a server list (or its failure) and an index that answers `indexed`. */
async function decide(list: Page<Link> | Error, indexed: Link | null | Error = known, url = URL_) {
  const index = vi.fn(async () => {
    if (indexed instanceof Error) throw indexed;
    return indexed;
  });
  const found = findDuplicate(url, { list: async () => (list instanceof Error ? Promise.reject(list) : list), index });
  return { found: await found.catch((error: unknown) => error), index };
}

describe('the duplicate decision (one policy for the popup, the context menu, the command and the address bar)', () => {
  it('the server’s exact match wins; the index is not asked', async () => {
    const { found, index } = await decide(page([longer, exact]));
    expect(found).toBe(exact);
    expect(index).not.toHaveBeenCalled();
  });

  it('a complete list without a match is the whole truth: none, whatever the index holds (deleted since)', async () => {
    const { found, index } = await decide(page([longer]));
    expect(found).toBeNull();
    expect(index).not.toHaveBeenCalled();
  });

  it('a list cut short without a match: the index’s link', async () => {
    const { found } = await decide(cutShort([longer]));
    expect(found).toBe(known);
    expect((await decide(cutShort([longer]), null)).found).toBeNull();
  });

  it('a list whose unreadable records make it longer than a page is cut short', async () => {
    const list: Page<Link> = { items: [longer], meta: { current_page: 1, total: 2 }, skipped: [{ index: 1, reason: 'not a link' }] };
    expect(judgeList(URL_, list)).toEqual({ kind: 'none' });
    expect(judgeList(URL_, { ...list, meta: { current_page: 1, total: 3 } })).toEqual({ kind: 'unsure' });
  });

  it('a failed list: the index’s link, or the list’s failure when the index has none', async () => {
    const failure = new Error('network');
    expect((await decide(failure)).found).toBe(known);
    expect((await decide(failure, null)).found).toBe(failure);
    expect((await decide(failure, new Error('asleep'))).found).toBe(failure);
  });

  it('an index that fails counts as none', async () => {
    expect((await decide(cutShort([]), new Error('asleep'))).found).toBeNull();
  });

  it('a URL that differs only by its #fragment is the same page; an exact match is preferred', async () => {
    const withFragment = makeLink(4, { url: `${URL_}#top` });
    expect((await decide(page([withFragment]), null, `${URL_}#comments`)).found).toBe(withFragment);
    expect((await decide(page([withFragment, exact]), null, URL_)).found).toBe(exact);
    expect((await decide(cutShort([]), makeLink(5, { url: `${URL_}#x` }), URL_)).found).toMatchObject({ id: 5 });
  });

  it('never takes the index’s link of another page', async () => {
    expect((await decide(cutShort([]), makeLink(6, { url: 'https://example.org/b' }))).found).toBeNull();
  });

  it('searches the server for the page without its fragment', () => {
    expect(pageOf(`${URL_}#x`)).toBe(URL_);
    expect(duplicateQuery(`${URL_}?q=1#x`)).toEqual({ search: `${URL_}?q=1`, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 });
  });
});
