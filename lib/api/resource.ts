/**
 * One resource of the contract (`/links`, `/pixels`): list, get, create, update, delete, each
 * input checked before the request and each answer parsed before it is returned; and the
 * domain and space lists.
 */
import type { Caller } from './connect';
import { InputError } from './errors';
import { encodeQuery } from './form';
import { parseDeleted, parseOne, parsePage, type Reader } from './parse';
import type { DeleteResult, Page, PageQuery } from './schemas';
import { validateId, validatePageQuery } from './validate';

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
  list(query?: PageQuery, options?: RequestOptions): Promise<Page<T>>;
  get(id: number, options?: RequestOptions): Promise<T>;
}

/** Installations differ (10 or 100), so a page size is always sent. */
export const DEFAULT_PER_PAGE = 10;

const PAGE_QUERY = ['search', 'sort_by', 'sort', 'per_page', 'page'];

export interface ResourceSpec<T, CreateInput, UpdateInput> {
  path: string;
  object: string;
  read: Reader<T>;
  queryNames: readonly string[];
  validateQuery(query: unknown): void;
  validateCreate(input: unknown): void;
  validateUpdate(input: unknown): void;
  encode(input: CreateInput | UpdateInput): URLSearchParams;
}

/** A resource's list and create: all a client that only shortens and searches needs. */
export function listAndCreate<T, CreateInput, UpdateInput, ListQuery extends object>(
  call: Caller,
  spec: Omit<ResourceSpec<T, CreateInput, UpdateInput>, 'validateUpdate'>,
): Pick<Resource<T, CreateInput, UpdateInput, ListQuery>, 'list' | 'create'> {
  const { path, object, read } = spec;
  return {
    list: async (query, { signal } = {}) => {
      spec.validateQuery(query ?? {});
      const paging = pagingOf(query);
      const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, spec.queryNames), signal });
      return parsePage(read, answer, object, { page: paging.page ?? 1, per_page: paging.per_page });
    },
    create: async (input, { signal } = {}) => {
      spec.validateCreate(input);
      return parseOne(read, await call({ method: 'POST', path, form: spec.encode(input), signal }), object);
    },
  };
}

const itemPath = (path: string, id: number) => {
  validateId(id);
  return `${path}/${id}`;
};

export function resource<T, CreateInput, UpdateInput, ListQuery extends object>(
  call: Caller,
  spec: ResourceSpec<T, CreateInput, UpdateInput>,
): Resource<T, CreateInput, UpdateInput, ListQuery> {
  const { path, object, read } = spec;
  const at = (id: number) => itemPath(path, id);
  const { list, create } = listAndCreate<T, CreateInput, UpdateInput, ListQuery>(call, spec);
  return {
    list,
    get: async (id, { signal } = {}) => parseOne(read, await call({ method: 'GET', path: at(id), signal }), object),
    create,
    update: async (id, input, { signal, method = 'PATCH' } = {}) => {
      if (method !== 'PUT' && method !== 'PATCH') throw new InputError('method', 'must be PUT or PATCH');
      const target = at(id);
      spec.validateUpdate(input);
      return parseOne(read, await call({ method, path: target, form: spec.encode(input), signal }), object);
    },
    delete: async (id, { signal } = {}) => {
      const target = at(id);
      return parseDeleted(await call({ method: 'DELETE', path: target, signal }), id, object);
    },
  };
}

/** A list and its records (domains, spaces). */
export function listResource<T>(call: Caller, path: string, object: string, read: Reader<T>): ListResource<T> {
  return {
    list: async (query, { signal } = {}) => {
      validatePageQuery(query ?? {});
      const paging = pagingOf(query);
      const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, PAGE_QUERY), signal });
      return parsePage(read, answer, object, { page: paging.page ?? 1, per_page: paging.per_page });
    },
    get: async (id, { signal } = {}) => parseOne(read, await call({ method: 'GET', path: itemPath(path, id), signal }), object),
  };
}

function pagingOf(query: { page?: number; per_page?: number } | undefined): { page?: number; per_page: number } {
  return { page: query?.page, per_page: query?.per_page ?? DEFAULT_PER_PAGE };
}
