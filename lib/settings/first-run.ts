/**
 * Where a new user stands on the first-run page (`options.html?welcome=1`), read from what is
 * saved and what the last check of the instance stored (lib/instance): never asked of the server,
 * so the welcome costs no request of the shared budget.
 */
import type { Facts } from '../instance';

/**
 * - `connect`: nothing saved yet, or saved and not checked yet: enter the address and key, Save.
 * - `fix`: saved, and the last check failed: the problem is said under Save.
 * - `connected`: the link list answered: the defaults, pinning the button and the clipboard are next.
 */
export type WelcomeStage = 'connect' | 'fix' | 'connected';

/** `origin`: the saved instance's ('' when none); `facts`: the stored facts of the active profile. */
export function welcomeStage(origin: string, facts: Facts | null): WelcomeStage {
  if (!origin || !facts || facts.origin !== origin) return 'connect';
  const links = facts.links;
  // The link list is what Linklet works with (lib/connection/check.ts reads the same fact).
  if (!links) return 'connect';
  return links.value && !links.error ? 'connected' : 'fix';
}
