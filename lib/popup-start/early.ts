/**
 * "Shorten as soon as the popup opens": the page's duplicate check and, when the page has no
 * link, the store, sent the moment the start is read — before the app has loaded — through the
 * client the app then uses (one bounded reader, one timeout for every request). The app is handed
 * both as plain promises of what that client answered.
 */
import type { ApiClient } from '../api/client';
import type { Link } from '../api/schemas';
import { sendMessage } from '../messaging';
import { defaultCreateInput, findPageLink } from '../shorten';
import type { StartRead, StoredConnection } from './read';

export interface EarlyShorten {
  /** The address looked up and stored: the page's, with the default preset's UTM parameters. */
  url: string;
  /** The page's link (lib/duplicate.ts), or null; rejects when the check failed. */
  duplicate: Promise<Link | null>;
  /** The link the store made; null when no store was sent (the page has a link, or the check failed). */
  store: Promise<Link | null>;
}

/** A start that shortens at once: a configured popup on a page that can be shortened. */
export type AutomaticStart = StartRead & { connection: StoredConnection; page: { ok: true; url: string } };

/**
 * Whether the automatic shorten runs now: the mode is on, the popup is configured, the page can
 * be shortened, a default domain is known, and there is no draft (what the user typed last time
 * wins: the form shows it instead).
 */
export function shortensAtOnce(read: StartRead): read is AutomaticStart {
  return read.settings.shortenOnOpen && read.connection !== null && read.page.ok && read.draft === null && read.settings.defaultDomainId !== null;
}

/** Longest wait for the background's index (a worker waking with a large index is slow). */
export const INDEX_WAIT_MS = 1500;

/** The background index's link for `url`'s page, or null when it has none or does not answer in time. */
export function askIndex(url: string): Promise<Link | null> {
  const answer = sendMessage('findLinkByUrl', { url }).catch(() => null);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), INDEX_WAIT_MS));
  return Promise.race([answer, late]);
}

export async function shortenAtOnce(read: AutomaticStart, client: ApiClient): Promise<EarlyShorten> {
  let url = read.page.url;
  let input = defaultCreateInput(read.settings, url);
  // The default preset's code (UTM) loads only for a profile that has one.
  if (read.settings.defaultPresetId) ({ url, input } = (await import('../preset-shorten')).autoShorten(read.settings, url));
  const duplicate = findPageLink(client, url, askIndex);
  // A failed check sends no store: the app shows why, and its Try again checks again first.
  const store = duplicate.then((existing) => (existing ? null : client.links.create(input)), () => null);
  // Read by the app; marked handled so a failure before it loads is not reported as unhandled.
  duplicate.catch(() => undefined);
  store.catch(() => undefined);
  return { url, duplicate, store };
}
