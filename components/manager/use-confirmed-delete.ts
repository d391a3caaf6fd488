import { useState } from 'preact/hooks';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Failed } from '../../lib/actions';

/**
 * The confirm step of a delete dialog: runs the delete (lib/actions), and calls `onDone` only
 * when it is done (a failure, `deleted: false` included, is shown and the row stays).
 */
export function useConfirmedDelete(remove: () => Promise<{ status: 'deleted' | 'gone' } | Failed>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await remove();
    if (outcome.status !== 'failed') return onDone();
    setError(outcome.error);
    setBusy(false);
  };

  return { busy, error, confirm };
}
