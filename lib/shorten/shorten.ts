/**
 * One shorten: the link a page already has, or one made for it — the one place Linklet stores a
 * link. Every way of shortening goes through here: the popup in both modes, the context menu, the
 * keyboard command, the address bar, the offline queue and a batch of URLs; each brings how it
 * finds the page's links and what it records before the store leaves.
 *
 *   reuse  → the page's link that is what this store would make (./page-link.ts) → existing
 *   landed → an unanswered store's link, if it made one                          → landed
 *   store  → POST /links                                                          → created
 *
 * Whatever the outcome, the page's other links come with it (`others`), for the caller to name.
 */
import type { ApiErrorData } from '../api/errors';
import type { LinksClient } from '../api/client';
import type { Link, LinkCreateInput } from '../api/schemas';
import { stripCredentials } from '../url/private';
import { decide, findLanded, findPageLinks, reusable, wantedOf, type FindLocal, type PageLinks } from './page-link';

export interface ShortenRequest {
  /** What is stored; its `url` is the address looked up (the page's, with any UTM parameters). */
  input: LinkCreateInput;
  /** The page's own link is wanted when it has one (false: the user asked for another, "Create another"). */
  reuse: boolean;
}

export interface ShortenContext {
  client: Pick<LinksClient, 'links'>;
  /**
   * The page's links, when the caller finds them otherwise than through `client` and the index
   * (a page asking the background, which holds the index); by default `client`'s list, then
   * `findLocal`'s index when the list cannot settle it.
   */
  pageLinks?: (url: string) => Promise<PageLinks>;
  /** The background's index, for the default `pageLinks`. */
  findLocal?: FindLocal;
  /**
   * A link known on this device may stand in when the server's list failed: the popup shows it as
   * such (`fromDevice`). Elsewhere the list's failure is the outcome: a shortcut never copies a
   * link the server could not confirm.
   */
  standIn?: boolean;
  /**
   * An earlier store of this request got no answer and may have made the link: the newest link
   * known for the address before it was sent (its id), so a newer exact match is that link.
   */
  unanswered?: { knownId: number };
  /** Called just before the store leaves (a batch and the queue record it as sent). */
  beforeStore?(): Promise<void> | void;
}

export interface ShortenOutcome {
  kind: 'existing' | 'landed' | 'created';
  link: Link;
  /** The page's other links: on another domain, with other pixels… (newest first). */
  others: Link[];
  /** The link is the device's (the index's), the server's list having failed so. */
  fromDevice?: ApiErrorData;
}

/** Throws the request's error (an ApiError) when it fails; nothing is stored twice. */
export async function shorten(request: ShortenRequest, context: ShortenContext): Promise<ShortenOutcome> {
  // Never sent with a `user:password@`, whichever way the address came (lib/url/private.ts).
  const input = { ...request.input, url: stripCredentials(request.input.url) };
  const wanted = wantedOf(input);
  let others: Link[] = [];
  if (request.reuse) {
    const known = await (context.pageLinks ?? ((url: string) => findPageLinks(context.client, url, context.findLocal)))(input.url);
    const verdict = decide(reusable(input) ? wanted : null, known);
    // The server's list failed: only a link of this device that is the one wanted may stand in.
    if (known.failure && !(context.standIn && verdict.link)) throw known.failure;
    others = verdict.others;
    if (verdict.link) {
      const found = { link: verdict.link, others, ...(verdict.fromDevice ? { fromDevice: verdict.fromDevice } : {}) };
      return { kind: context.unanswered ? 'landed' : 'existing', ...found };
    }
  }
  if (context.unanswered) {
    const landed = await findLanded(context.client, wanted, context.unanswered.knownId);
    if (landed) return { kind: 'landed', link: landed, others };
  }
  // Awaited only when it returns a promise: a synchronous one must not let other work (a render
  // of the state it set) run before the store leaves.
  const before = context.beforeStore?.();
  if (before) await before;
  return { kind: 'created', link: await context.client.links.create(input), others };
}
