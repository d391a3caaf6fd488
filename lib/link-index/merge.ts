/**
 * The popup's search list: local hits first (they answer at once), server results merged in
 * when they arrive, ranked by the same rules. A server result the local rules do not match (the
 * server searched its own way, e.g. inside a field the index does not keep) comes last.
 */
import type { Link, LinkSearchBy } from '../api/schemas';
import { rankLink } from './search';

export interface RankedLink {
  link: Link;
  rank: number;
}

export const RANK_SERVER_ONLY = 4;

export function mergeResults(text: string, local: readonly RankedLink[], server: readonly Link[], limit: number): RankedLink[] {
  const byId = new Map<number, RankedLink>();
  for (const hit of local) byId.set(hit.link.id, hit);
  for (const link of server) {
    const rank = rankLink(link, text);
    // The server's copy is the fresher one; the better of the two ranks stays.
    const known = byId.get(link.id);
    byId.set(link.id, { link, rank: Math.min(known?.rank ?? RANK_SERVER_ONLY, rank < 0 ? RANK_SERVER_ONLY : rank) });
  }
  return [...byId.values()].sort((a, b) => a.rank - b.rank || b.link.id - a.link.id).slice(0, limit);
}

/**
 * Which `search_by` the server is asked with: the contract searches one field per request.
 * Something URL-like is looked for in URLs; one word in aliases and titles; several in titles.
 */
export function serverSearchFields(text: string): LinkSearchBy[] {
  const query = text.trim();
  if (!query) return [];
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(query) || (!/\s/.test(query) && /[./]/.test(query))) return ['url'];
  return /\s/.test(query) ? ['title'] : ['alias', 'title'];
}
