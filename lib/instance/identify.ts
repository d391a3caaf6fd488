/**
 * Which version's field names an instance speaks, identified positively, never guessed from a
 * refusal: a 404 means "no such link" on phpShort v49 and "no such route" on a server that only
 * speaks the public contract, which once made such a server be spoken to in v49's names.
 *
 * 1. The field names of the link records a list answer already carried (no request).
 * 2. With phpShort's account: its plan's features (v44 plans list `link_disabling`, which v49
 *    dropped); the version probe only when the plan says nothing.
 * 3. Without links or an account, nothing identifies the server: it is spoken to in the contract's
 *    names, which are v44's.
 */
import type { ApiClient } from '../api/client';
import type { ApiVersion } from '../api/versions';
import type { AccountFacts, VersionFact } from './facts';

/** Link features every plan of both versions lists; v44's also lists `link_disabling`. */
const LINK_FEATURES = ['link_stats', 'link_targeting', 'link_password', 'link_expiration'];

/** The version the plan's features name, if they name one (a plan listing no link feature names none). */
export function versionFromPlan(account: AccountFacts): ApiVersion | undefined {
  const names = Object.keys(account.features);
  if (names.includes('link_disabling')) return 44;
  return LINK_FEATURES.some((name) => names.includes(name)) ? 49 : undefined;
}

/**
 * The version from what is known: `dialect` (what link records said, if any), `account` (null:
 * the server has none). `probe` is asked only when those say nothing and the account exists.
 */
export async function identifyVersion(known: { dialect?: ApiVersion; account: AccountFacts | null }, probe: () => Promise<ApiVersion>): Promise<VersionFact> {
  if (known.dialect) return { version: known.dialect, how: 'links' };
  if (!known.account) return { version: 44, how: 'contract' };
  const fromPlan = versionFromPlan(known.account);
  if (fromPlan) return { version: fromPlan, how: 'plan' };
  return { version: await probe(), how: 'probe' };
}

export const probeOf = (client: Pick<ApiClient, 'probeVersion'>) => () => client.probeVersion();
