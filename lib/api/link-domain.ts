/**
 * The domain a link names, whichever form the server used: nested (`domain: {id, name}`), a bare
 * id (`domain: 1`) or flat (`domain_id: 1`).
 */
import type { Link } from './schemas';

export function linkDomainId(link: Link): number | undefined {
  if (typeof link.domain === 'number') return link.domain;
  return link.domain?.id ?? link.domain_id ?? undefined;
}

/**
 * The link's domain as a choice: its id, and its name when the link carries the domain as a
 * record (lib/instance/choices.ts for the Settings and Links views, the popup's domain list).
 */
export function linkDomainChoice(link: Link): { id: number; name?: string | null } | undefined {
  const id = linkDomainId(link);
  return id === undefined ? undefined : { id, name: typeof link.domain === 'object' ? link.domain?.name : undefined };
}
