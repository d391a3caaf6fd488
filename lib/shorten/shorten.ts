/**
 * One shorten: the link a page already has, or one made for it — the one place Linklet stores a
 * link. Every way of shortening goes through here: the popup in both modes, the context menu, the
 * keyboard command, the address bar, the offline queue and a batch of URLs; each brings how it
 * finds the page's link and what it records before the store leaves.
 *
 *   reuse  → the page's link (the duplicate decision, ./page-link.ts)  → existing (or landed)
 *   landed → an unanswered store's link, if it made one                 → landed
 *   store  → POST /links                                                → created
 */
import type { LinksClient } from '../api/client';
import type { Link, LinkCreateInput } from '../api/schemas';
import { findLanded, findPageLink, type FindLocal } from './page-link';

export interface ShortenRequest {
  /** The address looked up: the one stored (the page's, with any UTM parameters). */
  url: string;
  input: LinkCreateInput;
  /** The page's own link is wanted when it has one (false: the user asked for another, "Create another"). */
  reuse: boolean;
}

export interface ShortenContext {
  client: Pick<LinksClient, 'links'>;
  /**
   * The page's link by the duplicate decision, when the caller makes it otherwise than through
   * `client` (a page asking the background, which holds the index); `findLocal` is then unused.
   */
  lookup?: (url: string) => Promise<Link | null>;
  /** The background's index, asked when the server's list cannot settle it. */
  findLocal?: FindLocal;
  /**
   * An earlier store of this request got no answer and may have made the link: the newest link
   * known for the address before it was sent (its id), so a newer exact match is that link.
   */
  unanswered?: { knownId: number };
  /** Called just before the store leaves (a batch and the queue record it as sent). */
  beforeStore?(): Promise<void> | void;
}

export type ShortenOutcome = { kind: 'existing' | 'landed' | 'created'; link: Link };

/** Throws the request's error (an ApiError) when it fails; nothing is stored twice. */
export async function shorten(request: ShortenRequest, context: ShortenContext): Promise<ShortenOutcome> {
  const { url, input } = request;
  if (request.reuse) {
    const existing = await (context.lookup ?? ((page: string) => findPageLink(context.client, page, context.findLocal)))(url);
    if (existing) return { kind: context.unanswered ? 'landed' : 'existing', link: existing };
  }
  if (context.unanswered) {
    const landed = await findLanded(context.client, url, context.unanswered.knownId);
    if (landed) return { kind: 'landed', link: landed };
  }
  // Awaited only when it returns a promise: a synchronous one must not let other work (a render
  // of the state it set) run before the store leaves.
  const before = context.beforeStore?.();
  if (before) await before;
  return { kind: 'created', link: await context.client.links.create(input) };
}
