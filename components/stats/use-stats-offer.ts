import { useEffect, useState } from 'preact/hooks';
import { loadInstance } from '../../lib/instance';

export interface StatsOffer {
  /** False when the stored plan says it has no statistics (`link_stats` 0): no button then. */
  offered: boolean;
  timeZone: string | null;
}

/**
 * Whether to offer a link's statistics, from what Linklet already knows of the instance (no
 * request): unknown counts as offered, and the server's answer has the last word (StatsView).
 */
export function useStatsOffer(origin: string): StatsOffer {
  const [offer, setOffer] = useState<StatsOffer>({ offered: true, timeZone: null });
  useEffect(() => {
    let live = true;
    loadInstance(origin).then(
      (info) => live && info && setOffer({ offered: info.account.features.link_stats !== 0, timeZone: info.account.timezone }),
      () => undefined,
    );
    // planAllows (lib/plan.ts) reads the same, but importing it here moved it into the popup's start-up chunk.
    return () => {
      live = false;
    };
  }, [origin]);
  return offer;
}
