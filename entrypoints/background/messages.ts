/**
 * The background's answers to the popup and options page (protocol: lib/messaging/protocol.ts).
 * Each answer takes settings, key and index from storage, or from memory kept current by
 * storage.onChanged (the instance and the index revision, asked on every keystroke), never from
 * an earlier message, so a restarted worker answers the same.
 */
import { toErrorData } from '../../lib/api/errors';
import { getLinksConnection, notConnectedError, type Connection } from '../../lib/connection/connection';
import type { LinksClient } from '../../lib/api/client';
import { duplicateQuery, gatherPageLinks } from '../../lib/shorten';
import { linksOfPage, indexStatus, recentFromIndex, removeLink, searchIndex, upsertLinks, type IndexScope } from '../../lib/link-index';
import type { Result } from '../../lib/messaging';
import { registerHandlers } from '../../lib/messaging/handlers';
import { currentScope, scopeOf } from '../../lib/settings/current';
import { originOf } from '../../lib/settings/origin';
import { readAllSettings } from '../../lib/settings/read';
import { resetBadge } from '../../lib/background/feedback';
import { cancelQueued } from '../../lib/queue/queue';
import { refreshFromServer } from './index-refresh';
import { addToQueue } from './queue';

const MAX_LIMIT = 100;

function limitOf(limit: number | undefined, fallback: number): number {
  return Number.isInteger(limit) && limit! > 0 ? Math.min(limit!, MAX_LIMIT) : fallback;
}

/** A question that names no profile is answered for none: which one it meant cannot be guessed. */
const unnamed = (): Result<never> => ({ ok: false, error: { name: 'InputError', message: 'No profile named' } });

type Ready = Extract<Connection<LinksClient>, { ready: true }>;

async function withConnection<T>(task: (connection: Ready) => Promise<T>, profileId?: string): Promise<Result<T>> {
  const connection = await getLinksConnection({ profileId });
  if (!connection.ready) return { ok: false, error: notConnectedError(connection) };
  try {
    return { ok: true, value: await task(connection) };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
}

/** The index of profile `profileId`, active or not; null for a profile that is not there, or without an instance. */
async function indexOf(profileId: unknown): Promise<IndexScope | null> {
  const scope = typeof profileId === 'string' ? await scopeOf(profileId) : null;
  return scope?.origin ? scope : null;
}

export function setupMessages(): void {
  registerHandlers({
    // A page names its profile (issue 47): answered from that profile's connection and index only.
    searchLinks: ({ profileId, query }) =>
      typeof profileId === 'string' ? withConnection(({ client }) => client.links.list(query), profileId) : Promise.resolve(unnamed()),
    searchIndex: async ({ profileId, text, limit }) => {
      const scope = await indexOf(profileId);
      return scope ? searchIndex(scope, text, limitOf(limit, 20)) : [];
    },
    listRecentLinks: async ({ profileId, limit }) => {
      const scope = await indexOf(profileId);
      return scope ? recentFromIndex(scope, limitOf(limit, 10)) : [];
    },
    findPageLinks: ({ url, profileId }) =>
      withConnection(async ({ client, settings }) => {
        let rate;
        const list = () => client.links.list(duplicateQuery(url)).then((page) => ((rate = page.rate), page));
        // The index of the profile asked about: each profile has its own.
        const known = await gatherPageLinks(url, { list, index: () => linksOfPage({ profileId: settings.profileId, origin: client.origin }, url) });
        return { ...known, rate };
      }, profileId),
    listPageLinks: async ({ profileId, url }) => {
      const scope = await indexOf(profileId);
      return scope ? linksOfPage(scope, url) : [];
    },
    indexLink: async ({ profileId, link }) => {
      const scope = await currentScope();
      if (scope.origin && scope.profileId === profileId) await upsertLinks(scope, [link]);
    },
    unindexLink: async ({ profileId, id }) => {
      const scope = await currentScope();
      if (scope.origin && scope.profileId === profileId) await removeLink(scope, id);
    },
    refreshIndex: () =>
      withConnection(async () => {
        const result = await refreshFromServer({ full: true, asked: true });
        return { count: result?.count ?? 0 };
      }),
    getIndexStatus: async ({ profileId }) => indexStatus((await indexOf(profileId)) ?? { profileId: '', origin: '' }),
    queueShorten: async ({ input, profileId }) => {
      // The popup's profile: its item is sent through that profile's connection alone.
      const { profiles } = await readAllSettings();
      const profile = profiles.find((p) => p.id === profileId);
      const origin = profile ? originOf(profile.instanceUrl) : '';
      if (!origin || typeof input?.url !== 'string') return false;
      await addToQueue({ input, profileId, origin, source: 'popup' });
      await resetBadge();
      return true;
    },
    cancelQueued: async ({ id }) => void (await cancelQueued(id), await resetBadge()),
  });
}
