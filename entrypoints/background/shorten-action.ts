/**
 * The background's one-step shorten, shared by the context menu, the keyboard command and the
 * omnibox: reuse the page's link when it is what the defaults would make (lib/shorten: the
 * server's list, the index when the list cannot settle it), else create one with the default
 * domain, space and pixels; put it in the index; copy it when the background may (only with the
 * optional clipboardWrite permission); say so on the badge. The result is stored, so the popup
 * can offer a link that could not be copied.
 */
import { browser } from 'wxt/browser';
import { toErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { showFailure, showReady, showSuccess, type BackgroundSource } from '../../lib/background/feedback';
import { clearPending, markPending } from '../../lib/background/pending';
import { saveBackgroundResult } from '../../lib/background/result';
import { resultDetail } from '../../lib/background/result-detail';
import type { Problem } from '../../lib/problems/problem';
import { tryCopyFromBackground } from '../../lib/clipboard/copy';
import { getLinksConnection } from '../../lib/connection/connection';
import { withFallbackDomain } from '../../lib/instance';
import { linksOfPage, upsertLinks } from '../../lib/link-index';
import { originOf } from '../../lib/settings/origin';
import { defaultRequest, mayHaveLanded, shorten, type ShortenOutcome as Shortened } from '../../lib/shorten';
import { duringUserAction } from '../../lib/background/user-activity';
import { oneClickHold, stripCredentials } from '../../lib/url/private';
import { addToQueue } from './queue';

export type BackgroundShorten =
  | { ok: true; link: Link; existing: boolean; copied: boolean }
  | { ok: false; reason: 'not-configured' | 'api' | 'secret' | 'private' };

/**
 * `profileId`: shorten through that profile's instance and key (the active profile's otherwise).
 * A user action: the index refresh waits while it runs (lib/background/user-activity.ts).
 */
export function shortenAndCopy(url: string, source: BackgroundSource, profileId?: string): Promise<BackgroundShorten> {
  return duringUserAction(() => shortenFor(url, source, profileId));
}

async function shortenFor(raw: string, source: BackgroundSource, profileId?: string): Promise<BackgroundShorten> {
  // The parser's reading, without a `user:password@`, is all that is sent, kept and stored.
  const url = stripCredentials(raw);
  const connection = await getLinksConnection({ profileId });
  if (!connection.ready) {
    // Nothing to tell on a badge: the options page is where this is fixed.
    await browser.runtime.openOptionsPage();
    return { ok: false, reason: 'not-configured' };
  }
  // Never sent unseen: an address with a secret-looking part, or a page of the person's own
  // network unless they said so (an address typed after `ln` was seen as it was typed). The
  // keyboard's page opens in the popup's form, which says why; the others are told on the badge.
  const hold = oneClickHold(url, { privateAllowed: source === 'omnibox' || connection.settings.allowPrivateOneClick });
  if (hold) return held(hold, source, url);
  await markPending(url, source);
  try {
    return await shortenReady(connection, url, source);
  } finally {
    await clearPending();
  }
}

async function held(problem: Problem, source: BackgroundSource, url: string): Promise<BackgroundShorten> {
  await showFailure({ problem, source, url });
  // Where openPopup is missing or refused (no user gesture left), the badge says it all.
  if (source === 'command')
    await Promise.resolve()
      .then(() => browser.action.openPopup?.())
      .catch(() => undefined);
  return { ok: false, reason: problem.name === 'SecretInAddress' ? 'secret' : 'private' };
}

async function shortenReady(
  connection: Extract<Awaited<ReturnType<typeof getLinksConnection>>, { ready: true }>,
  url: string,
  source: BackgroundSource,
): Promise<BackgroundShorten> {
  // Each profile's links go into and come out of its own index.
  const scope = { profileId: connection.settings.profileId, origin: originOf(connection.settings.instanceUrl) };
  let outcome: Shortened;
  let request: ReturnType<typeof defaultRequest> | undefined;
  const settings = withFallbackDomain(connection.settings, connection.facts);
  try {
    // The profile's defaults, its default preset applied, as the toolbar click's (lib/shorten).
    request = defaultRequest(settings, url);
    outcome = await shorten({ input: request.input, reuse: true }, { client: connection.client, findLocal: (target) => linksOfPage(scope, target) });
  } catch (error) {
    const data = toErrorData(error);
    // The network or the server is down: the shorten waits in the queue, and the notice says so.
    const queued = mayHaveLanded(data) && request !== undefined;
    // It waits for its own profile's connection ("Shorten with <profile>" too).
    if (queued) await addToQueue({ input: request!.input, profileId: scope.profileId, origin: scope.origin, source });
    await showFailure({ problem: queued ? { name: 'Queued', error: data } : data, source, url });
    return { ok: false, reason: 'api' };
  }
  // The server's record: the index's copy of a link found may lack what changed since.
  await upsertLinks(scope, [outcome.link]);
  const shortUrl = outcome.link.short_url;
  // Not copied (no permission, or the clipboard refused): the link is made all the same, and
  // the popup offers it next time it opens.
  const copied = await tryCopyFromBackground(shortUrl);
  await saveBackgroundResult({ shortUrl, url, source, copied });
  const detail = await resultDetail(outcome.link, connection, request.preset);
  await (copied ? showSuccess(shortUrl, Date.now(), detail) : showReady(shortUrl, detail));
  return { ok: true, link: outcome.link, existing: outcome.kind === 'existing', copied };
}
