/**
 * Background shortens that a stopped worker cut off. MV3 stops an idle or busy worker whenever
 * the browser likes; the request may or may not have reached the instance, and nobody is left to
 * say so. A shorten is recorded as pending before its request and cleared when it ends; a pending
 * record found when the worker next starts means it was cut off, and the user is told to try
 * again (the duplicate check finds the link if the store did land, so retrying never makes two).
 */
import { showFailure, type BackgroundSource } from './feedback';
import { storage } from 'wxt/utils/storage';

/** A background shorten under way (url, source): found at the next start, it was interrupted. */
const BACKGROUND_PENDING_ITEM = storage.defineItem<BackgroundPending>('local:backgroundPending');

export interface BackgroundPending {
  url: string;
  source: BackgroundSource;
  at: number;
}

export async function markPending(url: string, source: BackgroundSource, now = Date.now()): Promise<void> {
  const pending: BackgroundPending = { url, source, at: now };
  await BACKGROUND_PENDING_ITEM.setValue(pending);
}

export async function clearPending(): Promise<void> {
  await storage.removeItems([BACKGROUND_PENDING_ITEM]);
}

/** Called once when the worker starts: a pending shorten left by the previous worker failed. */
export async function settleInterrupted(): Promise<boolean> {
  const pending = await BACKGROUND_PENDING_ITEM.getValue();
  if (!pending || typeof pending.url !== 'string') return false;
  await clearPending();
  await showFailure({ problem: { name: 'Interrupted' }, source: pending.source, url: pending.url });
  return true;
}
