/**
 * The instance's lists as the server's answers give them (./revalidate.ts): every page of a list,
 * its records by id, and the domains and spaces a page of links uses. Apart from ./choices.ts,
 * which the pages load at start: these run only where the server is asked.
 */
import { linkSpaceId, type Link, type Page, type PerPage } from '../api/schemas';
import { linkDomainChoice } from '../api/link-domain';
import { toChoice, type Ref } from './choices';
import { domainNameOf } from './domain-name';
import type { Choice, PixelChoice } from './facts';

const PER_PAGE: PerPage = 100;

/** Domains and spaces of `links`, the most used first. */
export function choicesFromLinkList(links: readonly Link[]): { domains: Choice[]; spaces: Choice[] } {
  const domains = new Tally();
  const spaces = new Tally();
  for (const link of links) {
    const domain = linkDomainChoice(link);
    // A domain is called what its short URLs' host is, when no link names it (./domain-name.ts).
    if (domain) domains.add(domain.id, domain.name ?? undefined, domainNameOf(link.short_url));
    const spaceId = linkSpaceId(link);
    if (spaceId !== undefined) spaces.add(spaceId, typeof link.space === 'object' ? (link.space?.name ?? undefined) : undefined);
  }
  return { domains: domains.ranked(), spaces: spaces.ranked() };
}

/** Every item of a paginated list, stopping at the last page or after `maxPages`. */
export async function collectPages<T>(load: (page: number) => Promise<Page<T>>, maxPages: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await load(page);
    items.push(...answer.items);
    const last = answer.meta.last_page;
    const full = answer.items.length + answer.skipped.length >= PER_PAGE;
    if ((typeof last === 'number' && page >= last) || (typeof last !== 'number' && !full)) break;
  }
  return items;
}

/** Oldest first: an account's first domain is usually its main one. */
export function byId(records: readonly Ref[]): PixelChoice[] {
  return records.map(toChoice).sort((a, b) => a.id - b.id);
}

class Tally {
  private readonly counts = new Map<number, { id: number; name?: string; guess?: string; count: number }>();

  /** `name`: what a record calls it; `guess`: what it is called when no record names it. */
  add(id: number, name: string | undefined, guess?: string): void {
    const entry = this.counts.get(id) ?? { id, count: 0 };
    entry.count++;
    entry.name ||= name;
    entry.guess ||= guess;
    this.counts.set(id, entry);
  }

  ranked(): Choice[] {
    return [...this.counts.values()]
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .map(({ id, name, guess }) => (name || guess ? { id, name: (name || guess)! } : { id }));
  }
}
