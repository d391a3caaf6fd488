import { formatNumber, t, tCount } from '../../lib/i18n';
import { OPTIONAL_COLUMNS, type Columns, type OptionalColumn } from '../../lib/manager/columns';
import type { Density } from '../../lib/manager/density';

const COLUMN_TEXT: Record<OptionalColumn, 'managerSpace' | 'managerColumnPixels'> = { space: 'managerSpace', pixels: 'managerColumnPixels' };

interface Props {
  /** Links selected under this search and these filters, on every page. */
  count: number;
  /** How many of them are on the page shown. */
  onPage: number;
  /** Every link that matches is selected ("Select all N that match" was chosen). */
  all: boolean;
  /** N for "Select all N that match" (the page is all selected and more match), else null. */
  offer: number | null;
  onAllMatches(): void;
  /** Whether none, some or all of the page is selected. */
  pageState: 'none' | 'some' | 'all';
  busy: boolean;
  columns: Columns;
  density: Density;
  onToggleAll(): void;
  onClear(): void;
  onColumns(columns: Columns): void;
  onDensity(density: Density): void;
}

/**
 * Above the Links table, one line that never changes height: "Select all on this page", how many
 * links are selected (on every page of this search and these filters) and "Clear selection"; the
 * optional columns and the table's density. Once the page is all selected and more links match,
 * "Select all N that match" takes the selection to every page of them. What to do with the selection is in its own bar under
 * the table (BulkBar), over the page, so nothing here moves the rows (issue 41: the bar that
 * appeared above them moved the next checkbox from under the pointer).
 */
export function SelectionBar({
  count,
  onPage,
  all,
  offer,
  onAllMatches,
  pageState,
  busy,
  columns,
  density,
  onToggleAll,
  onClear,
  onColumns,
  onDensity,
}: Props) {
  return (
    <div class="manager-toolbar manager-selection">
      <label class="check">
        <input type="checkbox" checked={pageState === 'all'} indeterminate={pageState === 'some'} onChange={onToggleAll} disabled={busy} />
        {t('managerSelectAll')}
      </label>
      <span class="manager-selection-count" aria-live="polite">
        {all
          ? t('managerAllMatchesSelected', formatNumber(count))
          : count > 0
            ? `${tCount(count, { one: 'managerSelectedOne', other: 'managerSelectedOther' })} ${t('managerSelectedOnPage', formatNumber(onPage))}`
            : ''}
      </span>
      {offer !== null && (
        <button type="button" class="manager-all-matches" onClick={onAllMatches} disabled={busy}>
          {t('managerSelectAllMatches', formatNumber(offer))}
        </button>
      )}
      {/* Always there (disabled with nothing selected), so the line never reflows. */}
      <button type="button" class="manager-clear-selection" onClick={onClear} disabled={busy || count === 0}>
        {t('managerClearSelection')}
      </button>
      <fieldset class="manager-columns">
        <legend>{t('managerColumns')}</legend>
        {OPTIONAL_COLUMNS.map((column) => (
          <label class="check" key={column}>
            <input type="checkbox" checked={columns[column]} onChange={(e) => onColumns({ ...columns, [column]: e.currentTarget.checked })} />
            {t(COLUMN_TEXT[column])}
          </label>
        ))}
      </fieldset>
      <label class="check manager-density">
        <input type="checkbox" checked={density === 'compact'} onChange={(e) => onDensity(e.currentTarget.checked ? 'compact' : 'comfortable')} />
        {t('managerCompact')}
      </label>
    </div>
  );
}
