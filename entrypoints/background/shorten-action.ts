/**
 * The background's one-step shorten, shared by the context menu, the keyboard command and the
 * omnibox: reuse the link the URL already has (index first, then the server), else create one
 * with the default domain, space and pixels; put it in the index; copy it; say so on the badge.
 */
import { browser } from 'wxt/browser';
import { toErrorData } from '../../lib/api/errors';
import type { Link } from '../../lib/api/schemas';
import { showFailure, showSuccess, type BackgroundSource } from '../../lib/background-feedback';
import { copyFromBackground } from '../../lib/clipboard';
import { getConnection } from '../../lib/connection';
import { findByUrl, upsertLinks } from '../../lib/link-index';
import { originOf } from '../../lib/settings';
import { shortenWithDefaults } from '../../lib/shorten';

export type ShortenOutcome =
  | { ok: true; link: Link; existing: boolean }
  | { ok: false; reason: 'not-configured' | 'api' | 'copy-failed' };

export async function shortenAndCopy(url: string, source: BackgroundSource): Promise<ShortenOutcome> {
  const connection = await getConnection();
  if (!connection.ready) {
    // Nothing to tell on a badge: the options page is where this is fixed.
    await browser.runtime.openOptionsPage();
    return { ok: false, reason: 'not-configured' };
  }
  const origin = originOf(connection.settings.instanceUrl);
  let foundLocally = false;
  let outcome: { link: Link; existing: boolean };
  try {
    outcome = await shortenWithDefaults({
      client: connection.client,
      settings: connection.settings,
      url,
      findLocal: async (target) => {
        const link = await findByUrl(origin, target);
        foundLocally = link !== null;
        return link;
      },
    });
  } catch (error) {
    await showFailure({ kind: 'api', source, url, error: toErrorData(error) });
    return { ok: false, reason: 'api' };
  }
  if (!foundLocally) await upsertLinks(origin, [outcome.link]);
  try {
    await copyFromBackground(outcome.link.short_url);
  } catch {
    await showFailure({ kind: 'copy-failed', source, url, shortUrl: outcome.link.short_url });
    return { ok: false, reason: 'copy-failed' };
  }
  await showSuccess(outcome.link.short_url);
  return { ok: true, ...outcome };
}
