/**
 * The links resource, and `createShortenClient`: the background's client, which searches (lists)
 * and shortens with the user's defaults (creates), nothing else, so the service worker's one
 * bundle carries neither the other operations nor the checks and encoding of fields it never sends.
 */
import { connect, type Caller, type ClientOptions } from './connect';
import { LINK_QUERY } from './form';
import { encodeLinkForm, validateLinkCreate, validateLinkUpdate } from './link-input';
import { readLink } from './normalize';
import { listAndCreate, resource, type RequestOptions, type Resource } from './resource';
import type { Link, LinkCreateInput, LinkListQuery, LinkUpdateInput } from './schemas';
import { checkShortenInput, encodeShortenForm, type ShortenInput } from './shorten-input';
import { validateLinkListQuery } from './validate';
import type { ApiVersion } from './versions';

export type LinksApi = Resource<Link, LinkCreateInput, LinkUpdateInput, LinkListQuery>;

/** `/links` in the fields of `version`. */
export function linksResource(call: Caller, version: ApiVersion): LinksApi {
  return resource(call, {
    path: '/links',
    object: 'link',
    read: readLink,
    queryNames: LINK_QUERY,
    validateQuery: (query) => validateLinkListQuery(query, version),
    validateCreate: (input) => validateLinkCreate(input, version),
    validateUpdate: (input) => validateLinkUpdate(input, version),
    encode: (input) => encodeLinkForm(input, version),
  });
}

export type { ShortenInput };

/** What the background does with links: search (list) and shorten with the defaults (create). */
export interface ShortenClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  links: Pick<LinksApi, 'list'> & { create(input: ShortenInput, options?: RequestOptions): Promise<Link> };
}

/**
 * The background's client: list and create of `/links` only. A create takes only the fields of
 * `ShortenInput` (url, domain, space, pixels: the same in both versions), checked in the words
 * of the full client, and refuses any other. Throws `InputError` like `createClient`.
 */
export function createShortenClient(options: ClientOptions): ShortenClient {
  const { baseUrl, origin, call } = connect(options);
  const links = listAndCreate<Link, ShortenInput, never, LinkListQuery>(call, {
    path: '/links',
    object: 'link',
    read: readLink,
    queryNames: LINK_QUERY,
    // The status filter's values differ by version; the background never filters by status.
    validateQuery: (query) => validateLinkListQuery(query),
    validateCreate: checkShortenInput,
    encode: encodeShortenForm,
  });
  return { baseUrl, origin, links };
}
