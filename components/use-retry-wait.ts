import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Problem } from '../lib/problems/problem';
import { serverWait } from '../lib/rate-limit';

/**
 * For a rate-limited request: the seconds left before the server will take another (counting
 * down, so the notice keeps saying when to try again), 0 once it will; undefined for any other
 * failure or when the server did not say. `until`: when the wait ends (ms), when already known
 * (a stored fact's `retryAt`); otherwise it is counted from now.
 */
export function useRetryWait(error: Problem | null | undefined, until?: number): number | undefined {
  // When the wait ends; the clock ticks from there. Bounded as every wait Linklet takes from a server.
  const wait = useMemo(() => {
    if (error?.name !== 'RateLimitError') return undefined;
    const start = Date.now();
    if (until !== undefined) return { start, end: until };
    return error.retryAfter === undefined ? undefined : { start, end: start + serverWait(error.retryAfter) * 1000 };
  }, [error, until]);
  const end = wait?.end;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (end === undefined) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return wait === undefined ? undefined : Math.max(0, Math.ceil((wait.end - Math.max(now ?? wait.start, wait.start)) / 1000));
}
