import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';

/**
 * For a rate-limited request: the seconds left before the server will take another (counting
 * down, so the notice keeps saying when to try again), 0 once it will; undefined for any other
 * failure or when the server did not say.
 */
export function useRetryWait(error: ApiErrorData | null | undefined): number | undefined {
  const until = useMemo(
    () => (error?.name === 'RateLimitError' && error.retryAfter !== undefined ? Date.now() + error.retryAfter * 1000 : undefined),
    [error],
  );
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === undefined ? undefined : Math.max(0, Math.ceil((until - now) / 1000));
}
