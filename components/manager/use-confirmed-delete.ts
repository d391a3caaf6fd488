import { useState } from 'preact/hooks';
import { notDeletedError, toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { DeleteResult } from '../../lib/api/schemas';

/**
 * The confirm step of a delete dialog: sends the delete, and calls `onDone` only when the server
 * confirms it (an answer of `deleted: false` is shown as an error, and the row stays).
 */
export function useConfirmedDelete(remove: () => Promise<DeleteResult>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorData | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await remove();
      if (result.deleted === false) {
        setError(notDeletedError());
        setBusy(false);
        return;
      }
      onDone();
    } catch (failure) {
      setError(toErrorData(failure));
      setBusy(false);
    }
  };

  return { busy, error, confirm };
}
