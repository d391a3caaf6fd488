/**
 * One resource of the contract (`/links`, `/pixels`): list, get, create, update, delete, each
 * answer parsed before it is returned; and the domain and space lists. Inputs are the forms'
 * (checked there, lib/link-form and lib/actions/pixel-form.ts); ids are checked here, since
 * they become part of the path.
 */
import type { Caller } from './endpoint';
import { InputError } from './errors';
import { isPositiveInteger } from './fields';
import { encodeQuery } from './form';
import { parseDeleted, parseOne, parsePage, type Schema } from './parse';
import type { Answer } from './request';
import type { ApiVersion, DeleteResult, Page, PageQuery, RateInfo } from './schemas';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Told what the server says remains of its rate limit (a paced run of changes and deletions: lib/bulk/pace.ts). */
  onRate?(rate: RateInfo): void;
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
  list(query?: PageQuery, options?: RequestOptions): Promise<Page<T>>;
  get(id: number, options?: RequestOptions): Promise<T>;
}

/** A list whose records can also be made (spaces: a team's, lib/policy/provision.ts). */
export interface GrowingResource<T, CreateInput> extends ListResource<T> {
  create(input: CreateInput, options?: RequestOptions): Promise<T>;
}

/** Installations differ (10 or 100), so a page size is always sent. */
export const DEFAULT_PER_PAGE = 10;

const PAGE_QUERY = ['search', 'sort_by', 'sort', 'per_page', 'page'];

export interface ResourceSpec<T, CreateInput, UpdateInput> {
  path: string;
  object: string;
  schema: Schema<T>;
  /** The list parameters, in the order they are written. */
  queryNames: readonly string[];
  encode(input: CreateInput | UpdateInput): URLSearchParams;
  /** Which version wrote a raw record, when it can tell (links: versions.ts `linkDialect`). */
  dialect?: (raw: unknown) => ApiVersion | undefined;
}

/** A path id: a positive integer, so it can never change the path it is put in. */
export function validateId(id: unknown, name = 'id'): void {
  if (!isPositiveInteger(id)) throw new InputError(name, 'must be a positive integer');
}

const itemPath = (path: string, id: number) => {
  validateId(id);
  return `${path}/${id}`;
};

/** A resource's reads and its create, without changes and deletes (the background worker's links). */
export type CreatableResource<T, CreateInput, ListQuery> = Pick<Resource<T, CreateInput, never, ListQuery>, 'list' | 'get' | 'create'>;

export function creatableResource<T, CreateInput, ListQuery extends object>(
  call: Caller,
  spec: ResourceSpec<T, CreateInput, never>,
): CreatableResource<T, CreateInput, ListQuery> {
  const { path, object, schema } = spec;
  return {
    list: (query, { signal } = {}) => listPage(call, path, object, schema, spec.queryNames, query, signal, spec.dialect),
    get: async (id, { signal } = {}) => parseOne(schema, await call({ method: 'GET', path: itemPath(path, id), signal }), object),
    create: async (input, { signal, onRate } = {}) =>
      parseOne(schema, told(await call({ method: 'POST', path, form: spec.encode(input), signal }), onRate), object),
  };
}

export function resource<T, CreateInput, UpdateInput, ListQuery extends object>(
  call: Caller,
  spec: ResourceSpec<T, CreateInput, UpdateInput>,
): Resource<T, CreateInput, UpdateInput, ListQuery> {
  const { path, object, schema } = spec;
  return {
    ...creatableResource<T, CreateInput, ListQuery>(call, spec),
    update: async (id, input, { signal, method = 'PATCH', onRate } = {}) => {
      if (method !== 'PUT' && method !== 'PATCH') throw new InputError('method', 'must be PUT or PATCH');
      return parseOne(schema, told(await call({ method, path: itemPath(path, id), form: spec.encode(input), signal }), onRate), object);
    },
    delete: async (id, { signal, onRate } = {}) => parseDeleted(told(await call({ method: 'DELETE', path: itemPath(path, id), signal }), onRate), id, object),
  };
}

/** The answer, after telling `onRate` what it says of the rate limit. */
function told(answer: Answer, onRate: RequestOptions['onRate']): Answer {
  if (answer.rate) onRate?.(answer.rate);
  return answer;
}

/** A list and its records (domains, spaces). */
export function listResource<T>(call: Caller, path: string, object: string, schema: Schema<T>): ListResource<T> {
  return {
    list: (query, { signal, onRate } = {}) =>
      listPage(call, path, object, schema, PAGE_QUERY, query, signal).then((page) => (page.rate && onRate?.(page.rate), page)),
    get: async (id, { signal } = {}) => parseOne(schema, await call({ method: 'GET', path: itemPath(path, id), signal }), object),
  };
}

/** The same, with a create that posts `encode(input)`. */
export function growingResource<T, CreateInput>(
  call: Caller,
  path: string,
  object: string,
  schema: Schema<T>,
  encode: (input: CreateInput) => URLSearchParams,
): GrowingResource<T, CreateInput> {
  return {
    ...listResource(call, path, object, schema),
    create: async (input, { signal, onRate } = {}) => parseOne(schema, told(await call({ method: 'POST', path, form: encode(input), signal }), onRate), object),
  };
}

async function listPage<T>(
  call: Caller,
  path: string,
  object: string,
  schema: Schema<T>,
  names: readonly string[],
  query: { page?: number; per_page?: number } | undefined,
  signal: AbortSignal | undefined,
  dialect?: (raw: unknown) => ApiVersion | undefined,
): Promise<Page<T>> {
  const paging = { page: query?.page, per_page: query?.per_page ?? DEFAULT_PER_PAGE };
  const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, names), signal });
  return parsePage(schema, answer, object, { page: paging.page ?? 1, per_page: paging.per_page }, dialect);
}
