import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import { hasWork, loadBatch, retry, saveBatch, type Batch } from '../../lib/bulk/batch';
import { createPacer, realClock } from '../../lib/bulk/pace';
import { runBatch, type Lookup } from '../../lib/bulk/run';
import { getConnection, type Connection } from '../../lib/connection/connection';
import { watchConnection } from '../../lib/connection/watch';
import { sendMessage } from '../../lib/messaging';

/** Holds the page's batch across a run; `navigator.locks` keeps two open pages from running it twice. */
const LOCK = 'linklet-bulk-batch';

type Locks = { request(name: string, options: { ifAvailable: true }, run: (lock: unknown) => Promise<unknown>): Promise<unknown> };

/**
 * This page's last run. A view left and opened again (another nav entry, then back) stops its run
 * at the next URL; the new view reads the batch once that run has stored its last step.
 */
let lastRun: Promise<unknown> = Promise.resolve();

function exclusively(run: () => Promise<unknown>): Promise<boolean> {
  const locks = (navigator as { locks?: Locks }).locks;
  if (!locks) return run().then(() => true);
  return locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? (await run(), true) : false)) as Promise<boolean>;
}

/** The background's duplicate decision, asked of the batch's profile; its failure as the error it carried. */
const askBackground =
  (profileId?: string): Lookup =>
  async (url) => {
    const answer = await sendMessage('findPageLinks', { url, profileId });
    if (!answer.ok) throw answer.error;
    return answer.value;
  };

const profileConnection = (profileId: string) => getConnection({ profileId });

/** Thrown for a batch whose profile is gone, has no key, or now names another instance: it is not run there. */
const NO_PROFILE = Symbol('no profile');

export interface BatchState {
  /** undefined while the stored batch is read; null when there is none for this instance. */
  batch: Batch | null | undefined;
  running: boolean;
  /** Another page of Linklet is running this batch. */
  busy: boolean;
  /** Until when the run waits for the server's rate limit (ms since epoch), or 0. */
  pausedUntil: number;
  /** The batch could not be stored (the run stopped there), or (`profile`) its profile cannot make links. */
  problem: ApiErrorData | 'profile' | null;
  start(batch: Batch): void;
  /** Stops the run: its waits end at once, nothing more is sent (a request on its way is answered first). */
  stop(): void;
  retry(only?: number): void;
  clear(): void;
}

export interface BatchDeps {
  /** The duplicate decision for a batch of `profileId` (the background's by default). */
  lookupFor?(profileId?: string): Lookup;
  /** The connection of profile `profileId` (getConnection's by default). */
  connectProfile?(profileId: string): Promise<Connection>;
}

/**
 * The stored batch of `client`'s instance — or of the profile it was made for, whose instance and
 * key make its links — resumed at once when it has work left.
 */
export function useBatch(client: ApiClient, { lookupFor = askBackground, connectProfile = profileConnection }: BatchDeps = {}): BatchState {
  const [batch, setBatch] = useState<Batch | null | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiErrorData | 'profile' | null>(null);
  const [pausedUntil, setPausedUntil] = useState(0);
  const pacer = useRef(createPacer(realClock, (ms) => setPausedUntil(Date.now() + ms))).current;
  /** The run under way: `shown` is false once this view no longer shows it (left, or another client). */
  const current = useRef<{ controller: AbortController; shown: boolean } | null>(null);

  /**
   * The client that makes `b`'s links, with the connection it came from when it is the batch's
   * profile's own (watched while the batch runs); null when it cannot be run here.
   */
  const clientOf = async (b: Batch): Promise<{ client: ApiClient; connection?: Extract<Connection, { ready: true }> } | null> => {
    const profileId = b.options.profileId;
    // An earlier version's batch runs with the view's client, which the view drops itself.
    if (!profileId) return b.origin === client.origin ? { client } : null;
    const connection = await connectProfile(profileId);
    return connection.ready && connection.client.origin === b.origin ? { client: connection.client, connection } : null;
  };

  const run = (next: Batch) => {
    if (current.current) return;
    const controller = new AbortController();
    const mine = { controller, shown: true };
    current.current = mine;
    setRunning(true);
    setProblem(null);
    const update = async (b: Batch) => {
      await saveBatch(b);
      if (!mine.shown) return;
      setBatch(b);
      setPausedUntil(0);
    };
    // After a Stop, the run still waiting for its last answer ends first: one run at a time.
    const done = lastRun.then(() =>
      exclusively(async () => {
        const target = await clientOf(next);
        if (!target) throw NO_PROFILE;
        if (controller.signal.aborted) return;
        // Its profile removed, moved or given another key: the run stops, and its client goes.
        let gone = false;
        const unwatch = target.connection
          ? watchConnection(target.connection, () => {
              gone = true;
              controller.abort();
            })
          : () => undefined;
        try {
          await update(next);
          await runBatch(next, { client: target.client, lookup: lookupFor(next.options.profileId), pacer, update, signal: controller.signal });
        } finally {
          unwatch();
        }
        if (gone) throw NO_PROFILE;
      }),
    );
    lastRun = done.catch(() => undefined);
    done
      .then(
        (ran) => mine.shown && setBusy(!ran),
        (error: unknown) => mine.shown && setProblem(error === NO_PROFILE ? 'profile' : toErrorData(error)),
      )
      .finally(() => {
        if (current.current !== mine) return;
        current.current = null;
        setRunning(false);
      });
  };

  /** Ends the run under way (Stop); `hide`: this view no longer shows it either. */
  const end = (hide: boolean) => {
    const mine = current.current;
    if (!mine) return;
    if (hide) mine.shown = false;
    mine.controller.abort();
    current.current = null;
    if (!hide) {
      setRunning(false);
      setPausedUntil(0);
    }
  };

  useEffect(() => {
    let live = true;
    lastRun.then(loadBatch).then(
      async (stored) => {
        const mine = stored && (await clientOf(stored).catch(() => null)) ? stored : null;
        if (!live) return;
        setBatch(mine);
        // Reopened with work left: it goes on where it stopped.
        if (mine && hasWork(mine)) run(mine);
      },
      () => live && setBatch(null),
    );
    return () => {
      live = false;
      end(true);
    };
  }, [client]);

  return {
    batch,
    running,
    busy,
    pausedUntil,
    problem,
    start: run,
    stop: () => end(false),
    retry: (only) => batch && run(retry(batch, only)),
    clear: () => {
      if (current.current) return;
      setBatch(null);
      saveBatch(null).catch((error: unknown) => setProblem(toErrorData(error)));
    },
  };
}
