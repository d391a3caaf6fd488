/**
 * One resource of the contract (`/links`, `/pixels`): list, get, create, update, delete, each
 * input checked before the request and each answer parsed before it is returned; and the bare
 * paged lists outside the contract (`/domains`, `/spaces`).
 */
import type { infer as Infer, Schema } from './zod';
import type { Caller } from './connect';
import { InputError } from './errors';
import { encodeQuery } from './form';
import { parseDeleted, parseOne, parsePage } from './parse';
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
  /** Outside the contract: rejects with `NotFoundError` where the installation lacks it. */
  list(query?: PageQuery, options?: RequestOptions): Promise<Page<T>>;
}

/** Installations differ (10 or 100), so a page size is always sent. */
export const DEFAULT_PER_PAGE = 10;

const PAGE_QUERY = ['per_page', 'page'];

export interface ResourceSpec<S extends Schema, CreateInput, UpdateInput> {
  path: string;
  object: string;
  schema: S;
  queryNames: readonly string[];
  validateQuery(query: unknown): void;
  validateCreate(input: unknown): void;
  validateUpdate(input: unknown): void;
  encode(input: CreateInput | UpdateInput): URLSearchParams;
}

/** A resource's list and create: all a client that only shortens and searches needs. */
export function listAndCreate<S extends Schema, CreateInput, UpdateInput, ListQuery extends object>(
  call: Caller,
  spec: Omit<ResourceSpec<S, CreateInput, UpdateInput>, 'validateUpdate'>,
): Pick<Resource<Infer<S>, CreateInput, UpdateInput, ListQuery>, 'list' | 'create'> {
  const { path, object, schema } = spec;
  return {
    list: async (query, { signal } = {}) => {
      spec.validateQuery(query ?? {});
      const paging = pagingOf(query);
      const answer = await call({ method: 'GET', path, query: encodeQuery({ ...query, ...paging }, spec.queryNames), signal });
      return parsePage(schema, answer, object, { page: paging.page ?? 1, per_page: paging.per_page });
    },
    create: async (input, { signal } = {}) => {
      spec.validateCreate(input);
      return parseOne(schema, await call({ method: 'POST', path, form: spec.encode(input), signal }), object);
    },
  };
}

export function resource<S extends Schema, CreateInput, UpdateInput, ListQuery extends object>(
  call: Caller,
  spec: ResourceSpec<S, CreateInput, UpdateInput>,
): Resource<Infer<S>, CreateInput, UpdateInput, ListQuery> {
  const { path, object, schema } = spec;
  const at = (id: number) => {
    validateId(id);
    return `${path}/${id}`;
  };
  const { list, create } = listAndCreate<S, CreateInput, UpdateInput, ListQuery>(call, spec);
  return {
    list,
    get: async (id, { signal } = {}) => parseOne(schema, await call({ method: 'GET', path: at(id), signal }), object),
    create,
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

export function lister<S extends Schema>(call: Caller, path: string, object: string, schema: S): ListResource<Infer<S>>['list'] {
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
