import { useEffect, useState } from 'preact/hooks';
import type { ApiClient, VersionedClient } from '../lib/api/client';
import type { FactName } from '../lib/instance/facts';
import { isIdentified, versionOf, type Identified } from '../lib/instance/info';
import type { Problem } from '../lib/problems/problem';
import { judgedBy, watchSession, type InstanceSession } from '../lib/connection/session';
import { refreshSession } from '../lib/connection/refresh';
import type { Health } from '../lib/connection/health';

export interface SessionState {
  /** The profile's session (lib/connection/session.ts): as stored at once, then as refreshed and as any context changes it; null until read. */
  session: InstanceSession | null;
  /** Ask the server again now, even for what is fresh ("Try again", "Reload lists"). */
  retry(): void;
}

export interface UseSessionOptions {
  /** That profile's session; the active profile's by default. */
  profileId?: string;
  /** A change asks again (a new key saved for the same instance). */
  stamp?: number;
  /** false: neither read nor asked (nothing on screen needs it yet). */
  enabled?: boolean;
  /** How old a fact may be and still not be asked (lib/instance/facts.ts `isFresh`). */
  maxAgeMs?: number;
}

/**
 * The pages' one hook over the instance session: the facts of `want` refreshed when due (one
 * refresh for every reader at the same time), the session kept current as settings, key or facts
 * change anywhere. A fact the server refused for its rate limit is asked again by itself once the
 * wait is over.
 */
export function useSession(want: readonly FactName[], { profileId, stamp = 0, enabled = true, maxAgeMs }: UseSessionOptions = {}): SessionState {
  const [session, setSession] = useState<InstanceSession | null>(null);
  // The verdict of the last refresh: it tells a cross-origin refusal from the network's failure.
  const [judged, setJudged] = useState<{ origin: string; health: Health } | null>(null);
  const [round, setRound] = useState<{ n: number; force: boolean }>({ n: 0, force: false });
  const wanted = want.join(' ');

  useEffect(() => {
    if (!enabled) return;
    // Another profile's session is never shown for this one, not even for a render.
    setSession((current) => (current && profileId !== undefined && current.profileId !== profileId ? null : current));
    return watchSession({ profileId }, setSession);
  }, [profileId, enabled]);

  // Asked once the session is read, and again whenever its connection changes (another key, instance or profile).
  const ready = session !== null;
  const connection = session?.connection?.stamp ?? '';
  useEffect(() => {
    if (!enabled || want.length === 0 || !session) return;
    let live = true;
    void refreshSession(session, want, { force: round.force, maxAgeMs }).then((refreshed) => {
      if (!live) return;
      setSession(refreshed);
      setJudged(refreshed.connection ? { origin: refreshed.connection.origin, health: refreshed.health } : null);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready, connection, stamp, round, enabled]);

  // A wait the server asked for ends: the facts it refused are asked again, with no click.
  const facts = session?.facts;
  const retryAt = facts ? Math.min(...want.map((name) => facts[name]?.retryAt ?? Infinity)) : Infinity;
  useEffect(() => {
    if (!Number.isFinite(retryAt)) return;
    const timer = setTimeout(() => setRound((r) => ({ n: r.n + 1, force: false })), Math.max(0, retryAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [retryAt]);

  const shown = session && judged && session.connection?.origin === judged.origin ? judgedBy(session, judged.health) : session;
  return { session: shown, retry: () => setRound((r) => ({ n: r.n + 1, force: true })) };
}

export type VersionedState = { facts: Identified; client: VersionedClient } | { facts: null; failure: Problem | null; retry(): void };

/**
 * The session as a form that edits versioned link options needs it: its facts once they identify
 * the version (the plan read with them), and `client` speaking that version; else why not.
 */
export function useVersioned(client: ApiClient | null): VersionedState {
  const { session, retry } = useSession(['version', 'account'], { enabled: client !== null });
  const facts = session && client && session.connection?.origin === client.origin ? session.facts : null;
  if (facts && client && isIdentified(facts)) return { facts, client: client.withVersion(versionOf(facts)) };
  const failure = session?.facts.version?.error ?? (session?.health.verdict === 'not-set-up' ? session.health.problem : null);
  return { facts: null, failure, retry };
}
