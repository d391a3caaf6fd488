/**
 * Where a refresh of the index stands, kept in storage so that one paused for the rate limit, or
 * cut off with its worker, goes on from there. Only the background writes it.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import { ofProfile } from '../storage/item';
import type { Burst } from './guest';

/**
 * An index refresh under way: the next page, what it has seen, and when it may go on (it pauses
 * to leave the user most of the server's rate limit), so it resumes after a worker or browser
 * restart. Each profile has its own (`ofProfile`).
 */
export const LINK_INDEX_REFRESH_ITEM = storage.defineItem<RefreshCursor>('local:linkIndexRefresh');

export interface RefreshCursor {
  v: 2;
  origin: string;
  mode: 'full' | 'quick';
  /** The next page to ask for (1-based, 100 links a page, newest first). */
  page: number;
  /** When this refresh started (ms): changes the extension made since are newer than its pages. */
  startedAt: number;
  /** When a page last arrived (ms); a cursor left alone too long is started over. */
  updatedAt: number;
  /**
   * A full refresh: the lowest id its pages reached. The pages list ids from the highest down, so
   * an indexed link above it that they lacked was deleted (and, at the end, any link below).
   */
  below: number;
  /** Links fetched so far, and the server's count when it last said. */
  fetched: number;
  total: number | null;
  /** Paused until then (ms) so the user keeps most of the rate limit; 0 while it may run. */
  resumeAt: number;
  /** Passes made again because the index and the server's count differed (./refresh.ts). */
  passes?: number;
  /** A full refresh: records the client could not read, by page (they are never indexed). */
  skipped?: Record<number, number>;
  /** Paused while the user's own requests are on their way, not for the rate limit. */
  yielded?: true;
  /** The rate window its pages count in (./guest.ts): kept across pauses, so a pause for the user never buys a new budget. */
  burst?: Burst;
}

/** A cursor older than this is not resumed: pages shift as links come and go. */
export const CURSOR_MAX_AGE_MS = 30 * 60 * 1000;

const cursorSchema = z.looseObject({ v: z.literal(2), origin: z.string(), page: z.int(), below: z.number() });

const isCursor = (value: unknown): value is RefreshCursor => z.safeParse(cursorSchema, value).success;

/** The refresh under way of the profile's index for `origin`, if one is and it is recent enough to go on with. */
export async function readCursor({ profileId, origin }: { profileId: string; origin: string }, now = Date.now()): Promise<RefreshCursor | null> {
  const stored = await ofProfile(LINK_INDEX_REFRESH_ITEM, profileId).getValue();
  if (!isCursor(stored) || stored.origin !== origin) return null;
  return now - stored.updatedAt < CURSOR_MAX_AGE_MS && now >= stored.startedAt ? stored : null;
}

export function writeCursor(profileId: string, cursor: RefreshCursor | null): Promise<void> {
  return ofProfile(LINK_INDEX_REFRESH_ITEM, profileId).setValue(cursor);
}
