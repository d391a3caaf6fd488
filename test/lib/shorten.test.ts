import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api';
import type { Link, LinkListQuery, Page } from '../../lib/api/schemas';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { defaultCreateInput, findPageLink, shortenWithDefaults } from '../../lib/shorten';
import { makeLink } from './link-index/fixtures';

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

describe('shortenWithDefaults', () => {
  it('reuses an existing link and creates nothing', async () => {
    const { client, create } = fakeClient([makeLink(2, { url: 'https://example.org/' })]);
    expect(await shortenWithDefaults({ client, settings, url: 'https://example.org/' })).toMatchObject({ existing: true, link: { id: 2 } });
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a link with the defaults otherwise', async () => {
    const { client, create } = fakeClient();
    expect(await shortenWithDefaults({ client, settings, url: 'https://example.org/new' })).toMatchObject({ existing: false, link: { id: 99 } });
    expect(create).toHaveBeenCalledWith({ url: 'https://example.org/new', domain_id: 3, space_id: 4, pixel_ids: [5, 6] });
  });

  it('checks the defaults before any request', async () => {
    const { client, list } = fakeClient();
    await expect(shortenWithDefaults({ client, settings: DEFAULT_SETTINGS, url: 'https://example.org/' })).rejects.toMatchObject({ name: 'InputError' });
    expect(list).not.toHaveBeenCalled();
  });
});
