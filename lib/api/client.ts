/**
 * `createClient({ baseUrl, apiKey })`: the ten operations of the contract (links and pixels:
 * list, get, create, update, delete) plus the domain and space lists many installations serve.
 * Every input is checked before a request is sent; every answer is parsed before it is returned.
 * (The background uses `createLinksClient`, links only: links-client.ts.)
 */
import { connect, type ClientOptions } from './connect';
import { encodePixelForm } from './form';
import { linksResource, type LinksApi, type LinksClient } from './links-client';
import { lister, resource, type ListResource, type Resource } from './resource';
import {
  DomainRef,
  Pixel,
  SpaceRef,
  type PixelCreateInput,
  type PixelListQuery,
  type PixelUpdateInput,
} from './schemas';
import { checkTargeting } from './targeting';
import { validatePixelCreate, validatePixelListQuery, validatePixelUpdate } from './validate';

export type { ClientOptions } from './connect';
export type { LinksApi, LinksClient } from './links-client';
export { DEFAULT_PER_PAGE, type ListResource, type RequestOptions, type Resource, type UpdateOptions } from './resource';

export type PixelsApi = Resource<Pixel, PixelCreateInput, PixelUpdateInput, PixelListQuery>;

export interface ApiClient extends LinksClient {
  links: LinksApi;
  pixels: PixelsApi;
  domains: ListResource<DomainRef>;
  spaces: ListResource<SpaceRef>;
}

const PIXEL_QUERY = ['search', 'search_by', 'type', 'sort_by', 'sort', 'per_page', 'page'];

/** Throws `InputError` (`baseUrl`, `apiKey` or an option's name) synchronously. */
export function createClient(options: ClientOptions): ApiClient {
  const { baseUrl, origin, call } = connect(options);
  return {
    baseUrl,
    origin,
    links: linksResource(call, checkTargeting),
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
