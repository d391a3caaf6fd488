import { useEffect, useState } from 'preact/hooks';
import { getConnection } from '../../lib/connection';
import { outcomeOfFailure, type ConnectionOutcome } from '../../lib/connection-state';
import { loadInstanceChoices, loadPixelChoices, type InstanceChoices, type PixelChoice } from '../../lib/choices';
import { ensureInstance } from '../../lib/instance';

export type ChoicesState =
  | { status: 'loading' }
  /** No saved instance or key yet. */
  | { status: 'unconfigured' }
  /** `instanceUrl`: whose lists these are (a render may still hold the previous instance's). */
  | { status: 'ready'; instanceUrl: string; choices: InstanceChoices; pixels: PixelChoice[] }
  | { status: 'failed'; outcome: ConnectionOutcome };

/**
 * The saved connection's domains, spaces and pixels. Reloads when the instance changes or
 * `stamp` does (a new key saved for the same instance, or "Reload lists"). `profileId`: that
 * profile's lists (the active one's by default).
 */
export function useChoices(instanceUrl: string, stamp: number, profileId?: string): ChoicesState {
  const [state, setState] = useState<ChoicesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void (async () => {
      const connection = await getConnection({ profileId });
      if (!connection.ready) return { status: 'unconfigured' } as const;
      // The account's default domain leads the domains (and becomes a new user's default).
      await ensureInstance(connection.client);
      const [choices, pixels] = await Promise.all([loadInstanceChoices(connection.client), loadPixelChoices(connection.client)]);
      return { status: 'ready', instanceUrl, choices, pixels } as const;
    })()
      // Told apart as the Connection section and the popup tell it, so no page says otherwise.
      .catch(async (error: unknown): Promise<ChoicesState> => ({ status: 'failed', outcome: await outcomeOfFailure(error, instanceUrl) }))
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [instanceUrl, stamp, profileId]);
  return state;
}
