/**
 * Following the organization's policy from Linklet's pages (the settings page, the popup once its
 * shorten is done): applied when the page opens, again at once when the browser reports a change
 * of the `managed` storage area, and when an account's lists arrive (they may hold what the policy
 * names). The background does not carry this code: a service worker cannot load it lazily, and
 * its 35 KB gzip ceiling has no room for it. So a policy changed while no Linklet page is open is
 * followed by the context menu, the shortcut and the address bar from the next time a Linklet page
 * opens (docs/deploy.md says so); a new install's welcome page applies it first thing.
 */
import { browser } from 'wxt/browser';
import { FACTS_ITEM } from '../instance/facts';
import { watch } from '../storage/kv';
import { applyPolicy } from './apply';

export interface Following {
  /** The first application, done. */
  applied: Promise<void>;
  stop(): void;
}

export function followPolicy(): Following {
  const applied = applyPolicy();
  const onChanged = (_: unknown, area: string) => void (area === 'managed' && applyPolicy());
  browser.storage.onChanged.addListener(onChanged);
  const unwatch = watch(FACTS_ITEM, () => void applyPolicy(), true);
  return {
    applied,
    stop() {
      browser.storage.onChanged.removeListener(onChanged);
      unwatch();
    },
  };
}
