// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedTable } from '../../../components/manager/PagedTable';
import type { PagedList } from '../../../components/manager/use-paged-list';
import type { Page } from '../../../lib/api/schemas';
import { LIST_DEFAULTS } from '../../../lib/manager/list-state';

afterEach(() => cleanup());

type Row = { id: number; name: string };
const noop = () => undefined;
const TEXTS = { loading: 'Loading rows…', empty: 'No rows yet.', noMatch: 'No rows match.' };

function list(items: Row[], skipped = 0, status: PagedList<Row>['status'] = 'ready'): PagedList<Row> {
  const page: Page<Row> = {
    items,
    meta: { current_page: 1, last_page: 1, total: items.length },
    skipped: Array.from({ length: skipped }, () => ({})),
  } as Page<Row>;
  return { status, page, error: null, reload: noop, replace: noop, remove: noop };
}

function show(rows: PagedList<Row>, { page = 1, filtered = false } = {}) {
  render(
    <PagedTable
      list={rows}
      state={{ ...LIST_DEFAULTS, sort_by: 'id', page }}
      onPage={noop}
      filtered={filtered}
      texts={TEXTS}
      columns={['Name', 'Id']}
      row={(row) => (
        <tr key={row.id}>
          <td>{row.name}</td>
          <td>{row.id}</td>
        </tr>
      )}
    />,
  );
}

describe('PagedTable (the Links and Pixels views’ list)', () => {
  it('shows the rows under their column headings, and the pager', () => {
    show(list([{ id: 1, name: 'one' }]));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Id']);
    expect(screen.getByRole('cell', { name: 'one' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it.each([
    [{}, 'No rows yet.'],
    [{ filtered: true }, 'No rows match.'],
    [{ page: 2, filtered: true }, 'Nothing on this page.'],
  ])('says why a page is empty (%o)', (where, text) => {
    show(list([]), where);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    [1, '1 record from the server could not be read and is not shown.'],
    [3, '3 records from the server could not be read and are not shown.'],
  ])('counts the records it could not read (%i) in the right form', (skipped, text) => {
    show(list([{ id: 1, name: 'one' }], skipped));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says it is loading', () => {
    show(list([], 0, 'loading'));
    expect(screen.getByRole('status').textContent).toBe('Loading rows…');
  });
});
