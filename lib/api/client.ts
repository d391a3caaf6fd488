/**
 * `createClient({ baseUrl, apiKey, version })`, the client of every page: the ten operations of
 * the contract (links and pixels: list, get, create, update, delete), the domain and space lists,
 * the account, a link's statistics, and the version probe; `createLinksClient`, the background
 * worker's: links listed, read and created, nothing more. Every answer is parsed by its schema
 * (schemas.ts) before it is returned; inputs come checked from the forms. Link fields are those
 * of `version` (versions.ts).
 */
import { endpoint, type EndpointOptions, type Endpoint } from './endpoint';
import { encodePixelForm, encodeQuery, encodeSpaceForm, LINK_QUERY } from './form';
import { encodeLinkForm } from './link-input';
import { parseOne, parsePage } from './parse';
import {
  creatableResource,
  growingResource,
  listResource,
  resource,
  validateId,
  type CreatableResource,
  type GrowingResource,
  type ListResource,
  type RequestOptions,
  type Resource,
  type ResourceSpec,
} from './resource';
import {
  accountSchema,
  domainSchema,
  linkSchema,
  pixelSchema,
  spaceSchema,
  statsRowSchema,
  type Account,
  type Domain,
  type Link,
  type LinkCreateInput,
  type LinkListQuery,
  type LinkUpdateInput,
  type Pixel,
  type PixelCreateInput,
  type PixelListQuery,
  type PixelUpdateInput,
  type Space,
  type SpaceCreateInput,
  type StatsPage,
  type StatsQuery,
} from './schemas';
import { probeVersion } from './probe';
import { linkDialect, type ApiVersion } from './versions';

export { DEFAULT_PER_PAGE, type ListResource, type RequestOptions, type Resource, type UpdateOptions } from './resource';

export interface ClientOptions extends EndpointOptions {
  /**
   * The instance's identified phpShort version, which decides the link fields; null until it is
   * identified: such a client reads and lists, and writes only the fields both versions share.
   */
  version: ApiVersion | null;
}

export type LinksApi = Resource<Link, LinkCreateInput, LinkUpdateInput, LinkListQuery>;
export type PixelsApi = Resource<Pixel, PixelCreateInput, PixelUpdateInput, PixelListQuery>;

export interface ApiClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  /** Null until identified (ClientOptions.version). */
  readonly version: ApiVersion | null;
  links: LinksApi;
  pixels: PixelsApi;
  /** Only the account's own domains: never the instance's global ones (its default among them). */
  domains: ListResource<Domain>;
  spaces: GrowingResource<Space, SpaceCreateInput>;
  account: { get(options?: RequestOptions): Promise<Account> };
  stats: { get(linkId: number, query: StatsQuery, options?: RequestOptions): Promise<StatsPage> };
  /** Which version the instance runs, asked in a way that changes nothing (probe.ts). */
  probeVersion(options?: RequestOptions): Promise<ApiVersion>;
  /** The same client (same instance, key and options) speaking `version`'s link fields. */
  withVersion(version: ApiVersion): VersionedClient;
}

/** A client of an identified version: what names versioned fields or statistics takes. */
export type VersionedClient = ApiClient & { readonly version: ApiVersion };

/** The links as shortening, the duplicate check and the index use them: listed, read and created. */
export type LinksClient = Pick<ApiClient, 'baseUrl' | 'origin' | 'version'> & { links: CreatableResource<Link, LinkCreateInput, LinkListQuery> };

/**
 * Those links and the facts of the instance (the account, its domains and spaces, the pixels'
 * list, the version): what revalidating the facts asks of the API (lib/instance/revalidate.ts).
 */
export type InstanceClient = LinksClient & Pick<ApiClient, 'domains' | 'spaces' | 'account' | 'probeVersion'> & { pixels: ListResource<Pixel> };

const PIXEL_QUERY = ['search', 'search_by', 'type', 'sort_by', 'sort', 'per_page', 'page'];
const STATS_QUERY = ['name', 'from', 'to', 'sort_by', 'sort', 'per_page', 'page'];

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createClient(options: ClientOptions & { version: ApiVersion }): VersionedClient;
export function createClient(options: ClientOptions): ApiClient;
export function createClient(options: ClientOptions): ApiClient {
  return build(endpoint(options), options.version);
}

/**
 * The background worker's client (LinksClient): the links it lists, reads and creates, nothing
 * else (the instance's facts are asked by the pages, lib/connection/session.ts). Throws as createClient does.
 */
export function createLinksClient(options: ClientOptions): LinksClient {
  const { baseUrl, origin, call } = endpoint(options);
  const { version } = options;
  return { baseUrl, origin, version, links: creatableResource(call, linksSpec(version)) };
}

/** What both clients share: the lists, the account and the version probe. */
function instanceParts({ baseUrl, origin, call }: Endpoint, version: ApiVersion | null): Omit<InstanceClient, 'links' | 'pixels'> {
  return {
    baseUrl,
    origin,
    version,
    domains: listResource(call, '/domains', 'domain', domainSchema),
    spaces: growingResource(call, '/spaces', 'space', spaceSchema, encodeSpaceForm),
    account: {
      get: async ({ signal } = {}) => parseOne(accountSchema, await call({ method: 'GET', path: '/account', signal }), 'account'),
    },
    probeVersion: (requestOptions) => probeVersion(call, requestOptions),
  };
}

function linksSpec(version: ApiVersion | null): ResourceSpec<Link, LinkCreateInput, LinkUpdateInput> {
  return {
    path: '/links',
    object: 'link',
    schema: linkSchema,
    queryNames: LINK_QUERY,
    encode: (input) => encodeLinkForm(input, version),
    dialect: linkDialect,
  };
}

function build(at: Endpoint, version: ApiVersion | null): ApiClient {
  const { call } = at;
  return {
    ...instanceParts(at, version),
    links: resource(call, linksSpec(version)),
    pixels: resource(call, { path: '/pixels', object: 'pixel', schema: pixelSchema, queryNames: PIXEL_QUERY, encode: encodePixelForm }),
    stats: {
      get: async (linkId, query, { signal } = {}) => {
        validateId(linkId);
        const answer = await call({ method: 'GET', path: `/stats/${linkId}`, query: encodeQuery(query, STATS_QUERY), signal });
        // Paginated rows, except v49's clicks: `{data: [...]}` without paging.
        const page = parsePage(statsRowSchema, answer, 'statistics row', { page: query.page ?? 1, per_page: query.per_page ?? 10 });
        const paged = typeof (answer.body as { current_page?: unknown } | null)?.current_page === 'number';
        const { current_page, last_page, total } = page.meta;
        return paged ? { rows: page.items, meta: { current_page, last_page: last_page ?? undefined, total: total ?? undefined } } : { rows: page.items };
      },
    },
    withVersion: (next) => build(at, next) as VersionedClient,
  };
}
