/**
 * "Also on …": the page's other links as the popup names them (issue 48: an expired link was
 * offered with "Use it", unsaid, and a link on another domain was counted as one more on this
 * one). One line per domain, its links counted on that domain only; each line names its link's
 * state (expired, disabled, not active yet) and whether visitors need a password. "Use it" is
 * offered only for a link that works; one that is off offers "Enable it" when turning it back on
 * makes it work (v44's switch; v49's period removed), and nothing otherwise.
 */
import type { Link, LinkUpdateInput } from '../api/schemas';
import type { ApiVersion } from '../api/versions';
import { changeInput } from '../link-state/changes';
import { linkState, type LinkState } from '../link-state/status';

/** The most domains named: the rest are counted. */
export const ALSO_ON_LINES = 3;

export interface OtherLink {
  link: Link;
  /** The short link's path (its alias), as the line shows it. */
  path: string;
  state: LinkState;
  /** Visitors are asked for a password. */
  password: boolean;
  /** What the line offers: "Use it" (it works), "Enable it" (it would work once enabled), or nothing. */
  offer: 'use' | 'enable' | null;
}

export interface AlsoOnLine {
  /** The short link's host (with its port), as the user reads it. */
  domain: string;
  /** The one named: the newest that works, else the newest. */
  first: OtherLink;
  /** The others on this domain. */
  more: number;
}

/** Host and path of a short link, read by the URL parser; the whole text when it is not a URL. */
function placeOf(link: Link): { domain: string; path: string } {
  try {
    const url = new URL(link.short_url);
    return { domain: url.host, path: decodeURIComponent(url.pathname.replace(/^\//, '')) || url.host };
  } catch {
    return { domain: link.domain && typeof link.domain === 'object' && link.domain.name ? String(link.domain.name) : '', path: link.short_url };
  }
}

/** What "Enable it" sends so that `link` works again, or null when enabling would not make it work. */
export function enableInput(link: Link, version: ApiVersion | null, now: number): LinkUpdateInput | null {
  // Turning a link on names versioned fields (v44 `disabled`, v49 a period): not before the version is known.
  if (version === null) return null;
  const input = changeInput(link, { kind: 'enable' }, { version, timeZone: null, now });
  if (!input) return null;
  const after: Link = {
    ...link,
    ...('disabled' in input ? { disabled: input.disabled as number } : {}),
    ...('active_period_end_at' in input ? { active_from: null, active_until: null } : {}),
  };
  return linkState(after, now) === 'active' ? input : null;
}

export function otherLink(link: Link, version: ApiVersion | null, now: number): OtherLink {
  const state = linkState(link, now);
  const offer = state === 'active' ? 'use' : enableInput(link, version, now) ? 'enable' : null;
  return { link, path: placeOf(link).path, state, password: link.has_link_password === true, offer };
}

/** The page's other links (newest first), a line per domain in the order first seen. */
export function alsoOnLines(others: readonly Link[], version: ApiVersion | null, now: number): AlsoOnLine[] {
  const byDomain = new Map<string, OtherLink[]>();
  for (const link of others) {
    const { domain } = placeOf(link);
    const group = byDomain.get(domain) ?? [];
    group.push(otherLink(link, version, now));
    byDomain.set(domain, group);
  }
  return [...byDomain].map(([domain, group]) => {
    const first = group.find((other) => other.offer === 'use') ?? group[0]!;
    return { domain, first, more: group.length - 1 };
  });
}
