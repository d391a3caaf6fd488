// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from '../../../components/manager/PagedTable';
import type { PagedList } from '../../../components/manager/use-paged-list';
import type { Page } from '../../../lib/api/schemas';
import { LIST_DEFAULTS } from '../../../lib/manager/list-state';

afterEach(() => cleanup());

type Row = { id: number; name: string };
const noop = () => undefined;
const TEXTS = { loading: 'Loading rows…', empty: 'No rows yet.', noMatch: 'No rows match.' };

function list(items: Row[], skipped = 0, status: PagedList<Row>['status'] = 'ready', lastPage = 1): PagedList<Row> {
  const page: Page<Row> = {
    items,
    meta: { current_page: 1, last_page: lastPage, total: items.length * lastPage },
    skipped: Array.from({ length: skipped }, () => ({})),
  } as Page<Row>;
  return { status, page, error: null, reload: noop, replace: noop, remove: noop };
}

function show(rows: PagedList<Row>, { page = 1, filtered = false, onChange = noop, onClear = noop } = {}) {
  render(
    <PagedTable
      list={rows}
      state={{ ...LIST_DEFAULTS, sort_by: 'id', page }}
      onPage={noop}
      onChange={onChange}
      filtered={filtered}
      onClear={onClear}
      texts={TEXTS}
      columns={[
        { text: 'Name', sort: { by: 'name', numeric: false } },
        { text: 'Id', sort: { by: 'id', numeric: true } },
      ]}
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
  it('shows the rows under their column headings; one page of a few rows has no pager', () => {
    show(list([{ id: 1, name: 'one' }]));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Id']);
    expect(screen.getByRole('cell', { name: 'one' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has a pager with the page size when there is more than one page', () => {
    const onChange = vi.fn();
    show(list([{ id: 1, name: 'one' }], 0, 'ready', 3), { onChange });
    const pager = screen.getByRole('navigation');
    expect(pager.textContent).toContain('Page 1 of 3');
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith({ per_page: 50 });
  });

  it('sorts by a heading: the sorted one says its order, another starts at its natural end, the same one turns round', () => {
    const onChange = vi.fn();
    show(list([{ id: 1, name: 'one' }]), { onChange });
    const [name, id] = screen.getAllByRole('columnheader');
    expect(id!.getAttribute('aria-sort')).toBe('descending');
    expect(name!.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort_by: 'name', sort: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: 'Id' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort_by: 'id', sort: 'asc' });
  });

  it('offers “Clear filters” when filters emptied the list', () => {
    const onClear = vi.fn();
    show(list([]), { filtered: true, onClear });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
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
