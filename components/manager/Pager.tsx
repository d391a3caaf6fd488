import { useId } from 'preact/hooks';
import { PER_PAGE_VALUES, type PerPage } from '../../lib/api/schemas';
import { formatNumber, t } from '../../lib/i18n';
import type { Paging } from '../../lib/manager/paging';

interface Props {
  paging: Paging;
  onPage(page: number): void;
  busy: boolean;
  perPage: PerPage;
  onPerPage(perPage: PerPage): void;
}

/**
 * Under the rows: which of them these are, the page size, and the pages. A list that fits one page
 * has no page buttons, and no page size either while it fits the smallest.
 */
export function Pager({ paging, onPage, busy, perPage, onPerPage }: Props) {
  const perPageId = useId();
  const { page, lastPage, total, from, to, hasPrevious, hasNext } = paging;
  const onePage = !hasPrevious && !hasNext;
  const shown = from !== null && to !== null ? to - from + 1 : 0;
  if (onePage && shown <= PER_PAGE_VALUES[0]) return null;
  return (
    <nav class="manager-pager" aria-label={t('managerPages')}>
      {from !== null && to !== null && (
        <span class="hint manager-range">
          {total === null
            ? t('managerRange', [formatNumber(from), formatNumber(to)])
            : t('managerRangeOfTotal', [formatNumber(from), formatNumber(to), formatNumber(total)])}
        </span>
      )}
      <span class="manager-per-page">
        <label for={perPageId}>{t('managerPerPage')}</label>
        <select id={perPageId} value={String(perPage)} onChange={(event) => onPerPage(Number(event.currentTarget.value) as PerPage)}>
          {PER_PAGE_VALUES.map((n) => (
            <option key={n} value={String(n)}>
              {formatNumber(n)}
            </option>
          ))}
        </select>
      </span>
      {!onePage && (
        <span class="manager-pages">
          <button type="button" class="quiet" onClick={() => onPage(1)} disabled={busy || !hasPrevious}>
            {t('managerFirstPage')}
          </button>
          <button type="button" onClick={() => onPage(page - 1)} disabled={busy || !hasPrevious}>
            {t('managerPreviousPage')}
          </button>
          <span class="manager-page-number">
            {lastPage === null ? t('managerPageOf', String(page)) : t('managerPageOfLast', [String(page), String(lastPage)])}
          </span>
          <button type="button" onClick={() => onPage(page + 1)} disabled={busy || !hasNext}>
            {t('managerNextPage')}
          </button>
          <button type="button" class="quiet" onClick={() => lastPage !== null && onPage(lastPage)} disabled={busy || !hasNext || lastPage === null}>
            {t('managerLastPage')}
          </button>
        </span>
      )}
    </nav>
  );
}
