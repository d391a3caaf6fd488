/** The API client and everything callers need from it: `import { createClient } from '@/lib/api'`. */
export { createClient, DEFAULT_PER_PAGE } from './client';
export type { ApiClient, ClientOptions, LinksApi, ListResource, PixelsApi, RequestOptions, Resource, UpdateOptions } from './client';
export { createShortenClient, type ShortenClient } from './links-client';
export { isLocalHost, normalizeBaseUrl } from './base-url';
export { encodePixelForm } from './form';
export { encodeLinkForm, isMoment, validateLinkCreate, validateLinkUpdate } from './link-input';
export * from './validate';
export * from './errors';
export * from './schemas';
export * from './versions';
