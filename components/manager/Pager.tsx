import { formatNumber, t } from '../../lib/i18n';
import type { Paging } from '../../lib/manager/paging';

interface Props {
  paging: Paging;
  onPage(page: number): void;
  busy: boolean;
}

export function Pager({ paging, onPage, busy }: Props) {
  const { page, lastPage, total, from, to, hasPrevious, hasNext } = paging;
  return (
    <nav class="manager-pager" aria-label={t('managerPages')}>
      <button type="button" onClick={() => onPage(1)} disabled={busy || !hasPrevious}>
        {t('managerFirstPage')}
      </button>
      <button type="button" onClick={() => onPage(page - 1)} disabled={busy || !hasPrevious}>
        {t('managerPreviousPage')}
      </button>
      <span class="manager-page-number">{lastPage === null ? t('managerPageOf', String(page)) : t('managerPageOfLast', [String(page), String(lastPage)])}</span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={busy || !hasNext}>
        {t('managerNextPage')}
      </button>
      <button type="button" onClick={() => lastPage !== null && onPage(lastPage)} disabled={busy || !hasNext || lastPage === null}>
        {t('managerLastPage')}
      </button>
      {from !== null && to !== null && (
        <span class="hint">
          {total === null
            ? t('managerRange', [formatNumber(from), formatNumber(to)])
            : t('managerRangeOfTotal', [formatNumber(from), formatNumber(to), formatNumber(total)])}
        </span>
      )}
    </nav>
  );
}
