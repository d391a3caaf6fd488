/**
 * The one message protocol between the extension's pages (popup, options) and the background.
 * Each message has one data object and one typed answer. Failures travel as data
 * (`ApiErrorData`), never as thrown objects, because errors lose their class across the hop.
 */
import type { Result } from '../api/errors';
import type { Link, LinkListQuery, Page, RateInfo } from '../api/schemas';
import type { IndexStatus } from '../link-index';
import type { QueueRequest } from '../queue/queue';
import type { PageLinks } from '../shorten/page-link';

export type { IndexStatus, Result };

/** A link found by the local index search and how well it matched (see lib/link-index/search.ts). */
export interface LocalHit {
  link: Link;
  /** 0 = exact alias or short URL, 1 = prefix, 2 = substring, 3 = every word somewhere (lower is better). */
  rank: number;
}

/**
 * Every question about links names the profile it is asked for (`profileId`): the background
 * answers from that profile's index and connection, never the active one's by default (issue 47:
 * a popup window left open across a profile switch listed B's links and acted on them as A's).
 */
export interface ProtocolMap {
  /** The server's list call with every list parameter of the contract, through profile `profileId`'s connection. */
  searchLinks(data: { profileId: string; query: LinkListQuery }): Result<Page<Link>>;
  /** Instant search over profile `profileId`'s index (title, alias, URL, short URL). */
  searchIndex(data: { profileId: string; text: string; limit?: number }): LocalHit[];
  /** The newest links in profile `profileId`'s index. */
  listRecentLinks(data: { profileId: string; limit?: number }): Link[];
  /**
   * The links the page at `url` has (lib/shorten/page-link.ts: the server's list, the index when
   * the list cannot settle it), with the rate limit the list's answer reported; the one duplicate
   * decision is the asker's (lib/shorten). For "Shorten several URLs", whose page then needs none
   * of the index's code. `profileId`: asked of that profile's instance and key, and its index.
   */
  findPageLinks(data: { url: string; profileId?: string }): Result<PageLinks & { rate?: RateInfo }>;
  /** Profile `profileId`'s indexed links of the page at `url` (its `#fragment` aside), newest first. */
  listPageLinks(data: { profileId: string; url: string }): Link[];
  /**
   * A page created or changed a link of profile `profileId`: update the index right away. Refused
   * for another profile than the active one (a page still on profile A after a switch to B must
   * not file A's link in B's index).
   */
  indexLink(data: { profileId: string; link: Link }): void;
  /** A page deleted a link of profile `profileId`: drop it from that index (refused for another, as indexLink). */
  unindexLink(data: { profileId: string; id: number }): void;
  /** Refill the active profile's index from the server now (no page asks it: the worker's own refresh, and tests). */
  refreshIndex(data: Record<string, never>): Result<{ count: number }>;
  /** How many links profile `profileId`'s index holds and when it was last refreshed (ms since epoch, 0 = never). */
  getIndexStatus(data: { profileId: string }): IndexStatus;
  /** "Shorten when back online": put a store that failed for an outage in the offline queue, for the popup's profile. */
  queueShorten(data: QueueRequest): boolean;
  /** Take an item out of the offline queue. */
  cancelQueued(data: { id: string }): void;
}

/**
 * The questions the background asks the extension's pages (the other way round), in the same
 * envelope: a page answers only those it registered (./index.ts `answerPages`).
 */
export interface PageProtocolMap {
  /** Whether this page's own requests are on their way: the background's own work waits (lib/background/user-activity.ts). */
  isUserBusy(data: Record<string, never>): boolean;
}

export type PageMessageType = keyof PageProtocolMap;

export type MessageType = keyof ProtocolMap;
export type MessageData<K extends MessageType> = Parameters<ProtocolMap[K]>[0];
export type MessageAnswer<K extends MessageType> = ReturnType<ProtocolMap[K]>;
