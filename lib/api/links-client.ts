/**
 * The links resource of the contract, and `createLinksClient`: a client with links only, whose
 * store and update refuse targeting rules instead of checking them. It is what the background
 * uses — it shortens with the user's defaults and searches, never sends targeting, pixels or
 * domain lists — so the service worker's one bundle carries neither those nor the ISO code lists.
 */
import { connect, type Caller, type ClientOptions } from './connect';
import { encodeLinkForm } from './form';
import { resource, type Resource } from './resource';
import { Link, type LinkCreateInput, type LinkListQuery, type LinkUpdateInput } from './schemas';
import { linkCreateCheck, linkUpdateCheck, refuseTargeting, validateLinkListQuery, type TargetingCheck } from './validate';

export type LinksApi = Resource<Link, LinkCreateInput, LinkUpdateInput, LinkListQuery>;

export interface LinksClient {
  /** Normalised, e.g. `https://sho.rt` (no trailing slash, no `/api/v1`). */
  readonly baseUrl: string;
  readonly origin: string;
  links: LinksApi;
}

const LINK_QUERY = ['search', 'search_by', 'status', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'];

/** `/links`, its store and update inputs checked with `checkTargeting` for their rules. */
export function linksResource(call: Caller, checkTargeting: TargetingCheck): LinksApi {
  return resource(call, {
    path: '/links',
    object: 'link',
    schema: Link,
    queryNames: LINK_QUERY,
    validateQuery: validateLinkListQuery,
    validateCreate: linkCreateCheck(checkTargeting),
    validateUpdate: linkUpdateCheck(checkTargeting),
    encode: encodeLinkForm,
  });
}

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createLinksClient(options: ClientOptions): LinksClient {
  const { baseUrl, origin, call } = connect(options);
  return { baseUrl, origin, links: linksResource(call, refuseTargeting) };
}
