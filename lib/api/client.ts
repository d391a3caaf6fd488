/**
 * `createClient({ baseUrl, apiKey, version })`: the ten operations of the contract (links and
 * pixels: list, get, create, update, delete), the domain and space lists, the account, a link's
 * statistics, and the version probe. Every input is checked before a request is sent; every
 * answer is read before it is returned. Link fields are those of `version` (versions.ts).
 * (The background uses `createShortenClient`, list and create only: links-client.ts.)
 */
import { connect, type ClientOptions as ConnectOptions, type Connected } from './connect';
import { encodePixelForm } from './form';
import { linksResource, type LinksApi } from './links-client';
import { readAccount, readDomain, readPixel, readSpace, readStatsRow } from './normalize';
import { parseOne, parsePage } from './parse';
import { listResource, resource, type ListResource, type RequestOptions, type Resource } from './resource';
import type { Account, Domain, Pixel, PixelCreateInput, PixelListQuery, PixelUpdateInput, Space, StatsPage, StatsQuery } from './schemas';
import { encodeQuery } from './form';
import { probeVersion } from './probe';
import { validateId, validatePixelCreate, validatePixelListQuery, validatePixelUpdate, validateStatsQuery } from './validate';
import type { ApiVersion } from './versions';

export type { LinksApi } from './links-client';
export { DEFAULT_PER_PAGE, type ListResource, type RequestOptions, type Resource, type UpdateOptions } from './resource';

export interface ClientOptions extends ConnectOptions {
  /** The instance's phpShort version; decides the link fields. Default 44, the contract's. */
  version?: ApiVersion;
}

export type PixelsApi = Resource<Pixel, PixelCreateInput, PixelUpdateInput, PixelListQuery>;

export interface ApiClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  readonly version: ApiVersion;
  links: LinksApi;
  pixels: PixelsApi;
  /** Only the account's own domains: never the instance's global ones (its default among them). */
  domains: ListResource<Domain>;
  spaces: ListResource<Space>;
  account: { get(options?: RequestOptions): Promise<Account> };
  stats: { get(linkId: number, query: StatsQuery, options?: RequestOptions): Promise<StatsPage> };
  /** Which version the instance runs, asked in a way that changes nothing (probe.ts). */
  probeVersion(options?: RequestOptions): Promise<ApiVersion>;
  /** The same client (same instance, key and options) speaking `version`'s link fields. */
  withVersion(version: ApiVersion): ApiClient;
}

const PIXEL_QUERY = ['search', 'search_by', 'type', 'sort_by', 'sort', 'per_page', 'page'];
const STATS_QUERY = ['name', 'from', 'to', 'sort_by', 'sort', 'per_page', 'page'];

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createClient(options: ClientOptions): ApiClient {
  return build(connect(options), options.version ?? 44);
}

function build(connected: Connected, version: ApiVersion): ApiClient {
  const { baseUrl, origin, call } = connected;
  return {
    baseUrl,
    origin,
    version,
    links: linksResource(call, version),
    pixels: resource(call, {
      path: '/pixels',
      object: 'pixel',
      read: readPixel,
      queryNames: PIXEL_QUERY,
      validateQuery: validatePixelListQuery,
      validateCreate: validatePixelCreate,
      validateUpdate: validatePixelUpdate,
      encode: encodePixelForm,
    }),
    domains: listResource(call, '/domains', 'domain', readDomain),
    spaces: listResource(call, '/spaces', 'space', readSpace),
    account: {
      get: async ({ signal } = {}) => parseOne(readAccount, await call({ method: 'GET', path: '/account', signal }), 'account'),
    },
    stats: {
      get: async (linkId, query, { signal } = {}) => {
        validateId(linkId);
        validateStatsQuery(query);
        const answer = await call({ method: 'GET', path: `/stats/${linkId}`, query: encodeQuery(query, STATS_QUERY), signal });
        // Paginated rows, except v49's clicks: `{data: [...]}` without paging.
        const page = parsePage(readStatsRow, answer, 'statistics row', { page: query.page ?? 1, per_page: query.per_page ?? 10 });
        const paged = typeof (answer.body as { current_page?: unknown } | null)?.current_page === 'number';
        const { current_page, last_page, total } = page.meta;
        return paged ? { rows: page.items, meta: { current_page, last_page: last_page ?? undefined, total: total ?? undefined } } : { rows: page.items };
      },
    },
    probeVersion: (requestOptions) => probeVersion(call, requestOptions),
    withVersion: (next) => build(connected, next),
  };
}
