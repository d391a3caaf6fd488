import { useMemo } from 'preact/hooks';
import type { VersionedClient } from '../../lib/api/client';
import type { ApiErrorData } from '../../lib/api/errors';
import { problemOf } from '../../lib/connection/session';
import { useSession } from '../use-session';

export type ConnectionState =
  | { status: 'loading' }
  | { status: 'missing'; missing: 'instance' | 'key' }
  /** `profileId`: whose connection it is (the background's index is told of changes under it). */
  | { status: 'ready'; client: VersionedClient; profileId: string }
  /** `retry` asks again (the version could not be learned: the server down, say). */
  | { status: 'error'; error: ApiErrorData; retry: () => void };

/**
 * A manager view's client: the profile's instance session (components/use-session.ts) once it
 * identifies the version, which decides the filters and the editor's fields (nothing is asked in
 * a guessed version). The same client while storage gives the same connection; another (the old
 * one dropped) once the profile is removed, points at another instance, or gets another key.
 */
export function useConnection(profileId?: string): ConnectionState {
  const { session, retry } = useSession(['version'], { profileId });
  const connection = session?.connection ?? null;
  const version = session?.version ?? null;
  // One client per connection and version: a change of defaults or of another profile is not a new client.
  const client = useMemo(
    () => (connection && version && session?.client ? session.client.withVersion(version) : null),
    [connection?.stamp, connection?.baseUrl, version],
  );
  if (!session) return { status: 'loading' };
  if (session.health.verdict === 'not-set-up') {
    // createClient refuses a stored URL or key it cannot use (InputError): say so, don't crash.
    if (session.health.problem?.name === 'InputError') return { status: 'error', error: session.health.problem, retry };
    return { status: 'missing', missing: session.facts.origin ? 'key' : 'instance' };
  }
  if (client) return { status: 'ready', client, profileId: session.profileId };
  // Why not, in the order every page reads it (lib/connection/session.ts `problemOf`), the version's own reason first.
  const error = session.facts.version?.error ?? problemOf(session.facts);
  return error ? { status: 'error', error, retry } : { status: 'loading' };
}
