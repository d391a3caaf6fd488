import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../lib/api/client';
import { toErrorData, type ApiErrorData } from '../lib/api/errors';
import { ensureInstance, type InstanceInfo } from '../lib/instance';

export type InstanceState = { info: InstanceInfo; client: ApiClient } | { info: null; failure: ApiErrorData | null; retry(): void };

/**
 * The instance's version and account for a form that edits link options, read from storage or,
 * when not known yet (or due again), from the server. `client` comes back speaking that version.
 */
export function useInstance(client: ApiClient | Promise<ApiClient> | null): InstanceState {
  const [state, setState] = useState<{ info: InstanceInfo; client: ApiClient } | null>(null);
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!client) return;
    let live = true;
    setFailure(null);
    void (async () => {
      try {
        const api = await client;
        const info = await ensureInstance(api);
        if (live) setState({ info, client: api.withVersion(info.version) });
      } catch (error) {
        if (live) setFailure(toErrorData(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [client, round]);
  return state ?? { info: null, failure, retry: () => setRound((n) => n + 1) };
}
