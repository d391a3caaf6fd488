import { useRef, useState } from 'preact/hooks';
import { speaking, type LinkActionDeps } from '../../lib/actions';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { createPacer, realClock, type Pacer } from '../../lib/bulk/pace';
import { runOnLinks, type BulkAction, type LinkOutcome } from '../../lib/manager/bulk-actions';

export interface SelectionRun {
  action: BulkAction;
  total: number;
  done: number;
  /** The run waits for the rate limit until then (ms since epoch); 0 when it does not. */
  waitingUntil: number;
  /** Stop was pressed: the request on its way is answered, nothing more goes out. */
  stopping: boolean;
  /** "All that match" are being read before the first change: how many so far, of how many. */
  reading: { read: number; total: number } | null;
}

/** "All that match": read from the server when the run starts (lib/manager/all-matches.ts), `total` as the list said. */
export interface AllMatches {
  total: number;
  read(run: { pacer: Pacer; signal: AbortSignal; onRead(read: number, total: number | null): void }): Promise<Link[]>;
}

export interface SelectionResult {
  action: BulkAction;
  /** Stopped while "all that match" were read: nothing was changed. */
  stoppedReading?: boolean;
  /** Why "all that match" could not be read (nothing was changed). */
  readError?: ApiErrorData;
  /** Each link's outcome, in the run's order, with the record it ran on (to name it, and to try again). */
  outcomes: ReadonlyArray<{ link: Link; outcome: LinkOutcome }>;
}

interface Effects {
  /** The server's new record of a changed link. */
  onChanged(link: Link): void;
  /** A link the server deleted. */
  onDeleted(id: number): void;
  /** The run is over (done or stopped). */
  onFinished?(result: SelectionResult): void;
}

/**
 * Runs an action on the selected links (lib/manager/bulk-actions.ts) and shows each answer as it
 * comes: the page shows a changed link's new record and drops a deleted one; Stop ends the run at
 * once (in a wait too). The result keeps every link's outcome: the failed ones are tried again,
 * and the ones a Stop left are gone on with, from there.
 */
export function useSelectionActions({ client, version, index }: LinkActionDeps, timeZone: string | null, effects: Effects) {
  const [running, setRunning] = useState<SelectionRun | null>(null);
  const [result, setResult] = useState<SelectionResult | null>(null);
  const stopper = useRef<AbortController | null>(null);

  const run = async (action: BulkAction, source: readonly Link[] | AllMatches): Promise<SelectionResult> => {
    const controller = new AbortController();
    stopper.current = controller;
    setResult(null);
    const all = 'read' in source ? source : null;
    setRunning({
      action,
      total: all ? all.total : (source as readonly Link[]).length,
      done: 0,
      waitingUntil: 0,
      stopping: false,
      reading: all ? { read: 0, total: all.total } : null,
    });
    // One pacer for the reading and the changes: both spend the same rate limit.
    const pacer = createPacer(realClock, (ms) => setRunning((current) => current && { ...current, waitingUntil: Date.now() + ms }));
    let links: readonly Link[];
    if (all) {
      try {
        links = await all.read({
          pacer,
          signal: controller.signal,
          onRead: (read, total) => setRunning((current) => current && { ...current, waitingUntil: 0, reading: { read, total: total ?? all.total } }),
        });
      } catch (error) {
        const stopped = controller.signal.aborted;
        const done: SelectionResult = { action, outcomes: [], stoppedReading: stopped, readError: stopped ? undefined : toErrorData(error) };
        stopper.current = null;
        setRunning(null);
        setResult(done);
        return done;
      }
      setRunning((current) => current && { ...current, total: links.length, reading: null });
    } else links = source as readonly Link[];
    const onOutcome = (outcome: LinkOutcome) => {
      setRunning((current) => current && { ...current, done: current.done + 1, waitingUntil: 0 });
      if (outcome.ok && outcome.status === 'deleted') effects.onDeleted(outcome.id);
      if (outcome.ok && outcome.status === 'changed') effects.onChanged(outcome.link);
    };
    const outcomes = await runOnLinks(links, action, {
      client: speaking(client, version),
      index,
      pacer,
      onOutcome,
      signal: controller.signal,
      timeZone,
      now: Date.now(),
    });
    const done: SelectionResult = { action, outcomes: outcomes.map((outcome, i) => ({ link: links[i]!, outcome })) };
    stopper.current = null;
    setRunning(null);
    setResult(done);
    effects.onFinished?.(done);
    return done;
  };

  const stop = () => {
    stopper.current?.abort();
    setRunning((current) => current && { ...current, stopping: true, waitingUntil: 0 });
  };

  return { running, result, run, stop, dismiss: () => setResult(null) };
}
