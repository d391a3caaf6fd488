import { describe, expect, it } from 'vitest';
import { DEFAULT_PIXELS_STATE, formatPixelsState, parsePixelsState, pixelsQuery } from '../../../lib/manager/pixels-state';
import { formatRoute, parseRoute } from '../../../lib/manager/route';

const parse = (query: string) => parsePixelsState(new URLSearchParams(query));

describe('Pixels view state ⇄ URL', () => {
  it('defaults to every type, newest first', () => {
    expect(parse('')).toEqual({ search: '', type: '', sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
    expect(formatPixelsState(DEFAULT_PIXELS_STATE).toString()).toBe('');
  });

  it('reads every parameter', () => {
    expect(parse('search=FB&type=google-tag-manager&sort_by=name&sort=asc&per_page=10&page=2')).toEqual({
      search: 'FB',
      type: 'google-tag-manager',
      sort_by: 'name',
      sort: 'asc',
      per_page: 10,
      page: 2,
    });
  });

  it.each([
    ['type=twitter', { type: '' }],
    ['type=X', { type: '' }],
    ['type=tiktok', { type: '' }],
    ['sort_by=clicks', { sort_by: 'id' }],
    ['per_page=1000', { per_page: 25 }],
    ['page=-1', { page: 1 }],
  ])('ignores the bad value in %j only', (query, expected) => {
    expect(parse(`${query}&search=kept`)).toEqual({ ...DEFAULT_PIXELS_STATE, search: 'kept', ...expected });
  });

  it.each(['x', 'facebook', 'google-ads', 'quora'])('reads type=%s (a type the servers accept)', (type) => {
    expect(parse(`type=${type}`)).toEqual({ ...DEFAULT_PIXELS_STATE, type });
  });

  it('round-trips through the page URL', () => {
    const state = {
      ...DEFAULT_PIXELS_STATE,
      search: 'Main pixel',
      type: 'bing' as const,
      sort_by: 'name' as const,
      sort: 'asc' as const,
      per_page: 100 as const,
      page: 2,
    };
    expect(parsePixelsState(parseRoute(formatRoute('pixels', formatPixelsState(state))).params)).toEqual(state);
    expect(formatPixelsState(state).toString()).toBe('search=Main+pixel&type=bing&sort_by=name&sort=asc&per_page=100&page=2');
  });
});

describe('Pixels view state → list request', () => {
  it('sends search by name only with text, and the type only when one is chosen', () => {
    expect(pixelsQuery(DEFAULT_PIXELS_STATE)).toEqual({ sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
    expect(pixelsQuery({ ...DEFAULT_PIXELS_STATE, search: ' fb ', type: 'facebook' })).toEqual({
      search: 'fb',
      search_by: 'name',
      type: 'facebook',
      sort_by: 'id',
      sort: 'desc',
      per_page: 25,
      page: 1,
    });
    expect(pixelsQuery({ ...DEFAULT_PIXELS_STATE, type: 'x' })).toEqual({ type: 'x', sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
  });
});
