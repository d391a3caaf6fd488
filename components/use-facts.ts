import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiErrorData } from '../lib/api/errors';
import { askFacts } from '../lib/connection/session';
import { readFacts, watchFacts, type FactName, type Facts, type FactScope } from '../lib/instance';
import { originOf } from '../lib/settings/origin';
import { readAllSettings } from '../lib/settings/read';
import { settingsOf } from '../lib/settings/schema';

export interface FactsState {
  /** What is known of the instance: the stored facts at once, then the background's fresher ones. */
  facts: Facts | null;
  /** Whose facts these are; null until read, or when no instance is configured. */
  scope: FactScope | null;
  /** false: no instance saved (or no key for it); null while that is being read. */
  configured: boolean | null;
  /** The background could not be asked at all (not connected, or not answering). */
  failure: ApiErrorData | null;
  /** Ask the server again now, even for what is fresh ("Try again", "Reload lists"). */
  retry(): void;
}

/**
 * The instance facts of `want` (lib/instance) for the active profile, or `profileId`'s: shown
 * from storage at once, revalidated by the background when due, kept current as any page or the
 * background changes them. A fact the server refused for its rate limit is asked again by itself
 * once the wait is over. `stamp`: a change asks again (a new connection saved).
 */
export function useFacts(
  want: readonly FactName[],
  { profileId, stamp = 0, enabled = true, maxAgeMs }: { profileId?: string; stamp?: number; enabled?: boolean; maxAgeMs?: number } = {},
): FactsState {
  const [facts, setFacts] = useState<Facts | null>(null);
  const [scope, setScope] = useState<FactScope | null>(null);
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<ApiErrorData | null>(null);
  const [round, setRound] = useState<{ n: number; force: boolean }>({ n: 0, force: false });
  const wanted = want.join(' ');
  const live = useRef(true);

  useEffect(() => {
    if (!enabled) return;
    live.current = true;
    let stop = () => {};
    void (async () => {
      const settings = settingsOf(await readAllSettings(), profileId);
      const origin = originOf(settings.instanceUrl);
      if (!live.current) return;
      if (!origin) return setConfigured(false);
      const mine = { profileId: settings.profileId, origin };
      setScope(mine);
      setFacts(await readFacts(mine));
      stop = watchFacts(mine, (next) => live.current && setFacts(next));
      const answer = await askFacts(want, { profileId: settings.profileId, force: round.force, maxAgeMs });
      if (!live.current) return;
      if (answer.ok) {
        setFacts(answer.value);
        setFailure(null);
        setConfigured(true);
      } else {
        setFailure(answer.error);
        // The background's "not connected" is an InputError naming the missing setting.
        setConfigured(answer.error.name !== 'InputError');
      }
    })();
    return () => {
      live.current = false;
      stop();
    };
  }, [wanted, profileId, stamp, round, enabled]);

  // A wait the server asked for ends: the facts it refused are asked again, with no click.
  const retryAt = facts ? Math.min(...want.map((name) => facts[name]?.retryAt ?? Infinity)) : Infinity;
  useEffect(() => {
    if (!Number.isFinite(retryAt)) return;
    const timer = setTimeout(() => setRound((r) => ({ n: r.n + 1, force: false })), Math.max(0, retryAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [retryAt]);

  return { facts, scope, configured, failure, retry: () => setRound((r) => ({ n: r.n + 1, force: true })) };
}
