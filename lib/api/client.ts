/**
 * `createClient({ baseUrl, apiKey })`: the ten operations of the contract (links and pixels:
 * list, get, create, update, delete) plus the domain and space lists many installations serve.
 * Every input is checked before a request is sent; every answer is parsed before it is returned.
 */
import type * as z from 'zod/mini';
import { normalizeBaseUrl } from './base-url';
import { InputError } from './errors';
import { isNonNegativeInteger } from './fields';
import { encodeLinkForm, encodePixelForm, encodeQuery } from './form';
import { parseDeleted, parseOne, parsePage } from './parse';
import { send, type Answer, type Call, type Transport } from './request';
import {
  DomainRef,
  Link,
  Pixel,
  SpaceRef,
  type DeleteResult,
  type LinkCreateInput,
  type LinkListQuery,
  type LinkUpdateInput,
  type Page,
  type PageQuery,
  type PixelCreateInput,
  type PixelListQuery,
  type PixelUpdateInput,
} from './schemas';
import {
  validateId,
  validateLinkCreate,
  validateLinkListQuery,
  validateLinkUpdate,
  validatePageQuery,
  validatePixelCreate,
  validatePixelListQuery,
  validatePixelUpdate,
} from './validate';

export interface ClientOptions {
  /** The instance, e.g. `https://sho.rt`; normalised by `normalizeBaseUrl`. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 15 000. */
  timeoutMs?: number;
  /** Extra attempts of a GET after a network error, 429, 502, 503 or 504. Default 2. */
  retries?: number;
  /** Longest wait between attempts; a longer Retry-After fails instead. Default 10 000. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** For the backoff's jitter; `Math.random` by default. */
  random?: () => number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface UpdateOptions extends RequestOptions {
  /** The contract allows both; default PATCH. */
  method?: 'PUT' | 'PATCH';
}

export interface Resource<T, CreateInput, UpdateInput, ListQuery> {
  list(query?: ListQuery, options?: RequestOptions): Promise<Page<T>>;
  get(id: number, options?: RequestOptions): Promise<T>;
  create(input: CreateInput, options?: RequestOptions): Promise<T>;
  update(id: number, input: UpdateInput, options?: UpdateOptions): Promise<T>;
  delete(id: number, options?: RequestOptions): Promise<DeleteResult>;
}

export interface ListResource<T> {
  /** Outside the contract: rejects with `NotFoundError` where the installation lacks it. */
  list(query?: PageQuery, options?: RequestOptions): Promise<Page<T>>;
}

export type LinksApi = Resource<Link, LinkCreateInput, LinkUpdateInput, LinkListQuery>;
export type PixelsApi = Resource<Pixel, PixelCreateInput, PixelUpdateInput, PixelListQuery>;

export interface ApiClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  links: LinksApi;
  pixels: PixelsApi;
  domains: ListResource<DomainRef>;
  spaces: ListResource<SpaceRef>;
}

/** Installations differ (10 or 100), so a page size is always sent. */
export const DEFAULT_PER_PAGE = 10;

const LINK_QUERY = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'];
const PIXEL_QUERY = ['search', 'search_by', 'type', 'sort_by', 'sort', 'per_page', 'page'];
const PAGE_QUERY = ['per_page', 'page'];

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const transport: Transport = {
    baseUrl,
    apiKey: checkApiKey(options.apiKey),
    // Called detached: a `fetch` kept as a method of another object throws "Illegal invocation".
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    timeoutMs: checkNumber('timeoutMs', options.timeoutMs ?? 15_000, 1),
    retries: checkNumber('retries', options.retries ?? 2, 0),
    maxRetryWaitMs: checkNumber('maxRetryWaitMs', options.maxRetryWaitMs ?? 10_000, 0),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
  };
  const call = (c: Call) => send(transport, c);

  return {
    baseUrl,
    origin: new URL(baseUrl).origin,
    links: resource(call, {
      path: '/links',
      object: 'link',
      schema: Link,
      queryNames: LINK_QUERY,
      validateQuery: validateLinkListQuery,
      validateCreate: validateLinkCreate,
      validateUpdate: validateLinkUpdate,
      encode: encodeLinkForm,
    }),
    pixels: resource(call, {
      path: '/pixels',
      object: 'pixel',
      schema: Pixel,
      queryNames: PIXEL_QUERY,
      validateQuery: validatePixelListQuery,
      validateCreate: validatePixelCreate,
      validateUpdate: validatePixelUpdate,
      encode: encodePixelForm,
    }),
    domains: { list: lister(call, '/domains', 'domain', DomainRef) },
    spaces: { list: lister(call, '/spaces', 'space', SpaceRef) },
  };
}

