import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import { toErrorData, type ApiErrorData } from '../../lib/api/errors';
import { getConnection, type Connection } from '../../lib/connection';
import { ensureInstance } from '../../lib/instance';

export type ConnectionState =
  | { status: 'loading' }
  | { status: 'missing'; missing: 'instance' | 'key' }
  | { status: 'ready'; client: ApiClient }
  | { status: 'error'; error: ApiErrorData };

/** The configured client, read once per mount of a view (a changed setting remounts it). */
export function useConnection(connect: () => Promise<Connection> = getConnection): ConnectionState {
  const [state, setState] = useState<ConnectionState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    connect()
      .then(async (connection) => {
        if (!connection.ready) return connection;
        // The instance's version decides the filters and the editor's fields; when it cannot be
        // read now, the lists' own requests will say why.
        const info = await ensureInstance(connection.client).catch(() => null);
        return info ? { ...connection, client: connection.client.withVersion(info.version) } : connection;
      })
      .then(
      (connection) => {
        if (!live) return;
        setState(connection.ready ? { status: 'ready', client: connection.client } : { status: 'missing', missing: connection.missing });
      },
      // createClient refuses a stored URL or key it cannot use (InputError): say so, don't crash.
      (error: unknown) => live && setState({ status: 'error', error: toErrorData(error) }),
    );
    return () => {
      live = false;
    };
  }, [connect]);
  return state;
}
