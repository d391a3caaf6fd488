import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../lib/api/client';
import type { ApiErrorData } from '../lib/api/errors';
import { instanceOf, type InstanceInfo } from '../lib/instance';
import { useFacts } from './use-facts';

export type InstanceState = { info: InstanceInfo; client: ApiClient } | { info: null; failure: ApiErrorData | null; retry(): void };

/**
 * The instance's version and plan for a form that edits link options (lib/instance: stored, and
 * asked of the server by the background only when due). `client` comes back speaking that version.
 */
export function useInstance(client: ApiClient | Promise<ApiClient> | null): InstanceState {
  const { facts, failure, retry } = useFacts(['version', 'account'], { enabled: client !== null });
  const [api, setApi] = useState<ApiClient | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(client).then(
      (value) => live && setApi(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  const info = facts && api && facts.origin === api.origin ? instanceOf(facts) : null;
  if (info && api) return { info, client: api.withVersion(info.version) };
  return { info: null, failure: facts?.version?.error ?? failure, retry };
}
