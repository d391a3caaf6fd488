import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINKS_STATE,
  formatLinksState,
  linksQuery,
  parseLinksState,
  selectionKey,
  stateToRead,
  STATUS_CHOICES,
  type LinksState,
} from '../../../lib/manager/links-state';
import { withChange } from '../../../lib/manager/params';
import { formatRoute, parseRoute } from '../../../lib/manager/route';

const parse = (query: string) => parseLinksState(new URLSearchParams(query));

describe('Links view state ⇄ URL', () => {
  it('defaults to the unfiltered first page, newest first, 25 a page', () => {
    expect(parse('')).toEqual({
      search: '',
      search_by: 'title',
      status: 0,
      space_id: null,
      domain_id: null,
      pixel_id: null,
      sort_by: 'id',
      sort: 'desc',
      per_page: 25,
      page: 1,
    });
    expect(formatLinksState(DEFAULT_LINKS_STATE).toString()).toBe('');
  });

  it('reads every parameter of the contract', () => {
    expect(parse('search=promo&search_by=alias&status=2&space_id=3&domain_id=4&pixel_id=5&sort_by=clicks&sort=asc&per_page=100&page=3')).toEqual({
      search: 'promo',
      search_by: 'alias',
      status: 2,
      space_id: 3,
      domain_id: 4,
      pixel_id: 5,
      sort_by: 'clicks',
      sort: 'asc',
      per_page: 100,
      page: 3,
    });
  });

  it.each([
    ['search_by=name', { search_by: 'title' }],
    ['status=5', { status: 0 }],
    ['status=', { status: 0 }],
    ['space_id=0', { space_id: null }],
    ['domain_id=-2', { domain_id: null }],
    ['pixel_id=1.5', { pixel_id: null }],
    ['pixel_id=abc', { pixel_id: null }],
    ['sort_by=created_at', { sort_by: 'id' }],
    ['sort=up', { sort: 'desc' }],
    ['per_page=20', { per_page: 25 }],
    ['page=0', { page: 1 }],
    ['page=x', { page: 1 }],
  ])('falls back to the default for the bad value in %j only', (query, expected) => {
    expect(parse(`${query}&search=kept`)).toEqual({ ...DEFAULT_LINKS_STATE, search: 'kept', ...expected });
  });

  it('writes only what differs from the default, in a fixed order', () => {
    const state: LinksState = { ...DEFAULT_LINKS_STATE, page: 3, status: 2, search_by: 'alias', search: 'promo' };
    expect(formatLinksState(state).toString()).toBe('search=promo&search_by=alias&status=2&page=3');
  });

  it.each<Partial<LinksState>>([
    { search: 'a b&c', search_by: 'url' },
    { status: 3, sort_by: 'title', sort: 'asc' },
    { space_id: 7, domain_id: 1, pixel_id: 2, per_page: 10, page: 12 },
    { per_page: 50, sort_by: 'alias' },
  ])('survives a round trip through the page URL: %j', (patch) => {
    const state = { ...DEFAULT_LINKS_STATE, ...patch };
    const hash = formatRoute('links', formatLinksState(state));
    expect(parseLinksState(parseRoute(hash).params)).toEqual(state);
  });
});

describe('Links view state → list request', () => {
  it('always sends sort and per_page, and page', () => {
    expect(linksQuery(DEFAULT_LINKS_STATE, 44)).toEqual({ sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
  });

  it('sends search with search_by only when there is text, trimmed', () => {
    expect(linksQuery({ ...DEFAULT_LINKS_STATE, search: '  ', search_by: 'alias' }, 44)).not.toHaveProperty('search_by');
    expect(linksQuery({ ...DEFAULT_LINKS_STATE, search: ' promo ', search_by: 'alias' }, 44)).toMatchObject({ search: 'promo', search_by: 'alias' });
  });

  it('sends each filter that is set', () => {
    expect(linksQuery({ ...DEFAULT_LINKS_STATE, status: 3, space_id: 2, domain_id: 1, pixel_id: 9, page: 4 }, 44)).toEqual({
      status: 3,
      space_id: 2,
      domain_id: 1,
      pixel_id: 9,
      sort_by: 'id',
      sort: 'desc',
      per_page: 25,
      page: 4,
    });
  });
});

describe('the status filter of each version', () => {
  it('offers v44 active, expired and disabled, and v49 active, not active yet and expired', () => {
    expect(STATUS_CHOICES).toEqual({ 44: [1, 2, 3], 49: [1, 4, 2] });
    expect(parse('status=4').status).toBe(4);
  });

  it.each([1, 2, 3] as const)('lets the v44 server filter status %i', (status) => {
    const state = { ...DEFAULT_LINKS_STATE, status };
    expect(linksQuery(state, 44).status).toBe(status);
    expect(stateToRead(state, 44)).toBeNull();
  });

  it.each([
    [1, 'active'],
    [2, 'expired'],
    [4, 'scheduled'],
  ] as const)('reads v49 status %i (%s) from the links themselves: the server is not asked to filter', (status, state) => {
    const links = { ...DEFAULT_LINKS_STATE, status };
    expect(linksQuery(links, 49)).not.toHaveProperty('status');
    expect(stateToRead(links, 49)).toBe(state);
  });

  it('lists everything for a status the version lacks (a v44 URL on v49, and back)', () => {
    expect(stateToRead({ ...DEFAULT_LINKS_STATE, status: 3 }, 49)).toBeNull();
    expect(linksQuery({ ...DEFAULT_LINKS_STATE, status: 3 }, 49)).not.toHaveProperty('status');
    expect(linksQuery({ ...DEFAULT_LINKS_STATE, status: 4 }, 44)).not.toHaveProperty('status');
  });
});

describe('what a selection belongs to', () => {
  it('is the search and the filters: paging, sorting and the page size keep it', () => {
    const key = selectionKey({ ...DEFAULT_LINKS_STATE, search: 'promo', status: 1 });
    expect(selectionKey({ ...DEFAULT_LINKS_STATE, search: ' promo ', status: 1, page: 4, sort_by: 'clicks', per_page: 100 })).toBe(key);
    expect(selectionKey({ ...DEFAULT_LINKS_STATE, search: 'promo', status: 2 })).not.toBe(key);
    expect(selectionKey({ ...DEFAULT_LINKS_STATE, search: 'promo', status: 1, pixel_id: 3 })).not.toBe(key);
  });
});

describe('withChange', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withChange({ ...DEFAULT_LINKS_STATE, page: 5 }, { status: 1 })).toMatchObject({ status: 1, page: 1 });
  });
  it('keeps the page asked for', () => {
    expect(withChange({ ...DEFAULT_LINKS_STATE, page: 5 }, { page: 6 })).toMatchObject({ page: 6 });
  });
});
