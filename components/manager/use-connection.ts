import { useEffect, useRef, useState } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import { getConnection, type Connection } from '../../lib/connection/connection';
import { askFacts } from '../../lib/connection/refresh';
import { problemOf } from '../../lib/connection/session';
import { watchConnection } from '../../lib/connection/watch';

export type ConnectionState =
  | { status: 'loading' }
  | { status: 'missing'; missing: 'instance' | 'key' }
  /** `profileId`: whose connection it is (the background's index is told of changes under it). */
  | { status: 'ready'; client: VersionedClient; profileId: string }
  /** `retry` connects again (the version could not be learned: the server down, say). */
  | { status: 'error'; error: ApiErrorData; retry: () => void };

/**
 * The configured client, read once per mount of a view, and read again (the old client dropped)
 * once its profile is removed, points at another instance, or gets another key.
 */
export function useConnection(connect: () => Promise<Connection> = getConnection): ConnectionState {
  const [state, setState] = useState<ConnectionState>({ status: 'loading' });
  /** Counts the connections found stale: each makes the view connect again. */
  const [stale, setStale] = useState(0);
  const retried = useRef(false);
  useEffect(() => {
    let live = true;
    let unwatch = () => undefined as void;
    connect()
      .then(async (connection) => {
        if (!connection.ready) return connection;
        // The instance's version decides the filters and the editor's fields: stored, or learned
        // now; when it cannot be, that is the view's problem (nothing is asked in a guessed version).
        const stored = connection.facts.version?.value?.version;
        if (stored) return { ...connection, client: connection.client.withVersion(stored) };
        // After "Try again" the version is asked even where its failure is recent.
        const answer = await askFacts(['version'], { profileId: connection.settings.profileId, force: retried.current });
        const fact = answer.ok ? answer.value.version : undefined;
        if (fact?.value) return { ...connection, client: connection.client.withVersion(fact.value.version) };
        // Why not, in the order every page reads it (lib/connection/session.ts `problemOf`), the version's own reason first.
        throw answer.ok ? (fact?.error ?? problemOf(answer.value) ?? { name: 'NetworkError', message: 'the version was not identified' }) : answer.error;
      })
      .then(
        (connection) => {
          if (!live) return;
          if (connection.ready) {
            unwatch = watchConnection(connection, () => {
              if (!live) return;
              // Its client is not used a moment longer: the view waits for the connection as it is now.
              setState({ status: 'loading' });
              setStale((n) => n + 1);
            });
          }
          setState(
            connection.ready
              ? { status: 'ready', client: connection.client, profileId: connection.settings.profileId }
              : { status: 'missing', missing: connection.missing },
          );
        },
        // createClient refuses a stored URL or key it cannot use (InputError): say so, don't crash.
        (error: unknown) =>
          live &&
          setState({
            status: 'error',
            error: toErrorData(error),
            retry: () => {
              retried.current = true;
              setStale((n) => n + 1);
            },
          }),
      );
    return () => {
      live = false;
      unwatch();
    };
  }, [connect, stale]);
  return state;
}
