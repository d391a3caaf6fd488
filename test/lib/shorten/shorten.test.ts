import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api/errors';
import type { Link, LinkListQuery, Page } from '../../../lib/api/schemas';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { defaultCreateInput, defaultRequest, findPageLink, mayHaveLanded, shorten } from '../../../lib/shorten';
import { makeLink } from '../link-index/fixtures';

function fakeClient(found: Link[] = []) {
  const list = vi.fn(async (_query?: LinkListQuery): Promise<Page<Link>> => ({ items: found, meta: { current_page: 1, last_page: 1 }, skipped: [] }));
  const create = vi.fn(async (input: { url: string }) => makeLink(99, { url: input.url }));
  return { client: { links: { list, create } } as unknown as ApiClient, list, create };
}

const settings = { ...DEFAULT_SETTINGS, defaultDomainId: 3, defaultSpaceId: 4, defaultPixelIds: [5, 6] };

describe('findPageLink', () => {
  it('asks the server by URL first and keeps only the page’s link; the index only when the list is cut short', async () => {
    const exact = makeLink(2, { url: 'https://example.org/a' });
    const { client, list } = fakeClient([makeLink(3, { url: 'https://example.org/a/longer' }), exact]);
    const local = vi.fn(async () => makeLink(1, { url: 'https://example.org/a' }));
    expect(await findPageLink(client, 'https://example.org/a', local)).toBe(exact);
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
  const request = (url: string, reuse = true) => ({ ...defaultRequest(settings, url), reuse });

  it('reuses the link the page already has and stores nothing', async () => {
    const { client, create } = fakeClient([makeLink(2, { url: 'https://example.org/' })]);
    expect(await shorten(request('https://example.org/'), { client })).toMatchObject({ kind: 'existing', link: { id: 2 } });
    expect(create).not.toHaveBeenCalled();
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

  it('a new link wanted ("Create another"): no lookup, a store', async () => {
    const { client, list, create } = fakeClient([makeLink(2, { url: 'https://example.org/' })]);
    expect(await shorten(request('https://example.org/', false), { client })).toMatchObject({ kind: 'created' });
    expect(list).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('after a store that got no answer: a newer exact match is the link it made', async () => {
    const { client, create } = fakeClient([makeLink(4, { url: 'https://example.org/a' }), makeLink(7, { url: 'https://example.org/a' })]);
    expect(await shorten(request('https://example.org/a', false), { client, unanswered: { knownId: 4 } })).toMatchObject({ kind: 'landed', link: { id: 7 } });
    expect(create).not.toHaveBeenCalled();
  });

  it('a lookup made elsewhere (the background asked by a page) replaces the client’s', async () => {
    const { client, list } = fakeClient();
    const lookup = vi.fn(async () => makeLink(5, { url: 'https://example.org/b' }));
    expect(await shorten(request('https://example.org/b'), { client, lookup })).toMatchObject({ kind: 'existing', link: { id: 5 } });
    expect(list).not.toHaveBeenCalled();
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
