/**
 * An organization's policy is followed at once (lib/policy/apply.ts): when the browser starts,
 * when Linklet is installed or updated, when the policy changes (Chrome and Edge report it as a
 * change of the `managed` storage area; Firefox reads its policies at start), and when the lists
 * of an account change, which may name what the policy names.
 */
import { browser } from 'wxt/browser';
import { FACTS_ITEM } from '../../lib/instance/facts';
import { applyPolicy } from '../../lib/policy/apply';
import { watch } from '../../lib/storage/kv';

export function setupPolicy(): void {
  browser.runtime.onInstalled.addListener(() => void applyPolicy());
  browser.runtime.onStartup.addListener(() => void applyPolicy());
  browser.storage.onChanged.addListener((_, area) => area === 'managed' && void applyPolicy());
  watch(FACTS_ITEM, () => void applyPolicy(), true);
}
