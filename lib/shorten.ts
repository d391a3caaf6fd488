import type { LinksClient } from './api/client';
import { InputError } from './api/errors';
import type { Link, LinkCreateInput } from './api/schemas';
import { duplicateQuery, findDuplicate } from './duplicate';
import type { Settings } from './settings/schema';

/** Looks a page up in the background's index (popup: by message; background: directly). */
export type FindLocal = (url: string) => Promise<Link | null>;

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

/** The page's link (lib/duplicate.ts) through `client`, with the index as `findLocal` answers. */
export function findPageLink(client: LinksClient, url: string, findLocal: FindLocal = async () => null): Promise<Link | null> {
  return findDuplicate(url, { list: () => client.links.list(duplicateQuery(url)), index: () => findLocal(url) });
}

export interface ShortenOutcome {
  link: Link;
  /** true when the page already had a link and nothing was created. */
  existing: boolean;
}

/**
 * One-step shorten of the context menu, the keyboard command and the address bar: the link the
 * page already has, else one made with the defaults.
 */
export async function shortenWithDefaults(options: { client: LinksClient; settings: Settings; url: string; findLocal?: FindLocal }): Promise<ShortenOutcome> {
  const input = defaultCreateInput(options.settings, options.url);
  const existing = await findPageLink(options.client, options.url, options.findLocal);
  if (existing) return { link: existing, existing: true };
  return { link: await options.client.links.create(input), existing: false };
}
