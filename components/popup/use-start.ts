import { useEffect, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { Link } from '../../lib/api/schemas';
import type { Draft } from '../../lib/drafts';
import type { PopupStart } from '../../lib/popup-start';
import { askIndex, shortensAtOnce } from '../../lib/popup-start/early';
import { findPageLink } from '../../lib/shorten';
import type { Settings } from '../../lib/settings/schema';
import type { Unshortenable } from '../../lib/shortenable';
import type { TargetTab } from '../../lib/tab-url';

export type Start =
  | { kind: 'loading' }
  | { kind: 'not-configured' }
  /** The form, with no address in it: the user may type or paste one. */
  | { kind: 'unshortenable'; reason: Unshortenable; tab: TargetTab; client: Promise<ApiClient>; settings: Settings; draft: Draft | null }
  | {
      kind: 'ready';
      settings: Settings;
      tab: TargetTab;
      url: string;
      client: Promise<ApiClient>;
      /** The page's link, asked at once (may reject, e.g. a rejected key). */
      duplicate: Promise<Link | null>;
      /** The store the start sent with "Shorten as soon as the popup opens" (null: none sent). */
      store?: Promise<Link | null>;
      /** What the user typed for this page last time. */
      draft: Draft | null;
    };

/**
 * The popup's state from what its start read and sent (lib/popup-start): nothing is read or
 * sent twice. Without the automatic shorten, the duplicate check is sent here, as soon as the
 * client is there.
 */
export async function loadStart(start: PopupStart): Promise<Start> {
  const read = await start.read;
  if (!read.connection) return { kind: 'not-configured' };
  if (!read.page.ok) return { kind: 'unshortenable', reason: read.page.reason, tab: read.tab, client: start.client, settings: read.settings, draft: read.draft };
  const url = read.page.url;
  const early = shortensAtOnce(read) ? await start.early : null;
  const duplicate = early ? early.duplicate : start.client.then((client) => findPageLink(client, url, askIndex));
  duplicate.catch(() => undefined); // read by useShorten, which shows a rejected key
  return { kind: 'ready', settings: read.settings, tab: read.tab, url, client: start.client, duplicate, store: early?.store, draft: read.draft };
}

export function useStart(start: PopupStart): Start {
  const [state, setState] = useState<Start>({ kind: 'loading' });
  useEffect(() => {
    const notConfigured = () => setState({ kind: 'not-configured' });
    loadStart(start).then((next) => {
      setState(next);
      // A stored instance URL the client refuses is as good as none.
      if (next.kind === 'ready' || next.kind === 'unshortenable') next.client.catch(notConfigured);
    }, notConfigured);
  }, [start]);
  return state;
}
