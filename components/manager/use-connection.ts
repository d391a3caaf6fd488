import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import { getConnection, type Connection } from '../../lib/connection/connection';
import { askFacts } from '../../lib/connection/refresh';
import { watchConnection } from '../../lib/connection/watch';

export type ConnectionState =
  | { status: 'loading' }
  | { status: 'missing'; missing: 'instance' | 'key' }
  /** `profileId`: whose connection it is (the background's index is told of changes under it). */
  | { status: 'ready'; client: ApiClient; profileId: string }
  | { status: 'error'; error: ApiErrorData };

/**
 * The configured client, read once per mount of a view, and read again (the old client dropped)
 * once its profile is removed, points at another instance, or gets another key.
 */
export function useConnection(connect: () => Promise<Connection> = getConnection): ConnectionState {
  const [state, setState] = useState<ConnectionState>({ status: 'loading' });
  /** Counts the connections found stale: each makes the view connect again. */
  const [stale, setStale] = useState(0);
  useEffect(() => {
    let live = true;
    let unwatch = () => undefined as void;
    connect()
      .then(async (connection) => {
        if (!connection.ready) return connection;
        // The instance's version decides the filters and the editor's fields: stored (the client
        // speaks it already), or learned now; when it cannot be, the lists' own requests say why.
        if (connection.facts.version?.value) return connection;
        const answer = await askFacts(['version']);
        const version = answer.ok ? answer.value.version?.value?.version : undefined;
        return version ? { ...connection, client: connection.client.withVersion(version) } : connection;
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
        (error: unknown) => live && setState({ status: 'error', error: toErrorData(error) }),
      );
    return () => {
      live = false;
      unwatch();
    };
  }, [connect, stale]);
  return state;
}
