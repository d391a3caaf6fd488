import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import type { Settings } from '../../lib/settings/schema';
import { findBoot } from '../../lib/boot/state';
import { checkShortenable, type Unshortenable } from '../../lib/shortenable';
import { getTargetTab, type TargetTab } from '../../lib/tab-url';

/**
 * How long the popup waits for the server. Shorter than the client's default: someone is
 * looking at a spinner, and "Try again" is one click away.
 */
export const POPUP_TIMEOUT_MS = 8_000;

export type Start =
  | { kind: 'loading' }
  | { kind: 'not-configured' }
  | { kind: 'unshortenable'; reason: Unshortenable; tab: TargetTab; client: Promise<ApiClient> }
  | {
      kind: 'ready';
      settings: Settings;
      tab: TargetTab;
      url: string;
      client: Promise<ApiClient>;
      /** The duplicate check, started with everything else (may reject, e.g. a rejected key). */
      duplicate: Promise<Link | null>;
    };

/**
 * The API client with its parsers is imported in parallel with the first paint, not before it:
 * its first use is a request, which waits on the network anyway, while the form only needs the
 * settings and the draft. `getConnection` builds it from the stored settings and key.
 */
async function connect(): Promise<ApiClient> {
  const [{ getConnection }, { adoptingFetch }] = await Promise.all([import('../../lib/connection'), import('../../lib/boot/adopt')]);
  // Requests the popup's first script already sent are taken over, not sent again.
  const connection = await getConnection({ timeoutMs: POPUP_TIMEOUT_MS, fetch: adoptingFetch(findBoot()) });
  if (!connection.ready) throw new Error(`not configured: ${connection.missing}`);
  return connection.client;
}

/**
 * The duplicate check (the background's index, then the server) as soon as the client, its code
 * and the tab are there, rather than after the first paint: with "Shorten as soon as the popup
 * opens" the store waits on it. An unconfigured popup has no client, so nothing is sent.
 */
async function findEarly(client: Promise<ApiClient>, tab: Promise<TargetTab>): Promise<Link | null> {
  const [api, ops, target] = await Promise.all([client, import('./shorten-ops'), tab]);
  const check = checkShortenable(target.url);
  return check.ok ? ops.findDuplicate(api, check.url) : null;
}

const ignore = () => undefined;

/**
 * Settings, key, tab, the client's code and the duplicate check, all requested at once; the order
 * of the checks is what the user sees first.
 */
export async function loadStart(search: string): Promise<Start> {
  const client = connect();
  client.catch(ignore); // handled by the caller once the popup is configured
  const target = getTargetTab(search);
  const duplicate = findEarly(client, target);
  duplicate.catch(ignore); // read by useShorten, which shows a rejected key
  const data = import('./data');
  // The key is stored per origin, so it is read once the settings name one; neither waits on the tab.
  const configured = data.then(async ({ readSettings, loadApiKey, loadInstance, originOf, withAccountDefaults }) => {
    const settings = await readSettings();
    const origin = originOf(settings.instanceUrl);
    if (!origin) return { settings, key: null };
    const [key, instance] = await Promise.all([loadApiKey(origin), loadInstance(origin)]);
    // No default domain chosen yet: the account's own default (lib/instance.ts).
    return { settings: withAccountDefaults(settings, instance), key };
  });
  const [{ settings, key }, tab] = await Promise.all([configured, target]);
  if (key === null) return { kind: 'not-configured' };
  const check = checkShortenable(tab.url);
  if (!check.ok) return { kind: 'unshortenable', reason: check.reason, tab, client };
  return { kind: 'ready', settings, tab, url: check.url, client, duplicate };
}

export function useStart(search: string): Start {
  const [start, setStart] = useState<Start>({ kind: 'loading' });
  useEffect(() => {
    const notConfigured = () => setStart({ kind: 'not-configured' });
    loadStart(search).then((next) => {
      setStart(next);
      // A stored instance URL the client refuses is as good as none.
      if (next.kind === 'ready' || next.kind === 'unshortenable') next.client.catch(notConfigured);
    }, notConfigured);
  }, [search]);
  return start;
}
