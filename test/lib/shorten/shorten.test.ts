import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api/errors';
import type { Link, LinkListQuery, Page } from '../../../lib/api/schemas';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { defaultCreateInput, defaultRequest, findPageLinks, mayHaveLanded, shorten } from '../../../lib/shorten';
import { makeLink } from '../link-index/fixtures';

function fakeClient(found: Link[] = []) {
  const list = vi.fn(async (_query?: LinkListQuery): Promise<Page<Link>> => ({ items: found, meta: { current_page: 1, last_page: 1 }, skipped: [] }));
  const create = vi.fn(async (input: { url: string }) => makeLink(99, { url: input.url }));
  return { client: { links: { list, create } } as unknown as ApiClient, list, create };
}

const settings = { ...DEFAULT_SETTINGS, defaultDomainId: 3, defaultSpaceId: 4, defaultPixelIds: [5, 6] };

describe('findPageLinks', () => {
  it('asks the server by URL first and keeps only the page’s links; the index only when the list is cut short', async () => {
    const exact = makeLink(2, { url: 'https://example.org/a' });
    const { client, list } = fakeClient([makeLink(3, { url: 'https://example.org/a/longer' }), exact]);
    const local = vi.fn(async () => [makeLink(1, { url: 'https://example.org/a' })]);
    expect(await findPageLinks(client, 'https://example.org/a', local)).toEqual({ links: [exact] });
    expect(list).toHaveBeenCalledWith({ search: 'https://example.org/a', search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 });
    expect(local).not.toHaveBeenCalled();
  });
});

describe('defaultCreateInput', () => {
  it('carries the default domain, space and pixels', () => {
    expect(defaultCreateInput(settings, 'https://example.org/')).toEqual({ url: 'https://example.org/', domain_id: 3, space_id: 4, pixel_ids: [5, 6] });
    expect(defaultCreateInput({ ...settings, defaultSpaceId: null, defaultPixelIds: [] }, 'https://e.org/')).toEqual({ url: 'https://e.org/', domain_id: 3 });
  });

  it('refuses without a default domain, naming the field', () => {
    expect(() => defaultCreateInput(DEFAULT_SETTINGS, 'https://example.org/')).toThrow(expect.objectContaining({ name: 'InputError', field: 'domain_id' }));
  });
});

