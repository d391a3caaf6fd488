import { choicesOf, fallbackDomainId, type InstanceChoices, type PixelChoice } from '../lib/instance/choices';
import type { ConnectionOutcome } from '../lib/connection/state';
import { useSession } from './use-session';

export type ChoicesState =
  | { status: 'loading' }
  /** No saved instance or key yet. */
  | { status: 'unconfigured' }
  /** `instanceUrl`: whose lists these are (a render may still hold the previous instance's). */
  | {
      status: 'ready';
      instanceUrl: string;
      choices: InstanceChoices;
      pixels: PixelChoice[];
      /** Whether the pixel list itself was read: `pixels` is empty too while it is not, or when it failed. */
      pixelsRead: 'read' | 'loading' | 'failed';
      /** The domain a new connection's default becomes (lib/instance/choices.ts `fallbackDomainId`), or null: the user chooses. */
      fallbackDomainId: number | null;
      retryAt?: number;
    }
  | { status: 'failed'; outcome: ConnectionOutcome; retryAt?: number };

/**
 * The saved connection's domains, spaces and pixels, from the instance's facts (shown at once,
 * asked of the server by the background when due). `stamp`: a new key saved for the same
 * instance asks again. `profileId`: that profile's (the active one's by default). Returns the
 * state and "Reload lists".
 */
export function useChoices(instanceUrl: string, stamp: number, profileId?: string): [ChoicesState, () => void] {
  const { session, retry } = useSession(['account', 'links', 'domains', 'spaces', 'pixels'], { stamp, profileId });
  const facts = session?.facts ?? null;
  const unset = session?.health.verdict === 'not-set-up';
  // Every list failed, and nothing was ever read: say why (the session's verdict), as the Connection section says it.
  const nothingRead = facts !== null && !facts.links?.value && !facts.domains?.value && !facts.pixels?.value;
  const failedWith = unset || !nothingRead ? null : (session?.health.problem ?? facts.links?.error ?? facts.pixels?.error ?? null);
  const outcome: ConnectionOutcome | null = failedWith ? { kind: 'failed', problem: failedWith } : null;

  let state: ChoicesState;
  const retryAt = facts ? Math.min(facts.domains?.retryAt ?? Infinity, facts.pixels?.retryAt ?? Infinity, facts.links?.retryAt ?? Infinity) : Infinity;
  const wait = Number.isFinite(retryAt) ? { retryAt } : {};
  if (unset) state = { status: 'unconfigured' };
  else if (!facts || !session?.connection) state = { status: 'loading' };
  else if (outcome) state = { status: 'failed', outcome, ...wait };
  else if (!facts.links?.value && !facts.domains?.value && !facts.pixels?.value) state = { status: 'loading' };
  else {
    const pixelsRead = facts.pixels?.value ? 'read' : facts.pixels?.error ? 'failed' : 'loading';
    state = {
      status: 'ready',
      instanceUrl,
      choices: choicesOf(facts, instanceUrl),
      pixels: facts.pixels?.value ?? [],
      pixelsRead,
      fallbackDomainId: fallbackDomainId(facts),
      ...wait,
    };
  }
  return [state, retry];
}

/**
 * The pixel list as a picker takes it: the list once read (empty: the account has none), null
 * while it is not read yet or nothing is connected, `'failed'` when it could not be read. Never
 * an empty list for a list not read (issue 30: "Default pixels" was an empty box).
 */
export function pixelsOf(state: ChoicesState): PixelChoice[] | null | 'failed' {
  if (state.status === 'failed') return 'failed';
  if (state.status !== 'ready') return null;
  return state.pixelsRead === 'read' ? state.pixels : state.pixelsRead === 'failed' ? 'failed' : null;
}
