import type { ComponentChildren } from 'preact';
import type { ApiErrorData } from '../../lib/api/errors';
import { tCount } from '../../lib/i18n';
import { SETTINGS_HREF } from '../../lib/manager/route';
import { ErrorNotice } from '../ErrorNotice';

interface Props {
  status: 'loading' | 'ready' | 'error';
  error: ApiErrorData | null;
  /** Items on the page now shown. */
  count: number;
  /** Records the server sent that could not be read (shown, not hidden). */
  skipped: number;
  loadingText: string;
  emptyText: string;
  /** The way out of an empty list ("Clear filters" when filters emptied it). */
  wayOut?: ComponentChildren;
  onRetry(): void;
}

/** The loading, error and empty states shared by the lists. */
export function ListStatus({ status, error, count, skipped, loadingText, emptyText, wayOut, onRetry }: Props) {
  return (
    <div class="manager-list-status">
      {status === 'loading' && (
        <p role="status" class="hint">
          {loadingText}
        </p>
      )}
      {status === 'error' && error && <ErrorNotice problem={error} onRetry={onRetry} settings={SETTINGS_HREF} />}
      {status === 'ready' && count === 0 && (
        <div class="manager-empty">
          <p>{emptyText}</p>
          {wayOut}
        </div>
      )}
      {skipped > 0 && <p class="hint">{tCount(skipped, { one: 'managerSkippedOne', other: 'managerSkippedOther' })}</p>}
    </div>
  );
}
