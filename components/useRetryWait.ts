import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';
import { serverWait } from '../lib/rate-limit';

/**
 * For a rate-limited request: the seconds left before the server will take another (counting
 * down, so the notice keeps saying when to try again), 0 once it will; undefined for any other
 * failure or when the server did not say. The server's word is bounded by serverWait.
 */
export function useRetryWait(error: ApiErrorData | null | undefined): number | undefined {
  // When the answer came (about now) and so when the wait ends; the clock ticks from there.
  const wait = useMemo(() => {
    if (error?.name !== 'RateLimitError' || error.retryAfter === undefined) return undefined;
    const at = Date.now();
    return { at, until: at + serverWait(error.retryAfter) * 1000 };
  }, [error]);
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (wait === undefined) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= wait.until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return wait === undefined ? undefined : Math.max(0, Math.ceil((wait.until - Math.max(now, wait.at)) / 1000));
}
