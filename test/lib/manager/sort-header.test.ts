import { describe, expect, it } from 'vitest';
import { ariaSortOf, sortedBy } from '../../../lib/manager/sort-header';

describe('sorting by a column heading', () => {
  it.each([
    [{ sort_by: 'id', sort: 'desc' } as const, 'id', 'descending'],
    [{ sort_by: 'id', sort: 'asc' } as const, 'id', 'ascending'],
    [{ sort_by: 'id', sort: 'desc' } as const, 'title', 'none'],
  ])('%o read for %s is %s', (state, column, expected) => {
    expect(ariaSortOf(state, column)).toBe(expected);
  });

  it('turns the sorted column round, and starts another at its natural end', () => {
    expect(sortedBy({ sort_by: 'clicks', sort: 'desc' }, 'clicks', true)).toEqual({ sort_by: 'clicks', sort: 'asc' });
    expect(sortedBy({ sort_by: 'clicks', sort: 'asc' }, 'clicks', true)).toEqual({ sort_by: 'clicks', sort: 'desc' });
    expect(sortedBy({ sort_by: 'id', sort: 'desc' }, 'clicks', true)).toEqual({ sort_by: 'clicks', sort: 'desc' });
    expect(sortedBy({ sort_by: 'id', sort: 'desc' }, 'title', false)).toEqual({ sort_by: 'title', sort: 'asc' });
  });
});
