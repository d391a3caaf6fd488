import { describe, expect, it, vi } from 'vitest';
import type { Link, LinkCreateInput, Page } from '../../../lib/api/schemas';
import { decide, duplicateQuery, fits, gatherPageLinks, PageLinksOnce, reusable, wantedOf, type PageLinks, type Wanted } from '../../../lib/shorten/page-link';
import { pageOf } from '../../../lib/url/page';
import { defaultRequest } from '../../../lib/shorten';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { page } from '../../fakes/client';
import { makeLink } from '../link-index/fixtures';
import { ApiError } from '../../../lib/api/errors';

const URL_ = 'https://example.org/a';
/** A link as the server lists it: its domain nested, its space and pixels given (none: null and []). */
const on = (id: number, fields: Partial<Link> & { domainId?: number; spaceId?: number | null; pixelIds?: number[] } = {}): Link => {
  const { domainId = 2, spaceId = null, pixelIds = [], ...rest } = fields;
  return makeLink(id, {
    url: URL_,
    domain: { id: domainId, name: `d${domainId}.test` },
    space: spaceId === null ? null : { id: spaceId, name: 'Campaigns' },
    pixels: pixelIds.map((pid) => ({ id: pid, name: `p${pid}`, type: 'facebook' })),
    ...rest,
  });
};
const WANTED: Wanted = { url: URL_, domainId: 2, spaceId: null, pixelIds: [] };
const cutShort = (items: Link[]) => page(items, { last_page: 2, total: 40 });

/** The page's links from a server list (or its failure) and an index that answers `indexed`. */
async function gather(list: Page<Link> | Error, indexed: Link[] | Error = [], url = URL_) {
  const index = vi.fn(async () => {
    if (indexed instanceof Error) throw indexed;
    return indexed;
  });
  const found = gatherPageLinks(url, { list: async () => (list instanceof Error ? Promise.reject(list) : list), index });
  return { found: await found.catch((error: unknown) => error), index };
}

describe('fits: a link is reused only when it is what shortening now would make (issue 39)', () => {
  it('the same page, domain, space and set of pixels', () => {
    expect(fits(on(1), WANTED)).toBe(true);
    expect(fits(on(1, { pixelIds: [5, 8] }), { ...WANTED, pixelIds: [8, 5] })).toBe(true);
    expect(fits(on(1, { spaceId: 3 }), { ...WANTED, spaceId: 3 })).toBe(true);
  });

  it.each([
    ['another domain', on(1, { domainId: 9 }), WANTED],
    ['a pixel less', on(1, { pixelIds: [5] }), { ...WANTED, pixelIds: [5, 8] }],
    ['a pixel more', on(1, { pixelIds: [5, 8] }), { ...WANTED, pixelIds: [5] }],
    ['pixels where none are wanted', on(1, { pixelIds: [5] }), WANTED],
    ['another space', on(1, { spaceId: 3 }), { ...WANTED, spaceId: 4 }],
    ['a space where none is wanted', on(1, { spaceId: 3 }), WANTED],
    ['no space where one is wanted', on(1), { ...WANTED, spaceId: 4 }],
    ['another page', on(1, { url: 'https://example.org/b' }), WANTED],
    ['the page without the preset’s UTM parameters', on(1), { ...WANTED, url: `${URL_}?utm_source=news` }],
    ['another alias than the one asked for', on(1, { alias: 'spring' }), { ...WANTED, alias: 'summer' }],
  ])('not on %s', (_, link, wanted) => {
    expect(fits(link, wanted)).toBe(false);
  });

  it('a #fragment is the same page; a space 0 is no space; an alias asked for is matched', () => {
    expect(fits(on(1, { url: `${URL_}#top` }), { ...WANTED, url: `${URL_}#comments` })).toBe(true);
    expect(fits(makeLink(1, { url: URL_, domain: undefined, domain_id: 2, space: undefined, space_id: 0, pixels: undefined, pixel_ids: [] }), WANTED)).toBe(
      true,
    );
    expect(fits(on(1, { alias: 'spring' }), { ...WANTED, alias: 'spring' })).toBe(true);
  });

  it('a link whose pixels are not known (an old index row) is not the one wanted', () => {
    expect(fits(makeLink(1, { url: URL_, domain: undefined, domain_id: 2, pixels: undefined }), WANTED)).toBe(false);
    expect(fits(makeLink(1, { url: URL_, domain: undefined, domain_id: 2, pixels: undefined, pixel_ids: [] }), WANTED)).toBe(true);
  });

  it('the wanted link of a store input, and whether an old link may answer it at all', () => {
    const input: LinkCreateInput = { url: URL_, domain_id: 2, space_id: 3, pixel_ids: [5], alias: 'x' };
    expect(wantedOf(input)).toEqual({ url: URL_, domainId: 2, spaceId: 3, pixelIds: [5], alias: 'x' });
    expect(reusable(input)).toBe(true);
    expect(reusable({ ...input, password: 'secret' } as LinkCreateInput)).toBe(false);
    expect(reusable({ ...input, expiration_url: undefined } as LinkCreateInput)).toBe(true);
  });

  it('the defaults with a default preset: its domain, space, pixels and UTM parameters', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      defaultDomainId: 1,
      presets: [{ id: 'p', name: 'News', domainId: 2, spaceId: 3, pixelIds: [5], utm: { source: 'news' } }],
      defaultPresetId: 'p',
    };
    const wanted = wantedOf(defaultRequest(settings, URL_).input);
    expect(wanted).toEqual({ url: `${URL_}?utm_source=news`, domainId: 2, spaceId: 3, pixelIds: [5] });
    expect(fits(on(1, { url: `${URL_}?utm_source=news`, spaceId: 3, pixelIds: [5] }), wanted)).toBe(true);
    expect(fits(on(1, { spaceId: 3, pixelIds: [5] }), wanted)).toBe(false);
  });
});

