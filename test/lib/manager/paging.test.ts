import { describe, expect, it } from 'vitest';
import { pagingOf } from '../../../lib/manager/paging';

describe('paging from meta', () => {
  it('reads Laravel’s paginator', () => {
    expect(pagingOf({ current_page: 2, last_page: 12, total: 300, from: 26, to: 50, per_page: 25 }, 25, 25)).toEqual({
      page: 2,
      lastPage: 12,
      total: 300,
      from: 26,
      to: 50,
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('stops at the last page', () => {
    expect(pagingOf({ current_page: 12, last_page: 12, total: 300, from: 276, to: 300 }, 25, 25)).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it('has neither way on a single page, and no range when empty', () => {
    expect(pagingOf({ current_page: 1, last_page: 1, total: 0, from: null, to: null }, 0, 25)).toEqual({
      page: 1,
      lastPage: 1,
      total: 0,
      from: null,
      to: null,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it('pages on while full pages come when the server gives only current_page', () => {
    expect(pagingOf({ current_page: 3 }, 10, 10)).toEqual({
      page: 3,
      lastPage: null,
      total: null,
      from: 21,
      to: 30,
      hasPrevious: true,
      hasNext: true,
    });
    expect(pagingOf({ current_page: 4 }, 7, 10)).toMatchObject({ hasNext: false, from: 31, to: 37 });
  });
});
