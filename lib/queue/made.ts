/**
 * The links the offline queue made once the instance was back, kept until the person copies or
 * dismisses them (issue 40: a queued link overwrote the clipboard minutes later, replacing what
 * the user had just copied). The clipboard is written only for a shorten queued a moment ago
 * (JUST_QUEUED_MS), as the click that asked for it; the others wait in the popup, the badge says so.
 */
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';

export interface MadeLink {
  shortUrl: string;
  /** What was shortened. */
  url: string;
  /** ms since epoch */
  at: number;
}

/** Never the key: what was made, for the popup to offer. Newest first. */
export const QUEUE_MADE_ITEM = storage.defineItem<MadeLink[]>('local:queueMade', { fallback: [] });

/** A shorten queued this recently is copied when it is made: the person is still waiting for it. */
export const JUST_QUEUED_MS = 10_000;

/** The most kept: older ones are in the index and the Links manager anyway. */
const KEPT = 20;

const madeSchema = z.looseObject({ shortUrl: z.string(), url: z.string(), at: z.number() });

const isMade = (value: unknown): value is MadeLink => z.safeParse(madeSchema, value).success;

export async function madeLinks(): Promise<MadeLink[]> {
  const value = await QUEUE_MADE_ITEM.getValue();
  return Array.isArray(value) ? value.filter(isMade) : [];
}

/** Keeps `link` for the popup; answers how many wait now. */
export async function keepMade(link: MadeLink): Promise<number> {
  const kept = [link, ...(await madeLinks()).filter((made) => made.shortUrl !== link.shortUrl)].slice(0, KEPT);
  await QUEUE_MADE_ITEM.setValue(kept);
  return kept.length;
}

/** Forgets `shortUrl` (copied), or every one (dismissed). */
export async function forgetMade(shortUrl?: string): Promise<void> {
  await QUEUE_MADE_ITEM.setValue(shortUrl === undefined ? [] : (await madeLinks()).filter((made) => made.shortUrl !== shortUrl));
}
