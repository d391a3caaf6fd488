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

/**
 * True once the flow is past its first requests (a link, the form, a failure) and from then on.
 * What is secondary waits for it: while the duplicate check and the store are on their way, the
 * popup leaves the processor to them and to the server (on a two-core laptop, work done meanwhile
 * made both slower; docs/performance.md).
 */
export function useSettled(flow: ShortenFlow): boolean {
  const [settled, setSettled] = useState(!isWorking(flow.state));
  useEffect(() => {
    if (settled) return;
    const check = () => !isWorking(flow.state) && setSettled(true);
    check();
    return flow.subscribe(check);
  }, [flow, settled]);
  return settled;
}

const isWorking = (state: FlowState) => state.step === 'checking' || state.step === 'storing';