describe('shorten: the one place a link is stored', () => {
  const request = (url: string, reuse = true) => ({ input: defaultRequest(settings, url).input, reuse });
  /** A link of the page as the server lists it, with the defaults' domain 3, space 4 and pixels 5, 6 unless told otherwise. */
  const listed = (id: number, url: string, fields: Partial<Link> = {}) =>
    makeLink(id, { url, domain: { id: 3, name: 'go.example.test' }, space: { id: 4, name: 'Campaigns' }, pixels: [{ id: 5 }, { id: 6 }], ...fields });

  it('reuses the link the page already has when it is the defaults’ one, and stores nothing', async () => {
    const { client, create } = fakeClient([listed(2, 'https://example.org/')]);
    expect(await shorten(request('https://example.org/'), { client })).toMatchObject({ kind: 'existing', link: { id: 2 }, others: [] });
    expect(create).not.toHaveBeenCalled();
  });

  it('a page whose only link is on another domain or without the pixels gets a new one, the others named (issue 39)', async () => {
    const spring = listed(8, 'https://example.org/', { domain: { id: 1, name: 'localhost:8050' }, alias: 'spring26', pixels: [] });
    const unpixelled = listed(5, 'https://example.org/', { pixels: [] });
    const { client, create } = fakeClient([spring, unpixelled]);
    const outcome = await shorten(request('https://example.org/'), { client });
    expect(outcome).toMatchObject({ kind: 'created', link: { id: 99 } });
    expect(outcome.others.map((link) => link.id)).toEqual([8, 5]);
    expect(create).toHaveBeenCalledExactlyOnceWith({ url: 'https://example.org/', domain_id: 3, space_id: 4, pixel_ids: [5, 6] });
  });

  it('stores with the defaults otherwise, once, after what the caller records before it leaves', async () => {
    const { client, create } = fakeClient();
    const order: string[] = [];
    const beforeStore = vi.fn(() => void order.push('recorded'));
    create.mockImplementation(async (input) => (order.push('stored'), makeLink(99, { url: input.url })));
    expect(await shorten(request('https://example.org/new'), { client, beforeStore })).toMatchObject({ kind: 'created', link: { id: 99 } });
    expect(create).toHaveBeenCalledExactlyOnceWith({ url: 'https://example.org/new', domain_id: 3, space_id: 4, pixel_ids: [5, 6] });
    expect(order).toEqual(['recorded', 'stored']);
  });

  it('never sends a user:password@, in the check or the store', async () => {
    const { client, list, create } = fakeClient();
    await shorten(request('https://alice:secret@example.org/x'), { client });
    expect(JSON.stringify([list.mock.calls, create.mock.calls])).not.toContain('secret');
    expect(create).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ url: 'https://example.org/x' }));
  });

  it('a new link wanted ("Create another"): no lookup, a store', async () => {
    const { client, list, create } = fakeClient([listed(2, 'https://example.org/')]);
    expect(await shorten(request('https://example.org/', false), { client })).toMatchObject({ kind: 'created' });
    expect(list).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('after a store that got no answer: a newer exact match that fits is the link it made', async () => {
    const { client, create } = fakeClient([listed(4, 'https://example.org/a'), listed(7, 'https://example.org/a')]);
    expect(await shorten(request('https://example.org/a', false), { client, unanswered: { knownId: 4 } })).toMatchObject({ kind: 'landed', link: { id: 7 } });
    expect(create).not.toHaveBeenCalled();
  });

  it('the page’s links found elsewhere (the background asked by a page) replace the client’s list', async () => {
    const { client, list } = fakeClient();
    const pageLinks = vi.fn(async () => ({ links: [listed(5, 'https://example.org/b')] }));
    expect(await shorten(request('https://example.org/b'), { client, pageLinks })).toMatchObject({ kind: 'existing', link: { id: 5 } });
    expect(list).not.toHaveBeenCalled();
  });

  it('a link the device alone knows stands in only where asked (the popup), said as such; elsewhere the list’s failure is the outcome', async () => {
    const { client, create } = fakeClient();
    const failure = { name: 'UnauthorizedError' as const, message: 'GET /links: 401' };
    const pageLinks = async () => ({ links: [listed(5, 'https://example.org/b')], failure });
    await expect(shorten(request('https://example.org/b'), { client, pageLinks })).rejects.toEqual(failure);
    expect(await shorten(request('https://example.org/b'), { client, pageLinks, standIn: true })).toMatchObject({
      kind: 'existing',
      link: { id: 5 },
      fromDevice: failure,
    });
    // None of the device's links is the one wanted: the failure, not a store.
    const other = async () => ({ links: [listed(5, 'https://example.org/b', { pixels: [] })], failure });
    await expect(shorten(request('https://example.org/b'), { client, pageLinks: other, standIn: true })).rejects.toEqual(failure);
    expect(create).not.toHaveBeenCalled();
  });

  it('checks the defaults before any request', () => {
    expect(() => defaultRequest(DEFAULT_SETTINGS, 'https://example.org/')).toThrow(expect.objectContaining({ name: 'InputError' }));
  });
});

describe('mayHaveLanded: the one outage rule', () => {
  it.each([
    ['TimeoutError', true],
    ['NetworkError', true],
    ['ServerError', true],
    ['InvalidResponseError', true],
    ['ValidationError', false],
    ['UnauthorizedError', false],
    ['RateLimitError', false],
    ['StorageError', false],
  ])('%s: %s', (name, expected) => {
    expect(mayHaveLanded(new ApiError(name as never, 'x'))).toBe(expected);
  });
});
