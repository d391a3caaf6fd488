/**
 * The last link a shorten without the popup made or reused (context menu, keyboard command,
 * omnibox), kept so that the popup can offer it when the background could not copy it (on
 * Chrome, without the optional clipboardWrite permission). Never holds the key.
 */
import * as z from 'zod/mini';
import { storage } from 'wxt/utils/storage';
import type { BackgroundSource } from './feedback';
import { stripCredentials } from '../url/private';

/**
 * The last link a background shorten made or reused, and whether it reached the clipboard; the
 * popup offers to copy it when it did not (no clipboardWrite permission).
 */
const LAST_BACKGROUND_RESULT_ITEM = storage.defineItem<BackgroundResult>('local:lastBackgroundResult');

export interface BackgroundResult {
  /** The link's short_url. */
  shortUrl: string;
  /** What was shortened. */
  url: string;
  /** queue: the offline queue sent it once the server was back. */
  source: BackgroundSource | 'queue';
  /** ISO 8601 */
  at: string;
  /** Whether it is on the clipboard (by the background, or since by the popup's Copy). */
  copied: boolean;
}

const resultSchema = z.looseObject({
  shortUrl: z.string(),
  url: z.string(),
  at: z.string(),
  copied: z.boolean(),
  source: z.enum(['context-menu', 'command', 'omnibox', 'queue'] satisfies BackgroundResult['source'][]),
});

const isResult = (value: unknown): value is BackgroundResult => z.safeParse(resultSchema, value).success;

export async function saveBackgroundResult(result: Omit<BackgroundResult, 'at'>, now = Date.now()): Promise<BackgroundResult> {
  // A password taken out before sending is not kept on disk either (issue 47).
  const stored: BackgroundResult = { ...result, url: stripCredentials(result.url), at: new Date(now).toISOString() };
  await LAST_BACKGROUND_RESULT_ITEM.setValue(stored);
  return stored;
}

export async function loadBackgroundResult(): Promise<BackgroundResult | null> {
  const value = await LAST_BACKGROUND_RESULT_ITEM.getValue();
  return isResult(value) ? value : null;
}

/** The link still to be copied, or null when there is none (or it was copied). */
export async function loadUncopiedResult(): Promise<BackgroundResult | null> {
  const result = await loadBackgroundResult();
  return result && !result.copied ? result : null;
}

/** The popup copied `shortUrl`: it is not offered again (unless a newer result replaced it). */
export async function markResultCopied(shortUrl: string): Promise<void> {
  const result = await loadBackgroundResult();
  if (result?.shortUrl === shortUrl) await LAST_BACKGROUND_RESULT_ITEM.setValue({ ...result, copied: true });
}

export async function clearBackgroundResult(): Promise<void> {
  await LAST_BACKGROUND_RESULT_ITEM.removeValue();
}