interface ResourceSpec<S extends z.ZodMiniType, CreateInput, UpdateInput> {
  path: string;
  object: string;
  schema: S;
  queryNames: readonly string[];
  validateQuery(query: unknown): void;
  validateCreate(input: unknown): void;
  validateUpdate(input: unknown): void;
  encode(input: CreateInput | UpdateInput): URLSearchParams;
}

function resource<S extends z.ZodMiniType, CreateInput, UpdateInput, ListQuery extends object>(
  call: (c: Call) => Promise<Answer>,
  spec: ResourceSpec<S, CreateInput, UpdateInput>,
): Resource<z.infer<S>, CreateInput, UpdateInput, ListQuery> {
  const { path, object, schema } = spec;
  const at = (id: number) => {
    validateId(id);
    return `${path}/${id}`;
  };
  return {
    list: async (query, { signal } = {}) => {
      spec.validateQuery(query ?? {});
      const paging = pagingOf(query);
      const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, spec.queryNames), signal });
      return parsePage(schema, answer, object, { page: paging.page ?? 1, per_page: paging.per_page });
    },
    get: async (id, { signal } = {}) => parseOne(schema, await call({ method: 'GET', path: at(id), signal }), object),
    create: async (input, { signal } = {}) => {
      spec.validateCreate(input);
      return parseOne(schema, await call({ method: 'POST', path, form: spec.encode(input), signal }), object);
    },
    update: async (id, input, { signal, method = 'PATCH' } = {}) => {
      if (method !== 'PUT' && method !== 'PATCH') throw new InputError('method', 'must be PUT or PATCH');
      const target = at(id);
      spec.validateUpdate(input);
      return parseOne(schema, await call({ method, path: target, form: spec.encode(input), signal }), object);
    },
    delete: async (id, { signal } = {}) => {
      const target = at(id);
      return parseDeleted(await call({ method: 'DELETE', path: target, signal }), id, object);
    },
  };
}

function lister<S extends z.ZodMiniType>(
  call: (c: Call) => Promise<Answer>,
  path: string,
  object: string,
  schema: S,
): ListResource<z.infer<S>>['list'] {
  return async (query, { signal } = {}) => {
    validatePageQuery(query ?? {});
    const paging = pagingOf(query);
    const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, PAGE_QUERY), signal });
    return parsePage(schema, answer, object, { page: paging.page ?? 1, per_page: paging.per_page });
  };
}

function pagingOf(query: { page?: number; per_page?: number } | undefined): { page?: number; per_page: number } {
  return { page: query?.page, per_page: query?.per_page ?? DEFAULT_PER_PAGE };
}

/** A header value: a pasted key's surrounding spaces or line break are dropped, inner ones refused. */
function checkApiKey(apiKey: unknown): string {
  const key = typeof apiKey === 'string' ? apiKey.trim() : '';
  if (!key) throw new InputError('apiKey', 'is empty');
  if (!/^[\x21-\x7e]+$/.test(key)) throw new InputError('apiKey', 'may contain only visible ASCII characters');
  return key;
}

function checkNumber(name: string, value: number, min: number): number {
  if (!isNonNegativeInteger(value) || value < min) throw new InputError(name, `must be an integer of ${min} or more`);
  return value;
}