describe('decide: the page’s link and the page’s other links', () => {
  const known = (links: Link[], failure?: PageLinks['failure']): PageLinks => ({ links, ...(failure ? { failure } : {}) });

  it('never reuses a link that does not work now: an expired or disabled one that fits is one of the others (issue 48)', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    const expired = { ...on(8), ends_at: '2026-11-01T00:00:00Z' };
    const disabled = { ...on(7), disabled: 1 };
    const working = on(3);
    expect(decide(WANTED, known([expired, disabled, working]), now)).toEqual({ link: working, others: [expired, disabled] });
    expect(decide(WANTED, known([expired]), now)).toEqual({ link: null, others: [expired] });
  });

  it('the link that fits, the rest named as the page’s other links', () => {
    const other = on(7, { domainId: 9 });
    const mine = on(3);
    expect(decide(WANTED, known([other, mine]))).toEqual({ link: mine, others: [other] });
  });

  it('none that fits: no link, every one named (issue 39: the other domain’s link was handed back)', () => {
    const spring = on(8, { domainId: 1, alias: 'spring26' });
    const pixelled = on(5, { pixelIds: [1] });
    expect(decide(WANTED, known([spring, pixelled]))).toEqual({ link: null, others: [spring, pixelled] });
  });

  it('a link for exactly the address before a newer one for its page (#fragment aside)', () => {
    const exact = on(2);
    const fragment = on(4, { url: `${URL_}#top` });
    expect(decide(WANTED, known([fragment, exact])).link).toBe(exact);
    expect(decide({ ...WANTED, url: `${URL_}#x` }, known([fragment, exact])).link).toBe(fragment);
  });

  it('nothing to compare (a store with a password): no link is reused', () => {
    expect(decide(null, known([on(2)]))).toEqual({ link: null, others: [on(2)] });
  });

  it('a link known from the device alone says so', () => {
    const failure = { name: 'UnauthorizedError' as const, message: 'GET /links: 401' };
    expect(decide(WANTED, known([on(2)], failure))).toEqual({ link: on(2), others: [], fromDevice: failure });
  });
});

describe('gatherPageLinks: the server’s list, the index only when the list cannot settle it', () => {
  it('a complete list is the whole truth: the index is not asked, links of other pages are left out', async () => {
    const mine = on(2);
    const { found, index } = await gather(page([on(3, { url: `${URL_}/longer` }), mine]), [on(9)]);
    expect(found).toEqual({ links: [mine] });
    expect(index).not.toHaveBeenCalled();
  });

  it('a list cut short: the index’s links of the page join it, each once, newest first', async () => {
    const { found } = await gather(cutShort([on(4)]), [on(9), on(4), on(6, { url: 'https://example.org/b' })]);
    expect((found as PageLinks).links.map((link) => link.id)).toEqual([9, 4]);
  });

  it('a list whose unreadable records make it longer than a page is cut short', async () => {
    const list: Page<Link> = { items: [on(3, { url: `${URL_}/longer` })], meta: { current_page: 1, total: 2 }, skipped: [{ index: 1, reason: 'not a link' }] };
    expect((await gather(list, [on(9)])).index).not.toHaveBeenCalled();
    expect((await gather({ ...list, meta: { current_page: 1, total: 3 } }, [on(9)])).index).toHaveBeenCalled();
  });

  it('a failed list: the index’s links with the failure, or the failure when the index has none', async () => {
    const failure = new ApiError('NetworkError', 'no answer');
    expect(await gather(failure, [on(9)]).then((r) => r.found)).toEqual({ links: [on(9)], failure: { name: 'NetworkError', message: 'no answer' } });
    expect((await gather(failure, [])).found).toBe(failure);
    expect((await gather(failure, new Error('asleep'))).found).toBe(failure);
  });

  it('an index that fails counts as none', async () => {
    expect((await gather(cutShort([]), new Error('asleep'))).found).toEqual({ links: [] });
  });

  it('searches the server for the page without its fragment, and never with a user:password@', () => {
    expect(pageOf(`${URL_}#x`)).toBe(URL_);
    expect(duplicateQuery(`${URL_}?q=1#x`)).toEqual({ search: `${URL_}?q=1`, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 });
    expect(duplicateQuery('https://alice:secret@example.org/a').search).toBe('https://example.org/a');
  });
});

describe('PageLinksOnce: a page’s links asked once while the popup is open', () => {
  const failure = new ApiError('NetworkError', 'network error', { method: 'GET', path: '/api/v1/links' });

  it('keeps an answer: the same page is not asked twice, and the newest id seen is known', async () => {
    const find = vi.fn(async (): Promise<PageLinks> => ({ links: [on(7), on(3)] }));
    const once = new PageLinksOnce(find);
    await once.get(URL_);
    await once.get(URL_);
    expect(find).toHaveBeenCalledTimes(1);
    expect(once.knownId).toBe(7);
  });

  it('keeps no failure: a look that failed, or that only the device answered, is asked again next time', async () => {
    const find = vi
      .fn<(url: string) => Promise<PageLinks>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ links: [on(4)], failure: { name: 'NetworkError', message: 'down' } })
      .mockResolvedValue({ links: [on(5)] });
    const once = new PageLinksOnce(find);
    await expect(once.get(URL_)).rejects.toBe(failure);
    expect(await once.get(URL_)).toMatchObject({ failure: { name: 'NetworkError' } });
    expect(await once.get(URL_)).toEqual({ links: [on(5)] });
    expect(await once.get(URL_)).toEqual({ links: [on(5)] });
    expect(find).toHaveBeenCalledTimes(3);
  });
});
