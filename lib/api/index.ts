/** The API client and everything callers need from it: `import { createClient } from '@/lib/api'`. */
export { createClient, createLinksClient, DEFAULT_PER_PAGE } from './client';
export type {
  ApiClient,
  ClientOptions,
  InstanceClient,
  LinksApi,
  LinksClient,
  ListResource,
  PixelsApi,
  RequestOptions,
  Resource,
  UpdateOptions,
  VersionedClient,
} from './client';
export { httpScope, isLocalHost, needsConsent, normalizeBaseUrl, plainHttpScope } from './base-url';
export { encodePixelForm } from './form';
export { encodeLinkForm } from './link-input';
export { validateId } from './resource';
export * from './fields';
export * from './errors';
export * from './schemas';
export * from './versions';
export { linkDomainId } from './link-domain';
// Statistics names are their own module, so only the pages that show statistics carry them.
export { STATS_NAMES, statsName, type StatsKind } from './stats-names';
