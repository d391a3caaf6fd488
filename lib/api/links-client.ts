/**
 * The links resource of the contract, and `createLinksClient`: a client with links only, whose
 * store and update refuse targeting rules instead of checking them. It is what the background
 * uses — it shortens with the user's defaults and searches, never sends targeting, pixels or
 * domain lists — so the service worker's one bundle carries neither those nor the ISO code lists.
 */
import { connect, type Caller, type ClientOptions } from './connect';
import { encodeLinkForm, LINK_QUERY } from './form';
import { listAndCreate, resource, type RequestOptions, type Resource, type ResourceSpec } from './resource';
import { Link, type LinkCreateInput, type LinkListQuery, type LinkUpdateInput } from './schemas';
import { checkShortenInput, encodeShortenForm, type ShortenInput } from './shorten-input';
import { linkCreateCheck, linkUpdateCheck, refuseTargeting, validateLinkListQuery, type TargetingCheck } from './validate';

export type LinksApi = Resource<Link, LinkCreateInput, LinkUpdateInput, LinkListQuery>;

export interface LinksClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  links: LinksApi;
}

/** What `/links` is: its path, schema, query names and list check. */
const LINKS = { path: '/links', object: 'link', schema: Link, queryNames: LINK_QUERY, validateQuery: validateLinkListQuery };

/** `/links` with its input checks (rules with `checkTargeting`) and form. */
function linksSpec(checkTargeting: TargetingCheck): ResourceSpec<typeof Link, LinkCreateInput, LinkUpdateInput> {
  return {
    ...LINKS,
    validateCreate: linkCreateCheck(checkTargeting),
    validateUpdate: linkUpdateCheck(checkTargeting),
    encode: encodeLinkForm,
  };
}

/** `/links`, its store and update inputs checked with `checkTargeting` for their rules. */
export function linksResource(call: Caller, checkTargeting: TargetingCheck): LinksApi {
  return resource(call, linksSpec(checkTargeting));
}

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createLinksClient(options: ClientOptions): LinksClient {
  const { baseUrl, origin, call } = connect(options);
  return { baseUrl, origin, links: linksResource(call, refuseTargeting) };
}

export type { ShortenInput };

/**
 * What the background does with links: search (list) and shorten with the defaults (create),
 * nothing else. `createLinksClient`, `createClient` and this one all fit it.
 */
export interface ShortenClient {
  readonly baseUrl: string;
  readonly origin: string;
  links: Pick<LinksApi, 'list'> & { create(input: ShortenInput, options?: RequestOptions): Promise<Link> };
}

/**
 * The background's client: list and create of `/links` only, so the worker's bundle carries no
 * get, update or delete. Lists are checked as by `createLinksClient`; a create takes only the
 * fields of `ShortenInput` (shorten-input.ts), checked in the same words, and refuses any other.
 * Throws `InputError` like `createLinksClient`.
 */
export function createShortenClient(options: ClientOptions): ShortenClient {
  const { baseUrl, origin, call } = connect(options);
  return { baseUrl, origin, links: listAndCreate(call, { ...LINKS, validateCreate: checkShortenInput, encode: encodeShortenForm }) };
}
