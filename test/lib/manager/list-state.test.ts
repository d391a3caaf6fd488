import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, listQuery, parseListState, type ListState } from '../../../lib/manager/list-state';

const SORTS = ['id', 'name'] as const;
const DEFAULTS: ListState<(typeof SORTS)[number]> = { ...LIST_DEFAULTS, sort_by: 'id' };
const parse = (query: string) => parseListState(new URLSearchParams(query), SORTS, DEFAULTS);

describe('the state every list view shares', () => {
  it('reads search, sort, order, page size and page, each bad value falling back to its default', () => {
    expect(parse('')).toEqual({ search: '', sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
    expect(parse('search=a+b&sort_by=name&sort=asc&per_page=100&page=4')).toEqual({ search: 'a b', sort_by: 'name', sort: 'asc', per_page: 100, page: 4 });
    expect(parse('sort_by=clicks&sort=up&per_page=7&page=0')).toEqual(parse(''));
  });

  it('always sends the page size, and the search (trimmed) with what it searches only when there is some', () => {
    expect(listQuery(parse(''), 'title')).toEqual({ sort_by: 'id', sort: 'desc', per_page: 25, page: 1 });
    expect(listQuery(parse('search=%20promo%20'), 'name')).toEqual({ sort_by: 'id', sort: 'desc', per_page: 25, page: 1, search: 'promo', search_by: 'name' });
    expect(listQuery(parse('search=%20%20'), 'name')).not.toHaveProperty('search_by');
  });
});
