import { useEffect, useState } from 'preact/hooks';
import { readFacts, watchFacts } from '../../lib/instance/facts';
import { readSettings } from '../../lib/settings/read';

export interface StatsOffer {
  /** False when the plan says it has no statistics (`link_stats` 0), or the server has no account (nor statistics). */
  offered: boolean;
  timeZone: string | null;
}

/**
 * Whether to offer a link's statistics, from what Linklet already knows of the instance (the
 * stored facts, no request): unknown counts as offered, and the server's answer has the last
 * word (StatsView). A server without phpShort's account is one that speaks only the contract,
 * which has no statistics.
 */
export function useStatsOffer(origin: string): StatsOffer {
  const [offer, setOffer] = useState<StatsOffer>({ offered: true, timeZone: null });
  useEffect(() => {
    let live = true;
    let stop = () => {};
    void readSettings().then(async ({ profileId }) => {
      const scope = { profileId, origin };
      const apply = (facts: Awaited<ReturnType<typeof readFacts>>) => {
        const account = facts.account?.value;
        // planAllows (lib/instance/plan.ts) reads the same, but importing it here moved it into the popup's start-up chunk.
        if (live && account !== undefined) setOffer({ offered: account !== null && account.features.link_stats !== 0, timeZone: account?.timezone ?? null });
      };
      apply(await readFacts(scope));
      if (live) stop = watchFacts(scope, apply);
    });
    return () => {
      live = false;
      stop();
    };
  }, [origin]);
  return offer;
}
