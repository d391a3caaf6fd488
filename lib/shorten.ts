import { InputError } from './api/errors';
import type { LinksClient } from './api/client';
import type { Link, LinkCreateInput } from './api/schemas';
import type { Settings } from './settings/schema';

/** Looks a URL up in the background's index (popup: by message; background: directly). */
export type FindLocal = (url: string) => Promise<Link | null>;

/**
 * A link whose destination is exactly `url`: the local index first (no request), then the
 * server's `search_by=url`, keeping only an exact match (the server's search is a substring one).
 */
export async function findExistingLink(client: LinksClient, url: string, findLocal?: FindLocal): Promise<Link | null> {
  const local = await findLocal?.(url).catch(() => null);
  if (local) return local;
  const page = await client.links.list(duplicateQuery(url));
  return page.items.find((link) => link.url === url) ?? null;
}

/** The list query of the duplicate check: the newest 25 links whose URL contains `url`. */
export function duplicateQuery(url: string) {
  return { search: url, search_by: 'url', sort_by: 'id', sort: 'desc', per_page: 25 } as const;
}

/** The reason of the InputError for a missing default domain; pages word it (lib/input-reasons.ts). */
export const NO_DEFAULT_DOMAIN = 'no default domain';

/** The store input for `url` with the user's default domain, space and pixels. */
export function defaultCreateInput(settings: Settings, url: string): LinkCreateInput {
  if (settings.defaultDomainId === null) {
    throw new InputError('domain_id', NO_DEFAULT_DOMAIN);
  }
  const input: LinkCreateInput = { url, domain_id: settings.defaultDomainId };
  if (settings.defaultSpaceId !== null) input.space_id = settings.defaultSpaceId;
  if (settings.defaultPixelIds.length > 0) input.pixel_ids = [...settings.defaultPixelIds];
  return input;
}

export interface ShortenOutcome {
  link: Link;
  /** true when the URL already had a link and nothing was created. */
  existing: boolean;
}

/**
 * One-step shorten used by the context menu, the keyboard command and "shorten as soon as the
 * popup opens": reuse the link the URL already has, else create one with the defaults.
 */
export async function shortenWithDefaults(options: {
  client: LinksClient;
  settings: Settings;
  url: string;
  findLocal?: FindLocal;
}): Promise<ShortenOutcome> {
  const input = defaultCreateInput(options.settings, options.url);
  const existing = await findExistingLink(options.client, options.url, options.findLocal);
  if (existing) return { link: existing, existing: true };
  return { link: await options.client.links.create(input), existing: false };
}
