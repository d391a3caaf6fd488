import { useEffect, useState } from 'preact/hooks';
import type { FlowState, ShortenFlow } from '../../lib/shorten/flow';

/** The flow's state as it is now, re-rendering on every change (lib/shorten/flow.ts). */
export function useFlow(flow: ShortenFlow): FlowState {
  const [, rerender] = useState(0);
  useEffect(() => {
    const stop = flow.subscribe(() => rerender((n) => n + 1));
    // A change between the first render and this subscription is shown too.
    rerender((n) => n + 1);
    return stop;
  }, [flow]);
  return flow.state;
}
