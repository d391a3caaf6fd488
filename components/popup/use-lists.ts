import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ApiClient } from '../../lib/api';
import type { ApiErrorData } from '../../lib/api/errors';
import type { Pixel } from '../../lib/api/schemas';
import { linkDomainChoice } from '../../lib/api/link-domain';
import { domainChoices } from '../../lib/domain-name';
import { sendMessage } from '../../lib/messaging';
import type { ListName, readCachedLists } from '../../lib/popup-lists-cache';
import type { IdOption } from '../link-fields/IdSelect';

export interface Lists {
  /** null while loading, 'failed' when the server would not list them. */
  pixels: Pixel[] | null | 'failed';
  /** Why the pixels could not be listed (a rate limit says when to try again). */
  pixelsError: ApiErrorData | null;
  domains: IdOption[];
  spaces: IdOption[];
  /**
   * Nothing is asked for until a form that shows the lists is on screen: an automatic shorten
   * sends only the duplicate check and the store (see the popup performance issue).
   */
  want(...names: ListName[]): void;
}

/** Adds `more` to `list`, keeping the first name known for each id. */
export function mergeOptions(list: IdOption[], more: IdOption[]): IdOption[] {
  const out = [...list];
  for (const option of more) {
    const i = out.findIndex((o) => o.id === option.id);
    if (i < 0) out.push(option);
    else if (!out[i]!.name && option.name) out[i] = option;
  }
  return out;
}

const MAX = { per_page: 100 } as const;

const FETCH: Record<ListName, (api: ApiClient) => Promise<{ items: unknown[] }>> = {
  pixels: (api) => api.pixels.list({ ...MAX, sort_by: 'name', sort: 'asc' }),
  domains: (api) => api.domains.list(MAX),
  spaces: (api) => api.spaces.list(MAX),
};

const ignore = () => undefined;
// Needed only once a form wants its lists, which wait on the client's own chunk anyway.
const loadCache = () => import('../../lib/popup-lists-cache');

/**
 * The records the form offers as choices, each asked for once it is wanted: from the session
 * cache at once, and from the server when the cache has none or is older than its TTL.
 */
export function useLists(client: Promise<ApiClient>): Lists {
  const [pixels, setPixels] = useState<Lists['pixels']>(null);
  const [pixelsError, setPixelsError] = useState<ApiErrorData | null>(null);
  // The domains as their sources give them, named by the one rule (lib/domain-name.ts) below.
  const [ownDomains, setOwnDomains] = useState<IdOption[]>([]);
  const [seenDomains, setSeenDomains] = useState<IdOption[]>([]);
  const [defaultDomain, setDefaultDomain] = useState<{ id: number; instanceUrl: string } | null>(null);
  const [spaces, setSpaces] = useState<IdOption[]>([]);
  const [wanted, setWanted] = useState<ReadonlySet<ListName>>(new Set());
  const started = useRef(new Set<ListName>());
  const cache = useRef<ReturnType<typeof readCachedLists> | null>(null);

  useEffect(() => {
    const apply: Record<ListName, (items: unknown[]) => void> = {
      pixels: (items) => setPixels(items as Pixel[]),
      domains: (items) => setOwnDomains((list) => mergeOptions(list, items as IdOption[])),
      spaces: (items) => setSpaces(items as IdOption[]),
    };
    const load = async (name: ListName) => {
      const [api, { isFresh, readCachedLists, saveCachedList }] = await Promise.all([client, loadCache()]);
      cache.current ??= readCachedLists(api.origin).catch(() => ({}));
      const cached = (await cache.current)[name];
      if (cached) apply[name](cached.items);
      if (cached && isFresh(cached)) return;
      try {
        const page = await FETCH[name](api);
        apply[name](page.items);
        void saveCachedList(api.origin, name, page.items).catch(ignore);
      } catch (error) {
        // Domains and spaces are outside the contract: a server without them is remembered as having none.
        // Recognised by name, without importing the error classes into the popup's first chunk.
        if (name !== 'pixels' && (error as { name?: unknown } | null)?.name === 'NotFoundError') void saveCachedList(api.origin, name, []).catch(ignore);
        if (name === 'pixels' && !cached) {
          setPixels('failed');
          setPixelsError(error as ApiErrorData);
        }
      }
    };
    for (const name of wanted) {
      if (started.current.has(name)) continue;
      started.current.add(name);
      void load(name).catch(() => name === 'pixels' && setPixels('failed'));
      // phpShort lists only the account's own domains. The account's default (a global domain,
      // the one most links use) is known from lib/instance.ts, and the background's index knows the
      // domains of recent links, global ones included, with no request (it may be asleep).
      if (name === 'domains') {
        void Promise.all([client, import('./data')])
          .then(([api, { loadInstance }]) => loadInstance(api.origin).then((info) => ({ api, info })))
          .then(({ api, info }) => {
            const id = info?.account.defaultDomainId;
            if (id) setDefaultDomain({ id, instanceUrl: api.baseUrl });
          })
          .catch(ignore);
        sendMessage('recentLinks', { limit: 100 }).then(
          (links) => setSeenDomains((list) => mergeOptions(list, (Array.isArray(links) ? links : []).flatMap((link) => linkDomainChoice(link) ?? []))),
          ignore,
        );
      }
    }
  }, [client, wanted]);

  const want = useCallback((...names: ListName[]) => {
    setWanted((current) => (names.every((n) => current.has(n)) ? current : new Set([...current, ...names])));
  }, []);
  const domains = useMemo(
    () => domainChoices(ownDomains, seenDomains, defaultDomain?.id, defaultDomain?.instanceUrl),
    [ownDomains, seenDomains, defaultDomain],
  );
  return { pixels, pixelsError, domains, spaces, want };
}
