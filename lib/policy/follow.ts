/**
 * Following the organization's policy: applied at once, again when the browser reports a change of
 * the `managed` storage area, and when an account's lists arrive or the team's pixels and spaces
 * were made (they may hold what the policy names). The background follows it from its start, so
 * the toolbar button, the context menu, the shortcut and `ln` obey a change with no Linklet page
 * open, and it alone makes the team's pixels and spaces (`provision`); the settings page follows it
 * too, so a new install's welcome starts from the policy.
 */
import { browser } from 'wxt/browser';
import { FACTS_ITEM } from '../instance/facts';
import { watchEveryProfile } from '../storage/item';
import { applyPolicy, type ApplyOptions } from './apply';
import { TEAM_ITEM } from './team';

export interface Following {
  /** The first application, done. */
  applied: Promise<void>;
  stop(): void;
}

export function followPolicy(options: ApplyOptions = {}): Following {
  const apply = () => applyPolicy(options);
  const applied = apply();
  const onChanged = (_: unknown, area: string) => void (area === 'managed' && apply());
  browser.storage.onChanged.addListener(onChanged);
  const unwatch = [watchEveryProfile(FACTS_ITEM, () => void apply()), watchEveryProfile(TEAM_ITEM, () => void apply())];
  return {
    applied,
    stop() {
      browser.storage.onChanged.removeListener(onChanged);
      for (const stop of unwatch) stop();
    },
  };
}
