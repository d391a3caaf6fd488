/** The API client and everything callers need from it: `import { createClient } from '@/lib/api'`. */
export { createClient, DEFAULT_PER_PAGE } from './client';
export type { ApiClient, ClientOptions, LinksApi, LinksClient, ListResource, PixelsApi, RequestOptions, Resource, UpdateOptions } from './client';
export { createLinksClient } from './links-client';
export { isLocalHost, normalizeBaseUrl } from './base-url';
export { encodeLinkForm, encodePixelForm } from './form';
export * from './validate';
export { checkTargeting, validateLinkCreate, validateLinkUpdate } from './targeting';
export * from './errors';
export * from './schemas';
